import { isValidPhone } from '@carta/domain/blocks/contact';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

type PhoneFieldProps = {
  readonly label: string;
  /** The stored number without 'tel:', '' when none. */
  readonly value: string;
  /** Called with a valid number or '' (cleared); never with refused text. */
  readonly onChange: (value: string) => void;
  readonly helperText: string;
  /** Shown while the text is refused. */
  readonly invalidText: string;
};

/**
 * A phone number (digits, spaces, a leading +). What is typed stays on screen as typed; refused text
 * is shown with its error and not reported, so the last good number is what Save stores.
 */
export const PhoneField = ({
  label,
  value,
  onChange,
  helperText,
  invalidText,
}: PhoneFieldProps) => {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const refused = text.trim() !== '' && !isValidPhone(text);
  return (
    <TextField
      label={label}
      value={text}
      size="small"
      sx={{ width: '18rem', maxWidth: '100%' }}
      error={refused}
      helperText={refused ? invalidText : helperText}
      slotProps={{
        htmlInput: { inputMode: 'tel', autoComplete: 'off' },
        formHelperText: { role: refused ? 'alert' : undefined },
      }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const number = next.trim() === '' ? '' : isValidPhone(next) ? next.trim() : null;
        if (number !== null && number !== shown) {
          setShown(number);
          onChange(number);
        }
      }}
    />
  );
};
