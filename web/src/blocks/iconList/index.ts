import Icon from '@mui/icons-material/FormatListBulleted';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const iconListBlock = {
  Editor: lazyEditor<'iconList'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    IconListImage: 'image',
    IconListTitle: 'title',
    IconListDescription: 'description',
    InstagramIframe: 'blocks.shared.code',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly iconList: typeof iconListBlock;
  }
}
