import Icon from '@mui/icons-material/TextFields';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const simpleTextBlock = {
  Editor: lazyEditor<'simpleText'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    Title: 'title',
    Style: {
      fields: {
        TextAlign: 'alignment',
        SizeMult: 'size',
        ToUpperCase: 'upperCase',
        TextColor: 'color',
      },
    },
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly simpleText: typeof simpleTextBlock;
  }
}
