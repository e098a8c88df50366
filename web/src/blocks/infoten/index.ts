import Icon from '@mui/icons-material/Info';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const infotenBlock = {
  Editor: lazyEditor<'infoten'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
