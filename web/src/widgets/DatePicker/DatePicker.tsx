import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { type KeyboardEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { DatePickerDialog } from './DatePickerDialog.tsx';

export type DatePickerProps = {
  readonly label: string;
  /** 'YYYY-MM-DD' (anything after a 'T' is ignored) or null. */
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  /** The calendar button's accessible name; 'Abrir el calendario (label)' by default. */
  readonly openLabel?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Shown in red instead of the helper text. */
  readonly error?: string | undefined;
  readonly helperText?: string | undefined;
  readonly variant?: 'outlined' | 'standard' | 'filled' | undefined;
  readonly size?: 'small' | 'medium';
};

// As MUI's fields showed them before: day first in Spanish, month first in English.
const FORMATS = { es: 'DD/MM/YYYY', en: 'MM/DD/YYYY' } as const;

/**
 * One date field for the whole app (behaviour.md#blocks, behaviour.md#widgets): read-only, it looks like a field but opens the
 * calendar on click, Enter, Space or Alt+Down, so nobody types into a field that ignores typing.
 */
export const DatePicker = memo(function DatePicker({
  label,
  value,
  onChange,
  openLabel,
  disabled = false,
  required = false,
  error,
  helperText,
  variant,
  size,
}: DatePickerProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [open, setOpen] = useState(false);
  const day = value?.split('T')[0] ?? null;
  const parsed = day ? dayjs(day) : null;
  const shown = parsed?.isValid() ? parsed.format(FORMATS[language]) : '';
  const show = () => {
    if (!disabled) setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || (event.altKey && event.key === 'ArrowDown')) {
      event.preventDefault();
      show();
    }
  };
  return (
    <>
      <TextField
        label={label}
        value={shown}
        onClick={show}
        onKeyDown={onKeyDown}
        disabled={disabled}
        required={required}
        error={Boolean(error)}
        helperText={error ?? helperText}
        variant={variant}
        size={size}
        sx={{ width: '15rem' }}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', sx: { cursor: 'pointer' } },
          input: {
            sx: { cursor: 'pointer' },
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={openLabel ?? t('widgets.DatePicker.open', { label })}
                  onClick={(event) => {
                    event.stopPropagation();
                    show();
                  }}
                  disabled={disabled}
                  edge="end"
                >
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <DatePickerDialog
        open={open}
        title={label}
        value={parsed?.isValid() ? day : null}
        onCancel={() => setOpen(false)}
        onAccept={(next) => {
          setOpen(false);
          onChange(next);
        }}
      />
    </>
  );
});
