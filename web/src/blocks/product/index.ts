import Icon from '@mui/icons-material/LocalOffer';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const productBlock = {
  Editor: lazyEditor<'product'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    ProductName: 'name',
    ProductDescription: 'description',
    ProductNote: 'note',
    ProductPrice: 'price',
    ProductPromotion: 'promotion',
    ProductImage: 'image',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly product: typeof productBlock;
  }
}
