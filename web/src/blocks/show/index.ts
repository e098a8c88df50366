import Icon from '@mui/icons-material/TheaterComedy';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const showBlock = {
  Editor: lazyEditor<'show'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
