import Icon from '@mui/icons-material/HealthAndSafety';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const rcovidBlock = {
  Editor: lazyEditor<'rcovid'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { FormIcon: 'icon' },
  locales: { es, en },
};
