import Icon from '@mui/icons-material/EventAvailable';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const bookingActivitiesBlock = {
  Editor: lazyEditor<'bookingActivities'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    BookingActTypeColor: 'type',
    BookingActWeekPrimaryColor: 'weekPrimary',
    BookingActWeekSecondaryColor: 'weekSecondary',
    BookingActContentColor: 'content',
    BookingActTitleColor: 'title',
    BookingActTimeColor: 'time',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly bookingActivities: typeof bookingActivitiesBlock;
  }
}
