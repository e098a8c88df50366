import Icon from '@mui/icons-material/ArrowDropDownCircle';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const dropdownButtonBlock = {
  Editor: lazyEditor<'dropdownButton'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    DropdownButtonTitle: 'text',
    DropdownButtonBGColor: 'background',
    DropdownButtonTextColor: 'textColor',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly dropdownButton: typeof dropdownButtonBlock;
  }
}
