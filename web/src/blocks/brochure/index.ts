import Icon from '@mui/icons-material/MenuBook';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const brochureBlock = {
  Editor: lazyEditor<'brochure'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    BrochureImage: 'image',
    BrochureTitle: 'title',
    BrochureSubtitle: 'subtitle',
    BrochureWithLocation: 'location',
    BrochureMunicipaly: 'municipality',
    BrochureAddress: 'address',
    BrochurePostalCode: 'postalCode',
    BrochureLat: 'lat',
    BrochureLon: 'lon',
    BrochureWithContact: 'contact',
    BrochurePhone: 'phone',
    BrochureFax: 'fax',
    BrochureEmail: 'email',
    BrochureWeb: 'web',
    BrochureWithDescription: 'description',
    BrochureDescription: 'descriptionText',
    BrochureNote: 'note',
    BrochureWithFacts: 'facts',
    BrochureHours: 'hours',
    BrochurePrice: 'price',
    BrochureServices: 'services',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly brochure: typeof brochureBlock;
  }
}
