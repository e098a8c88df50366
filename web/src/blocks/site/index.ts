import Icon from '@mui/icons-material/Place';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const siteBlock = {
  Editor: lazyEditor<'site'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    SiteImage: 'image',
    SiteTitle: 'title',
    SiteSubtitle: 'subtitle',
    SiteAddress: 'address',
    SiteLat: 'lat',
    SiteLon: 'lon',
    SitePhone: 'phone',
    SiteWeb: 'web',
    SiteEmail: 'email',
    SiteMoreInfo: 'moreInfo',
    SiteLink: 'link',
    SiteLinkDialog: 'linkDialog',
    SiteForm: 'form',
    SiteLinkURL: 'linkUrl',
    SiteLinkName: 'linkName',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly site: typeof siteBlock;
  }
}
