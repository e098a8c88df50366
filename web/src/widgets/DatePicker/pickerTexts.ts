import { enUS, esES } from '@mui/x-date-pickers/locales';
import type { UiLanguage } from '../../i18n/languages.ts';

const es = esES.components.MuiLocalizationProvider.defaultProps.localeText;
const en = enUS.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * MUI's Spanish texts say 'OK' where the app says 'Aceptar', miss the accent of 'Día' and use 'tú'
 * ('Elige fecha') where the app speaks 'usted': corrected here, once, for every picker.
 */
export const pickerTexts: Record<UiLanguage, typeof es> = {
  es: {
    ...es,
    okButtonLabel: 'Aceptar',
    day: 'Día',
    weekDay: 'Día de la semana',
    openDatePickerDialogue: (formatted) =>
      formatted ? `Elija fecha, la fecha elegida es ${formatted}` : 'Elija fecha',
    openTimePickerDialogue: (formatted) =>
      formatted ? `Elija hora, la hora elegida es ${formatted}` : 'Elija hora',
    timeTableLabel: 'elija hora',
    dateTableLabel: 'elija fecha',
  },
  en,
};
