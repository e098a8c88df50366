import Icon from '@mui/icons-material/MenuBook';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const brochureBlock = {
  Editor: lazyEditor<'brochure'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
