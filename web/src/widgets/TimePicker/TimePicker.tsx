import { formatHHMM, type HoursMinutes, readTypedTime, toMinutes } from '@carta/domain/duration';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../FieldValidity/fieldValidity.ts';
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

/**
 * Time field: typed as HH:MM ('19:30', also '1930' or '19h30'), checked as the person types, or
 * picked in the 24-hour clock dialog (its button, or Alt+Down). Only a time that reads is reported;
 * typed text that does not is kept on screen, in red, and holds Save (it reports itself invalid)
 * until it is fixed.
 */
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
  const [touched, setTouched] = useState(false);
  const stored = value ? formatHHMM(toMinutes(value)) : '';
  // `base` is the stored text when the draft was typed: a change from elsewhere (the clock) wins.
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null);
  const typed = draft ? readTypedTime(draft.text) : null;
  const current =
    draft !== null &&
    (draft.base === stored ||
      (typed?.state === 'valid' && formatHHMM(toMinutes(typed.value)) === stored));
  const text = current ? draft.text : stored;
  const reading = readTypedTime(text);
  const notStored = current && text !== stored && reading.state !== 'valid';
  const inputRef = useFieldValidity<HTMLInputElement>(notStored, { unsaved: true });
  // Only what the person typed is judged: a stored value (24:00 from the clock) is never red.
  const wrong = notStored && (reading.state === 'invalid' || touched);
  const shownError = error ?? (wrong ? t('widgets.TimePicker.invalid') : undefined);

  const show = () => {
    if (!disabled) setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey && event.key === 'ArrowDown') {
      event.preventDefault();
      show();
    }
  };
  const onText = (next: string) => {
    setDraft({ text: next, base: stored });
    const read = readTypedTime(next);
    if (read.state === 'valid' && formatHHMM(toMinutes(read.value)) !== stored) {
      onChange(read.value);
    }
  };
  const onBlur = () => {
    setTouched(true);
    // A time that reads is shown as the clock writes it: '1930' becomes '19:30'.
    if (reading.state === 'valid') setDraft(null);
  };

  return (
    <>
      <TextField
        label={label}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        inputRef={inputRef}
        disabled={disabled}
        required={required}
        error={Boolean(shownError)}
        helperText={shownError ?? helperText}
        variant={variant}
        sx={{ width: 180 }}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            autoComplete: 'off',
            maxLength: 8,
            placeholder: 'HH:MM',
          },
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
