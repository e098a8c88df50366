import Icon from '@mui/icons-material/OpenInNew';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const externalLinkBlock = {
  Editor: lazyEditor<'externalLink'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { LinkExternalName: 'name', LinkExternal: 'url', LinkExternalNewTab: 'newTab' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly externalLink: typeof externalLinkBlock;
  }
}
