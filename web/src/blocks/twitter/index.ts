import Icon from '@mui/icons-material/Twitter';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const twitterBlock = {
  Editor: lazyEditor<'twitter'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { TwitterAccount: 'account' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly twitter: typeof twitterBlock;
  }
}
