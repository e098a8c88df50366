import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type FieldVariant = 'outlined' | 'standard' | 'filled';

const pickerTexts = {
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** Date pickers in the UI language (Spanish by default): day names, Cancel/OK, formats. */
export const PickersProvider = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
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

type CommonProps = {
  readonly label: string;
  readonly disabled?: boolean;
  readonly variant?: FieldVariant;
  readonly error?: string;
  readonly helperText?: string;
};

/**
 * The picker only reports the value through onAccept when the controlled value follows the
 * dialog's choices, so the choice in progress lives here until OK (or is dropped on Cancel).
 * MUI commits the choice when the dialog is dismissed; Escape and a click outside cancel here
 * instead, as users expect of a dialog with Cancel and OK.
 */
const useDraft = <V,>(commit: (value: V) => void) => {
  const [draft, setDraft] = useState<{ value: V } | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    setDraft(null);
  };
  return {
    shown: (committed: V): V => (draft ? draft.value : committed),
    pickerProps: {
      open,
      onOpen: () => setOpen(true),
      onClose: close,
      onAccept: (value: V) => {
        close();
        commit(value);
      },
    },
    dialogProps: { onClose: close },
    onChange: (value: V, valid: boolean, fromField: boolean) => {
      // Typing in the field commits as soon as it reads as a date; the dialog waits for OK.
      if (fromField && valid) {
        setDraft(null);
        commit(value);
      } else setDraft({ value });
    },
  };
};

const textFieldProps = ({ error, helperText, variant }: CommonProps) => ({
  variant,
  // One width for every date and time field, however long its message.
  sx: { width: '15rem' },
  error: Boolean(error),
  helperText: error ?? helperText,
});

const datePart = (value: string | null): string | null => value?.split('T')[0] ?? null;

export type DateFieldProps = CommonProps & {
  /** 'YYYY-MM-DD' (anything after a 'T' is ignored) or null. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
};

export const DateField = ({ value, onChange, label, disabled, ...rest }: DateFieldProps) => {
  const { t } = useTranslation();
  const committed = datePart(value);
  const draft = useDraft<Dayjs | null>((d) =>
    onChange(d?.isValid() ? d.format('YYYY-MM-DD') : null),
  );
  return (
    <MobileDatePicker
      label={label}
      disabled={disabled}
      value={draft.shown(committed ? dayjs(committed) : null)}
      onChange={(d, context) =>
        draft.onChange(d, d === null || d.isValid(), context.source === 'field')
      }
      {...draft.pickerProps}
      localeText={{
        openDatePickerDialogue: () => t('widgets.AvailabilityEditor.openPicker', { label }),
      }}
      slotProps={{ textField: textFieldProps({ label, ...rest }), dialog: draft.dialogProps }}
    />
  );
};

export type TimeFieldProps = CommonProps & {
  /** Minutes since midnight (§3: TimeStart and TimeEnd). */
  readonly value: number;
  readonly onChange: (minutes: number) => void;
};

const midnight = dayjs('2000-01-01T00:00:00');

export const TimeField = ({ value, onChange, label, disabled, ...rest }: TimeFieldProps) => {
  const { t } = useTranslation();
  const draft = useDraft<Dayjs | null>((d) => {
    if (d?.isValid()) onChange(d.hour() * 60 + d.minute());
  });
  return (
    <MobileTimePicker
      label={label}
      disabled={disabled}
      ampm={false}
      value={draft.shown(midnight.add(value % 1440, 'minute'))}
      onChange={(d, context) =>
        draft.onChange(d, d?.isValid() === true, context.source === 'field')
      }
      {...draft.pickerProps}
      localeText={{
        openTimePickerDialogue: () => t('widgets.AvailabilityEditor.openPicker', { label }),
      }}
      slotProps={{
        textField: textFieldProps({ label, ...rest }),
        dialog: draft.dialogProps,
      }}
    />
  );
};
