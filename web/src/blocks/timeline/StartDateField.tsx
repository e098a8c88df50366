import 'dayjs/locale/es';
import { useTheme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';

const pickerTexts = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

type StartDateFieldProps = {
  readonly label: string;
  /** 'YYYY-MM-DD' (a time part after 'T' is ignored) or null. */
  readonly value: string | null;
  readonly onChange: (value: string) => void;
};

/**
 * §5: the timeline's date is set only through the picker. The field takes no typing; the dialog
 * keeps the day being chosen to itself until OK, and Cancel, Escape or a click outside drop it.
 */
export const StartDateField = ({ label, value, onChange }: StartDateFieldProps) => {
  const { t } = useTranslation();
  const language = useUiLanguage();
  // The pickers' field does not follow the TextField defaults the editor sets for its display mode.
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<{ value: Dayjs | null } | null>(null);
  const day = value?.split('T')[0];
  const committed = day ? dayjs(day) : null;
  const close = () => {
    setOpen(false);
    setDraft(null);
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={pickerTexts[language]}
    >
      <MobileDatePicker
        label={label}
        value={draft ? draft.value : committed}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={close}
        onChange={(next) => setDraft({ value: next })}
        onAccept={(next) => {
          close();
          if (next?.isValid()) onChange(next.format('YYYY-MM-DD'));
        }}
        localeText={{
          openDatePickerDialogue: () => t('blocks.timeline.openDatePicker', { label }),
        }}
        slotProps={{
          // A field that takes no typing opens the calendar instead, by click, Enter or Space.
          field: {
            readOnly: true,
            onClick: () => setOpen(true),
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                setOpen(true);
              }
            },
          },
          textField: {
            variant,
            size: 'small',
            sx: { width: '15rem' },
            helperText: t('blocks.timeline.dateHelp'),
          },
          dialog: { onClose: close },
        }}
      />
    </LocalizationProvider>
  );
};
