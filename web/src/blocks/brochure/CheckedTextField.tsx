import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';
import type { Checked } from './fields.ts';

type CheckedTextFieldProps<T> = {
  readonly label: string;
  readonly value: T;
  readonly format: (value: T) => string;
  readonly check: (text: string) => Checked<T>;
  readonly onValue: (value: T) => void;
  readonly inputMode?: 'decimal' | 'email' | 'url';
  readonly maxLength?: number;
};

/**
 * A text field whose typed text is kept here until it means a valid value: only valid values reach
 * the block (the server would refuse the others), and the message shows once the field is left.
 */
export const CheckedTextField = <T,>({
  label,
  value,
  format,
  check,
  onValue,
  inputMode,
  maxLength,
}: CheckedTextFieldProps<T>) => {
  const { t } = useTranslation();
  const [text, setText] = useState(() => format(value));
  const [touched, setTouched] = useState(false);
  // A change from outside (the address search) replaces the text, unless it is what was typed.
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const typed = check(text);
    if (!typed.ok || !Object.is(typed.value, value)) setText(format(value));
  }
  const result = check(text);
  // Typed text that is not stored holds Save at once, before the message shows on leaving.
  const inputRef = useFieldValidity<HTMLInputElement>(!result.ok && text !== format(value), {
    unsaved: true,
  });
  const error = touched && !result.ok ? t(`blocks.brochure.errors.${result.error}`) : null;

  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      inputRef={inputRef}
      value={text}
      error={error !== null}
      helperText={error}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const checked = check(next);
        if (checked.ok && !Object.is(checked.value, value)) onValue(checked.value);
      }}
      onBlur={() => {
        setTouched(true);
        // Show the stored form ('https://' added, '40,5' as 40.5) once the user is done.
        if (result.ok) setText(format(result.value));
      }}
      slotProps={{ htmlInput: { inputMode, maxLength, spellCheck: false } }}
    />
  );
};
