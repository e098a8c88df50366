import Icon from '@mui/icons-material/EmojiEmotions';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const iconsBlock = {
  Editor: lazyEditor<'icons'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { IconsURL: 'image', IconsAlign: 'alignment' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly icons: typeof iconsBlock;
  }
}
