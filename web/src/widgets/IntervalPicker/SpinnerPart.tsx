import { clampDurationPart, padTwo } from '@carta/domain/duration';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';

export type SpinnerPartProps = {
  readonly label: string;
  readonly increaseLabel: string;
  readonly decreaseLabel: string;
  readonly value: number;
  readonly max: number;
  readonly onChange: (value: number) => void;
  readonly disabled: boolean;
  readonly variant?: 'outlined' | 'standard' | 'filled';
};

/** Keep what was typed last: in a two-digit field '08' + '5' reads as '85', then is clamped. */
const typedValue = (text: string): number | null => {
  const digits = text.replace(/\D/g, '').slice(-2);
  return digits === '' ? null : Number(digits);
};

/** One spinner of behaviour.md#widgets: arrows above and below a zero-padded number, within 0..max (behaviour.md#validation). */
export const SpinnerPart = ({
  label,
  increaseLabel,
  decreaseLabel,
  value,
  max,
  onChange,
  disabled,
  variant,
}: SpinnerPartProps) => {
  const set = (next: number) => {
    const clamped = clampDurationPart(next, max);
    if (clamped !== value) onChange(clamped);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 5, PageDown: -5 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      set(value + step);
    } else if (event.key === 'Home') {
      event.preventDefault();
      set(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      set(max);
    }
  };

  return (
    <Stack spacing={0.25} sx={{ alignItems: 'center' }}>
      <IconButton
        size="small"
        aria-label={increaseLabel}
        onClick={() => set(value + 1)}
        disabled={disabled || value >= max}
      >
        <KeyboardArrowUpIcon />
      </IconButton>
      <TextField
        label={label}
        value={padTwo(value)}
        onChange={(event) => {
          const typed = typedValue(event.target.value);
          set(typed ?? 0);
        }}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        disabled={disabled}
        variant={variant}
        size="small"
        sx={{ width: 76 }}
        slotProps={{
          htmlInput: {
            role: 'spinbutton',
            inputMode: 'numeric',
            'aria-valuemin': 0,
            'aria-valuemax': max,
            'aria-valuenow': value,
            'data-zero': value === 0 ? 'true' : undefined,
            sx: {
              textAlign: 'center',
              fontVariantNumeric: 'tabular-nums',
              fontSize: '1.25rem',
              // behaviour.md#widgets: a zero part is greyed.
              color: value === 0 ? 'text.disabled' : 'text.primary',
            },
          },
        }}
      />
      <IconButton
        size="small"
        aria-label={decreaseLabel}
        onClick={() => set(value - 1)}
        disabled={disabled || value <= 0}
      >
        <KeyboardArrowDownIcon />
      </IconButton>
    </Stack>
  );
};
