import Icon from '@mui/icons-material/Login';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const checkInBlock = {
  Editor: lazyEditor<'checkIn'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
