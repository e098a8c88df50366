import Icon from '@mui/icons-material/Poll';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const pollBlock = {
  Editor: lazyEditor<'poll'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    PollAlias: 'alias',
    PollFormData: {
      item: 'question',
      fields: {
        question: 'questionText',
        values: { item: 'answer', fields: { answer: null } },
        min: 'min',
        max: 'max',
      },
    },
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly poll: typeof pollBlock;
  }
}
