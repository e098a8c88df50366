import { PLAIN_TEXT_MAX } from '@carta/domain/blocks/fields';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useDelayedText } from './useDelayedText.ts';

type AccountFieldProps = {
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly onApply: (value: string) => void;
  readonly icon?: ReactNode;
  readonly placeholder?: string;
};

/** A social account typed by staff, applied to the block after the behaviour.md#editing delays (twitter, facebook). */
export const AccountField = ({
  label,
  hint,
  value,
  onApply,
  icon,
  placeholder,
}: AccountFieldProps) => {
  const field = useDelayedText(value, (text) => onApply(text.trim()));
  return (
    <TextField
      label={label}
      size="small"
      fullWidth
      value={field.text}
      placeholder={placeholder}
      helperText={hint}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.flush}
      sx={{ maxWidth: 480 }}
      slotProps={{
        htmlInput: { maxLength: PLAIN_TEXT_MAX, spellCheck: false, autoComplete: 'off' },
        input: icon
          ? { startAdornment: <InputAdornment position="start">{icon}</InputAdornment> }
          : {},
      }}
    />
  );
};
