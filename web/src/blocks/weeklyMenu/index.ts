import Icon from '@mui/icons-material/DateRange';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const weeklyMenuBlock = {
  Editor: lazyEditor<'weeklyMenu'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    WeeklyMenuContentID: 'source',
    WeeklyMenuWeekColor1: 'weekColor1',
    WeeklyMenuWeekColor2: 'weekColor2',
    WeeklyMenuColor1: 'color1',
    WeeklyMenuColor2: 'color2',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly weeklyMenu: typeof weeklyMenuBlock;
  }
}
