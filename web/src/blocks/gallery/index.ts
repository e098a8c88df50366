import Icon from '@mui/icons-material/Collections';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const galleryBlock = {
  Editor: lazyEditor<'gallery'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    GallerySlider: 'slider',
    GalleryMobileHeight: 'mobileHeight',
    Images: { item: 'image', fields: {} },
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly gallery: typeof galleryBlock;
  }
}
