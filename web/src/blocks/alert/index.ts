import Icon from '@mui/icons-material/ReportProblem';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const alertBlock = {
  Editor: lazyEditor<'alert'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { AlertText: 'text', Color: 'color', Icon: 'icon' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly alert: typeof alertBlock;
  }
}
