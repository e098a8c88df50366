import Icon from '@mui/icons-material/DynamicForm';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const formCioBlock = {
  Editor: lazyEditor<'formCio'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { FormCioFieldsConfig: 'form' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly formCio: typeof formCioBlock;
  }
}
