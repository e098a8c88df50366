import Icon from '@mui/icons-material/LiveTv';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const parrillaBlock = {
  Editor: lazyEditor<'parrilla'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
