import Icon from '@mui/icons-material/Facebook';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const facebookBlock = {
  Editor: lazyEditor<'facebook'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { FacebookAccount: 'account' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly facebook: typeof facebookBlock;
  }
}
