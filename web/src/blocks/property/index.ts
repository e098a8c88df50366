import Icon from '@mui/icons-material/HomeWork';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const propertyBlock = {
  Editor: lazyEditor<'property'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
