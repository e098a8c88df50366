import Icon from '@mui/icons-material/HealthAndSafety';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const rcovidBlock = {
  Editor: lazyEditor<'rcovid'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { FormIcon: 'icon' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly rcovid: typeof rcovidBlock;
  }
}
