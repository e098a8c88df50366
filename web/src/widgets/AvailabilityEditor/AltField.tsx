import { parseAlt } from '@carta/domain/availability-form';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFieldValidity } from '../FieldValidity/fieldValidity.ts';
import type { FieldVariant } from './PickerFields.tsx';

export type AltFieldProps = {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** Explains what the number means; replaced by an error when there is one. */
  readonly helperText: string;
  /** Shown while the typed text is refused. */
  readonly refusedText: string;
  /** An error of the value itself (from validateAvailability). */
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly variant?: FieldVariant;
};

/**
 * A whole number of weeks or months. Text that is not one is kept on screen with an error so the
 * user sees what was refused, but never reported; leaving the field puts the last good value back.
 */
export const AltField = ({
  label,
  value,
  onChange,
  helperText,
  refusedText,
  error,
  disabled,
  variant,
}: AltFieldProps) => {
  const [text, setText] = useState<string | null>(null);
  const refused = text !== null && parseAlt(text) === null;
  const shownError = refused ? refusedText : error;
  const inputRef = useFieldValidity<HTMLInputElement>(refused, {
    field: 'Availability.Alt',
    unsaved: true,
  });
  return (
    <TextField
      label={label}
      value={text ?? String(value)}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parseAlt(next);
        if (parsed !== null && parsed !== value) onChange(parsed);
      }}
      inputRef={inputRef}
      onBlur={() => setText(null)}
      error={Boolean(shownError)}
      helperText={shownError ?? helperText}
      disabled={disabled}
      variant={variant}
      sx={{ width: '15rem' }}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
    />
  );
};
