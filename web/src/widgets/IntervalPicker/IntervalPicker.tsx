import { type HoursMinutes, splitDuration, toMinutes } from '@carta/domain/duration';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerPart } from './SpinnerPart.tsx';

/** behaviour.md#limits: interval picker hours max 24, minutes max 60. */
export const INTERVAL_MAX_HOURS = 24;
export const INTERVAL_MAX_MINUTES = 60;

export type IntervalPickerProps = {
  readonly label: string;
  /** behaviour.md#data Duration value: total minutes. */
  readonly value: number;
  readonly onChange: (minutes: number) => void;
  readonly maxHours?: number;
  readonly maxMinutes?: number;
  readonly disabled?: boolean;
  readonly error?: boolean;
  readonly helperText?: string;
  readonly variant?: 'outlined' | 'standard' | 'filled';
};

/**
 * behaviour.md#widgets interval picker: hours and minutes spinners reporting total minutes. The two parts are kept
 * as the user set them (minutes may reach 60, behaviour.md#limits), and re-read from the value only when the value
 * changes from outside.
 */
export const IntervalPicker = memo(function IntervalPicker({
  label,
  value,
  onChange,
  maxHours = INTERVAL_MAX_HOURS,
  maxMinutes = INTERVAL_MAX_MINUTES,
  disabled = false,
  error = false,
  helperText,
  variant,
}: IntervalPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [parts, setParts] = useState<HoursMinutes>(() =>
    splitDuration(value, maxHours, maxMinutes),
  );
  const shown = toMinutes(parts) === value ? parts : splitDuration(value, maxHours, maxMinutes);
  // Compared by content: a value beyond the maxima never matches its parts, and must not loop.
  if (shown.hours !== parts.hours || shown.minutes !== parts.minutes) setParts(shown);

  const change = (next: HoursMinutes) => {
    setParts(next);
    onChange(toMinutes(next));
  };

  return (
    <Stack role="group" aria-labelledby={`${id}-label`} spacing={0.5}>
      <Typography id={`${id}-label`} variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <SpinnerPart
          label={t('widgets.IntervalPicker.hours')}
          increaseLabel={t('widgets.IntervalPicker.increaseHours')}
          decreaseLabel={t('widgets.IntervalPicker.decreaseHours')}
          value={shown.hours}
          max={maxHours}
          onChange={(hours) => change({ ...shown, hours })}
          disabled={disabled}
          variant={variant}
        />
        <Typography aria-hidden variant="h6" component="span">
          :
        </Typography>
        <SpinnerPart
          label={t('widgets.IntervalPicker.minutes')}
          increaseLabel={t('widgets.IntervalPicker.increaseMinutes')}
          decreaseLabel={t('widgets.IntervalPicker.decreaseMinutes')}
          value={shown.minutes}
          max={maxMinutes}
          onChange={(minutes) => change({ ...shown, minutes })}
          disabled={disabled}
          variant={variant}
        />
      </Stack>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Stack>
  );
});
