import Icon from '@mui/icons-material/ConfirmationNumber';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const externalActivityBlock = {
  Editor: lazyEditor<'externalActivity'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    ActtivPrimaryColor: 'primary',
    ActtivSecundaryColor: 'secondary',
    ActtivColor: 'title',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly externalActivity: typeof externalActivityBlock;
  }
}
