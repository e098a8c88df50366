import Icon from '@mui/icons-material/RestaurantMenu';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const chainFoodBlock = {
  Editor: lazyEditor<'chainFood'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    ChainFoodRestaurant: 'restaurant',
    ChainFoodPrimaryBGColor: 'primary.background',
    ChainFoodPrimaryTextColor: 'primary.textColor',
    ChainFoodPrimaryTextFormat: 'primary.format',
    ChainFoodSecondaryBGColor: 'secondary.background',
    ChainFoodSecondaryTextColor: 'secondary.textColor',
    ChainFoodSecondaryTextFormat: 'secondary.format',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly chainFood: typeof chainFoodBlock;
  }
}
