import type { ComponentType } from 'react';

/** Every widget's demo states, loaded only when the gallery opens (one line each). */
export const galleryEntries: readonly {
  name: string;
  load: () => Promise<{ Gallery: ComponentType }>;
}[] = [
  { name: 'TranslatableField', load: () => import('../../widgets/TranslatableField/Gallery.tsx') },
  { name: 'ImageSelector', load: () => import('../../widgets/ImageSelector/Gallery.tsx') },
  { name: 'ImageGallery', load: () => import('../../widgets/ImageGallery/Gallery.tsx') },
  { name: 'ColorPicker', load: () => import('../../widgets/ColorPicker/Gallery.tsx') },
  { name: 'TimePicker', load: () => import('../../widgets/TimePicker/Gallery.tsx') },
  { name: 'DatePicker', load: () => import('../../widgets/DatePicker/Gallery.tsx') },
  { name: 'IntervalPicker', load: () => import('../../widgets/IntervalPicker/Gallery.tsx') },
  { name: 'WeeklySchedule', load: () => import('../../widgets/WeeklySchedule/Gallery.tsx') },
  {
    name: 'AvailabilityEditor',
    load: () => import('../../widgets/AvailabilityEditor/Gallery.tsx'),
  },
  { name: 'AddressSearch', load: () => import('../../widgets/AddressSearch/Gallery.tsx') },
  { name: 'SearchBox', load: () => import('../../widgets/SearchBox/Gallery.tsx') },
  { name: 'AllergenSelector', load: () => import('../../widgets/AllergenSelector/Gallery.tsx') },
  { name: 'SpeedDial', load: () => import('../../widgets/SpeedDial/Gallery.tsx') },
  { name: 'MenuEntryTile', load: () => import('../../widgets/MenuEntryTile/Gallery.tsx') },
  { name: 'ConfirmDialog', load: () => import('../../widgets/ConfirmDialog/Gallery.tsx') },
  { name: 'CatalogueSelect', load: () => import('../../widgets/CatalogueSelect/Gallery.tsx') },
];
