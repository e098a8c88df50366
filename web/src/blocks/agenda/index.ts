import Icon from '@mui/icons-material/Event';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const agendaBlock = {
  Editor: lazyEditor<'agenda'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
