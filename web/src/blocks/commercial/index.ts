import Icon from '@mui/icons-material/Storefront';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const commercialBlock = {
  Editor: lazyEditor<'commercial'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
