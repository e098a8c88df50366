import Icon from '@mui/icons-material/DirectionsRun';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const activityBlock = {
  Editor: lazyEditor<'activity'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    TypeActivity: 'type',
    ActivityPrimaryColor: 'primary',
    ActivitySecundaryColor: 'secondary',
    ActivityColor: 'title',
    ActivityDescriptionColor: 'description',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly activity: typeof activityBlock;
  }
}
