import Icon from '@mui/icons-material/Instagram';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const instagramBlock = {
  Editor: lazyEditor<'instagram'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { InstagramIframe: 'blocks.shared.code' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly instagram: typeof instagramBlock;
  }
}
