import Icon from '@mui/icons-material/EditCalendar';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const requestReservationBlock = {
  Editor: lazyEditor<'requestReservation'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
