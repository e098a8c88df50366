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
