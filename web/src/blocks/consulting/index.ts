import Icon from '@mui/icons-material/Domain';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const consultingBlock = {
  Editor: lazyEditor<'consulting'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { ConsultingHotelID: 'hotelId', ConsultingInstallationID: 'installationId' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly consulting: typeof consultingBlock;
  }
}
