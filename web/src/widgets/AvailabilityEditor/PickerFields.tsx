import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../DatePicker/DatePicker.tsx';
import { PickerLocalization } from '../DatePicker/PickerLocalization.tsx';
import { TimePicker } from '../TimePicker/TimePicker.tsx';

export type FieldVariant = 'outlined' | 'standard' | 'filled';

/** Date pickers in the UI language (Spanish by default): day names, Cancelar/Aceptar, formats. */
export const PickersProvider = ({ children }: { children: ReactNode }) => (
  <PickerLocalization>{children}</PickerLocalization>
);

type CommonProps = {
  readonly label: string;
  readonly disabled?: boolean;
  readonly variant?: FieldVariant | undefined;
  readonly error?: string | undefined;
  readonly helperText?: string | undefined;
};

export type DateFieldProps = CommonProps & {
  /** 'YYYY-MM-DD' (anything after a 'T' is ignored) or null. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
};

/** The app's one date field (read-only, opens the calendar), with this editor's button name. */
export const DateField = ({ label, ...rest }: DateFieldProps) => {
  const { t } = useTranslation();
  return (
    <DatePicker
      label={label}
      openLabel={t('widgets.AvailabilityEditor.openPicker', { label })}
      {...rest}
    />
  );
};

export type TimeFieldProps = CommonProps & {
  /** Minutes since midnight (behaviour.md#data: TimeStart and TimeEnd). */
  readonly value: number;
  readonly onChange: (minutes: number) => void;
};

/** The app's one time field (24-hour clock in a dialog), on minutes since midnight. */
export const TimeField = ({ label, value, onChange, ...rest }: TimeFieldProps) => {
  const { t } = useTranslation();
  const minutes = ((value % 1440) + 1440) % 1440;
  return (
    <TimePicker
      label={label}
      openLabel={t('widgets.AvailabilityEditor.openPicker', { label })}
      value={{ hours: Math.floor(minutes / 60), minutes: minutes % 60 }}
      onChange={(next) => onChange(next.hours * 60 + next.minutes)}
      {...rest}
    />
  );
};
