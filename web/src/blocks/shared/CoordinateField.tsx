import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';

type CoordinateFieldProps = {
  readonly label: string;
  readonly value: number | null;
  /** Latitude ±90, longitude ±180. */
  readonly limit: 90 | 180;
  readonly onChange: (value: number | null) => void;
  /** Shown while the text is not a number within range. */
  readonly invalidText: string;
};

/** A number within ±limit; a Spanish decimal comma reads as a point; '' is no value. */
const parseCoordinate = (text: string, limit: number): number | null | 'invalid' => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^-?\d+(\.\d*)?$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : 'invalid';
};

/**
 * A latitude or longitude that can be typed. What is typed stays as typed ('40,' on its way to
 * '40,41'); only a number within range is reported, and a value set from outside (an address
 * found) replaces the text.
 */
export const CoordinateField = ({
  label,
  value,
  limit,
  onChange,
  invalidText,
}: CoordinateFieldProps) => {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }
  const parsed = parseCoordinate(text, limit);
  const inputRef = useFieldValidity<HTMLInputElement>(parsed === 'invalid', { unsaved: true });
  return (
    <TextField
      label={label}
      inputRef={inputRef}
      value={text}
      size="small"
      sx={{ width: '12rem' }}
      error={parsed === 'invalid'}
      helperText={parsed === 'invalid' ? invalidText : ' '}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        formHelperText: { role: parsed === 'invalid' ? 'alert' : undefined },
      }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const number = parseCoordinate(next, limit);
        if (number !== 'invalid' && number !== shown) {
          setShown(number);
          onChange(number);
        }
      }}
    />
  );
};
