import Icon from '@mui/icons-material/Language';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const linkDomainBlock = {
  Editor: lazyEditor<'linkDomain'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { LinkDomainName: 'name', LinkDomain: 'domain' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly linkDomain: typeof linkDomainBlock;
  }
}
