import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

type LoginFieldProps = {
  readonly label: string;
  readonly type: 'email' | 'password';
  readonly autoComplete: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoFocus?: boolean;
};

/**
 * A required outlined text field, as TextField renders it, built from its parts: TextField also
 * brings Select, Menu and Popover, which the login screen (in the first download) never shows.
 */
export const LoginField = ({
  label,
  type,
  autoComplete,
  value,
  onChange,
  autoFocus = false,
}: LoginFieldProps) => {
  const id = useId();
  return (
    <FormControl variant="outlined" required fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
      />
    </FormControl>
  );
};
