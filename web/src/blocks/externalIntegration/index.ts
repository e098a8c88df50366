import Icon from '@mui/icons-material/Code';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const externalIntegrationBlock = {
  Editor: lazyEditor<'externalIntegration'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  locales: { es, en },
};
