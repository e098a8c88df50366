import Icon from '@mui/icons-material/ContactPhone';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const contactBlock = {
  Editor: lazyEditor<'contact'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    HideDivider: 'hideDivider',
    ContactItems: {
      item: 'item',
      fields: {
        ContactIcon: 'icon',
        ContactDescription: 'description',
        ContactURL: 'url',
        ContactLatLon: { fields: { Lat: 'lat', Lon: 'lon' } },
      },
    },
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly contact: typeof contactBlock;
  }
}
