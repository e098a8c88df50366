import Icon from '@mui/icons-material/ImageOutlined';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const imageTranslateBlock = {
  Editor: lazyEditor<'imageTranslate'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { ImageTranslateURL: 'image' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly imageTranslate: typeof imageTranslateBlock;
  }
}
