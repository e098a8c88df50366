import Icon from '@mui/icons-material/DirectionsBus';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const servaturBlock = {
  Editor: lazyEditor<'servatur'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
