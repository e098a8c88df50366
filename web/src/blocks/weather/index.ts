import Icon from '@mui/icons-material/WbCloudy';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const weatherBlock = {
  Editor: lazyEditor<'weather'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
