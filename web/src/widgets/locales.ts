// Each widget keeps its labels beside it; they are merged under `widgets.<Widget>` (one line each).

import addressSearchEn from './AddressSearch/locales/en.json';
import addressSearchEs from './AddressSearch/locales/es.json';
import allergenSelectorEn from './AllergenSelector/locales/en.json';
import allergenSelectorEs from './AllergenSelector/locales/es.json';
import availabilityEditorEn from './AvailabilityEditor/locales/en.json';
import availabilityEditorEs from './AvailabilityEditor/locales/es.json';
import catalogueSelectEn from './CatalogueSelect/locales/en.json';
import catalogueSelectEs from './CatalogueSelect/locales/es.json';
import colorPickerEn from './ColorPicker/locales/en.json';
import colorPickerEs from './ColorPicker/locales/es.json';
import confirmDialogEn from './ConfirmDialog/locales/en.json';
import confirmDialogEs from './ConfirmDialog/locales/es.json';
import datePickerEn from './DatePicker/locales/en.json';
import datePickerEs from './DatePicker/locales/es.json';
import imageGalleryEn from './ImageGallery/locales/en.json';
import imageGalleryEs from './ImageGallery/locales/es.json';
import imageSelectorEn from './ImageSelector/locales/en.json';
import imageSelectorEs from './ImageSelector/locales/es.json';
import intervalPickerEn from './IntervalPicker/locales/en.json';
import intervalPickerEs from './IntervalPicker/locales/es.json';
import menuEntryTileEn from './MenuEntryTile/locales/en.json';
import menuEntryTileEs from './MenuEntryTile/locales/es.json';
import searchBoxEn from './SearchBox/locales/en.json';
import searchBoxEs from './SearchBox/locales/es.json';
import speedDialEn from './SpeedDial/locales/en.json';
import speedDialEs from './SpeedDial/locales/es.json';
import timePickerEn from './TimePicker/locales/en.json';
import timePickerEs from './TimePicker/locales/es.json';
import translatableFieldEn from './TranslatableField/locales/en.json';
import translatableFieldEs from './TranslatableField/locales/es.json';
import weeklyScheduleEn from './WeeklySchedule/locales/en.json';
import weeklyScheduleEs from './WeeklySchedule/locales/es.json';

export const widgetLocales = {
  es: {
    TranslatableField: translatableFieldEs,
    ImageSelector: imageSelectorEs,
    ImageGallery: imageGalleryEs,
    ColorPicker: colorPickerEs,
    TimePicker: timePickerEs,
    DatePicker: datePickerEs,
    IntervalPicker: intervalPickerEs,
    WeeklySchedule: weeklyScheduleEs,
    AvailabilityEditor: availabilityEditorEs,
    AddressSearch: addressSearchEs,
    SearchBox: searchBoxEs,
    AllergenSelector: allergenSelectorEs,
    SpeedDial: speedDialEs,
    MenuEntryTile: menuEntryTileEs,
    ConfirmDialog: confirmDialogEs,
    CatalogueSelect: catalogueSelectEs,
  },
  en: {
    TranslatableField: translatableFieldEn,
    ImageSelector: imageSelectorEn,
    ImageGallery: imageGalleryEn,
    ColorPicker: colorPickerEn,
    TimePicker: timePickerEn,
    DatePicker: datePickerEn,
    IntervalPicker: intervalPickerEn,
    WeeklySchedule: weeklyScheduleEn,
    AvailabilityEditor: availabilityEditorEn,
    AddressSearch: addressSearchEn,
    SearchBox: searchBoxEn,
    AllergenSelector: allergenSelectorEn,
    SpeedDial: speedDialEn,
    MenuEntryTile: menuEntryTileEn,
    ConfirmDialog: confirmDialogEn,
    CatalogueSelect: catalogueSelectEn,
  },
} as const;
