import Icon from '@mui/icons-material/Restaurant';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const foodBlock = {
  Editor: lazyEditor<'food'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    FoodName: 'name',
    FoodIngredients: 'ingredients',
    FoodNote: 'note',
    FoodPrice: 'price',
    FoodVegan: 'vegan',
    FoodVegetarian: 'vegetarian',
    FoodNew: 'new',
    FoodRecommended: 'recommended',
    FoodSlowFood: 'slowFood',
    FoodAllergens: 'widgets.AllergenSelector.label',
    FoodImage: 'image',
    FoodLabelExtras: 'labelExtras',
    FoodOnlyOne: 'onlyOne',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly food: typeof foodBlock;
  }
}
