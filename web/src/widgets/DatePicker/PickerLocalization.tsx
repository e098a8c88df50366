import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { pickerTexts } from './pickerTexts.ts';

/** Every date and time picker speaks the UI language with the same words (dayjs 'es' or English). */
export const PickerLocalization = ({ children }: { children: ReactNode }) => {
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
