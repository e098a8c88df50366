import Icon from '@mui/icons-material/HorizontalRule';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const dividerBlock = {
  Editor: lazyEditor<'divider'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    DividerUp: 'up',
    DividerDown: 'down',
    DividerLeft: 'left',
    DividerRight: 'right',
    DividerDark: 'dark',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly divider: typeof dividerBlock;
  }
}
