import Icon from '@mui/icons-material/TheaterComedy';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const showBlock = {
  Editor: lazyEditor<'show'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    TypeShow: 'type',
    ShowPrimaryColor: 'primary',
    ShowSecundaryColor: 'secondary',
    ShowColor: 'title',
    ShowDescriptionColor: 'description',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly show: typeof showBlock;
  }
}
