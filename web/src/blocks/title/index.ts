import Icon from '@mui/icons-material/Title';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const titleBlock = {
  Editor: lazyEditor<'title'>(() => import('./Editor.tsx').then((m) => m.TitleEditor)),
  icon: Icon,
  fieldLabels: { Title: 'typeName' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly title: typeof titleBlock;
  }
}
