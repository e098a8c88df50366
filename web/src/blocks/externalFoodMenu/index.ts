import Icon from '@mui/icons-material/Fastfood';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const externalFoodMenuBlock = {
  Editor: lazyEditor<'externalFoodMenu'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { MenuExtFoodExternalID: 'menus', MenuExtFoodDayOfWeek: 'day' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly externalFoodMenu: typeof externalFoodMenuBlock;
  }
}
