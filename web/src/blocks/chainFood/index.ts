import Icon from '@mui/icons-material/RestaurantMenu';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const chainFoodBlock = {
  Editor: lazyEditor<'chainFood'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
