import Icon from '@mui/icons-material/FolderOpen';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const dfilesBlock = {
  Editor: lazyEditor<'dfiles'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { DropdownButtonBGColor: 'background', DropdownButtonTextColor: 'textColor' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly dfiles: typeof dfilesBlock;
  }
}
