import Icon from '@mui/icons-material/TravelExplore';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const interactiveMapsBlock = {
  Editor: lazyEditor<'interactiveMaps'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { InteractiveMapsID: 'map' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly interactiveMaps: typeof interactiveMapsBlock;
  }
}
