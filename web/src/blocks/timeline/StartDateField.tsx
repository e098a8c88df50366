import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../widgets/DatePicker/DatePicker.tsx';

type StartDateFieldProps = {
  readonly label: string;
  /** 'YYYY-MM-DD' (a time part after 'T' is ignored) or null. */
  readonly value: string | null;
  readonly onChange: (value: string) => void;
};

/**
 * behaviour.md#validation: the timeline's date is set only through the picker: the app's read-only date field, which
 * opens the calendar on click or Enter and keeps the day being chosen to itself until Aceptar.
 */
export const StartDateField = ({ label, value, onChange }: StartDateFieldProps) => {
  const { t } = useTranslation();
  // The editor's display mode (isDview) sets the TextField variant through the theme.
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant;
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={onChange}
      openLabel={t('blocks.timeline.openDatePicker', { label })}
      helperText={t('blocks.timeline.dateHelp')}
      variant={variant}
      size="small"
    />
  );
};
