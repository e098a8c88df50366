// The shape of every widget's Spanish labels, for the type-checked keys of i18next.d.ts. At run
// time the labels are loaded with the screens that show widgets (i18n/loadEditorLocales.ts), every
// file found, so this list only types them.

import type addressSearchEs from './AddressSearch/locales/es.json';
import type allergenSelectorEs from './AllergenSelector/locales/es.json';
import type availabilityEditorEs from './AvailabilityEditor/locales/es.json';
import type catalogueSelectEs from './CatalogueSelect/locales/es.json';
import type colorPickerEs from './ColorPicker/locales/es.json';
import type confirmDialogEs from './ConfirmDialog/locales/es.json';
import type datePickerEs from './DatePicker/locales/es.json';
import type imageGalleryEs from './ImageGallery/locales/es.json';
import type imageSelectorEs from './ImageSelector/locales/es.json';
import type intervalPickerEs from './IntervalPicker/locales/es.json';
import type menuEntryTileEs from './MenuEntryTile/locales/es.json';
import type searchBoxEs from './SearchBox/locales/es.json';
import type speedDialEs from './SpeedDial/locales/es.json';
import type timePickerEs from './TimePicker/locales/es.json';
import type translatableFieldEs from './TranslatableField/locales/es.json';
import type weeklyScheduleEs from './WeeklySchedule/locales/es.json';

export type WidgetLocales = {
  TranslatableField: typeof translatableFieldEs;
  ImageSelector: typeof imageSelectorEs;
  ImageGallery: typeof imageGalleryEs;
  ColorPicker: typeof colorPickerEs;
  TimePicker: typeof timePickerEs;
  DatePicker: typeof datePickerEs;
  IntervalPicker: typeof intervalPickerEs;
  WeeklySchedule: typeof weeklyScheduleEs;
  AvailabilityEditor: typeof availabilityEditorEs;
  AddressSearch: typeof addressSearchEs;
  SearchBox: typeof searchBoxEs;
  AllergenSelector: typeof allergenSelectorEs;
  SpeedDial: typeof speedDialEs;
  MenuEntryTile: typeof menuEntryTileEs;
  ConfirmDialog: typeof confirmDialogEs;
  CatalogueSelect: typeof catalogueSelectEs;
};
