import Icon from '@mui/icons-material/Subject';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const textBlock = {
  Editor: lazyEditor<'text'>(() => import('./Editor.tsx').then((m) => m.TextEditor)),
  icon: Icon,
  fieldLabels: { Text: 'typeName' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly text: typeof textBlock;
  }
}
