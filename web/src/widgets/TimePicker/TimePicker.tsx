import { formatHHMM, type HoursMinutes, toMinutes } from '@carta/domain/duration';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimePickerDialog } from './TimePickerDialog.tsx';

export type TimePickerProps = {
  readonly label: string;
  readonly value: HoursMinutes | null;
  readonly onChange: (value: HoursMinutes) => void;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly helperText?: string | undefined;
  /** Shown in red instead of the helper text. */
  readonly error?: string | undefined;
  readonly variant?: 'outlined' | 'standard' | 'filled' | undefined;
  /** The clock button's accessible name; 'Abrir el reloj (label)' by default. */
  readonly openLabel?: string;
};

/** §2.8 time picker field: read-only HH:MM that opens the 24-hour clock dialog. */
export const TimePicker = memo(function TimePicker({
  label,
  value,
  onChange,
  disabled = false,
  required = false,
  helperText,
  error,
  variant,
  openLabel,
}: TimePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const show = () => {
    if (!disabled) setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A read-only field takes no typing: Enter, Space and Alt+Down open the clock instead.
    if (event.key === 'Enter' || event.key === ' ' || (event.altKey && event.key === 'ArrowDown')) {
      event.preventDefault();
      show();
    }
  };

  return (
    <>
      <TextField
        label={label}
        value={value ? formatHHMM(toMinutes(value)) : ''}
        onClick={show}
        onKeyDown={onKeyDown}
        disabled={disabled}
        required={required}
        error={Boolean(error)}
        helperText={error ?? helperText}
        variant={variant}
        sx={{ width: 180 }}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', sx: { cursor: 'pointer' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={openLabel ?? t('widgets.TimePicker.open', { label })}
                  onClick={(event) => {
                    event.stopPropagation();
                    show();
                  }}
                  disabled={disabled}
                  edge="end"
                >
                  <AccessTimeIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <TimePickerDialog
        open={open}
        title={label}
        value={value}
        onCancel={() => setOpen(false)}
        onAccept={(next) => {
          setOpen(false);
          onChange(next);
        }}
      />
    </>
  );
});
