import Icon from '@mui/icons-material/Timeline';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const timelineBlock = {
  Editor: lazyEditor<'timeline'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    HideHeader: 'hideHeader',
    IsHeaderText: 'isHeaderText',
    TimeLineTextHeader: 'headerText',
    TimeLineSubTextHeader: 'headerSubtext',
    TimelineDate: 'startDate',
    TimelineImage: 'headerImage',
    Times: {
      item: 'event',
      fields: {
        Time: 'time',
        Title: 'eventTitle',
        Description: 'eventDescription',
        Color: 'color',
      },
    },
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly timeline: typeof timelineBlock;
  }
}
