import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

export type ChoiceRadiosProps<V extends number> = {
  readonly label: string;
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly disabled?: boolean;
};

/** A labelled row of radios over numeric codes (Per, Rec), reporting the code itself. */
export const ChoiceRadios = <V extends number>({
  label,
  value,
  onChange,
  options,
  disabled,
}: ChoiceRadiosProps<V>) => {
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={String(value)}
        onChange={(_, picked) => {
          const option = options.find((o) => String(o.value) === picked);
          if (option) onChange(option.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={String(option.value)}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
