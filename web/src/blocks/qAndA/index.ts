import Icon from '@mui/icons-material/QuestionAnswer';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const qAndABlock = {
  Editor: lazyEditor<'qAndA'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { QAndAQuestion: 'question', QAndAAnswer: 'answer' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly qAndA: typeof qAndABlock;
  }
}
