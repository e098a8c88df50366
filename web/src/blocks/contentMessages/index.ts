import Icon from '@mui/icons-material/Message';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const contentMessagesBlock = {
  Editor: lazyEditor<'contentMessages'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    DviewcontentMessagesTitleColor: 'titleColor',
    DviewcontentMessagesDescriptionColor: 'descriptionColor',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly contentMessages: typeof contentMessagesBlock;
  }
}
