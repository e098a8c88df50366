import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';

const pickerTexts = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

/** The date-pickers speak the UI language (dayjs 'es' or its built-in English). */
export const TimeLocalization = ({ children }: { children: ReactNode }) => {
  const language = useUiLanguage();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={pickerTexts[language]}
    >
      {children}
    </LocalizationProvider>
  );
};
