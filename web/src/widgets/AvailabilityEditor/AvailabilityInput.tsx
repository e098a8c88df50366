import type { AvailabilityValue } from '@carta/domain/availability-form';
import {
  availabilityErrors,
  availabilityVisibility,
  endsNextDay,
  isWholeDayWindow,
  todayIn,
  withTemporaryDefaults,
} from '@carta/domain/availability-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../FieldValidity/fieldValidity.ts';
import { ChoiceRadios } from './ChoiceRadios.tsx';
import { DateField, type FieldVariant, PickersProvider, TimeField } from './PickerFields.tsx';
import { RecurrenceFields } from './RecurrenceFields.tsx';

export type AvailabilityInputProps = {
  readonly value: AvailabilityValue;
  /** The whole new value, capitalised names, day lists as sorted arrays. */
  readonly onChange: (value: AvailabilityValue) => void;
  readonly disabled?: boolean;
  readonly variant?: FieldVariant;
  /** The enterprise's IANA time zone: 'today' for a newly temporary value; the browser's if none. */
  readonly timeZone?: string | null | undefined;
};

const K = 'widgets.AvailabilityEditor' as const;

/**
 * When something is shown (behaviour.md#widgets, behaviour.md#data Availability). Which fields appear follows
 * availabilityVisibility (behaviour.md#editing); with 'temporary' off nothing else is shown, as nothing else applies.
 */
export const AvailabilityInput = ({
  value,
  onChange,
  disabled = false,
  variant,
  timeZone,
}: AvailabilityInputProps) => {
  const { t } = useTranslation();
  const show = availabilityVisibility(value);
  const errors = availabilityErrors(value);
  // An incomplete availability is never saved as if it were complete: each error holds Save.
  const group = useRef<HTMLDivElement>(null);
  useFieldValidity(!disabled && errors.DateStart !== undefined, {
    field: 'Availability.DateStart',
    ref: group,
  });
  useFieldValidity(!disabled && errors.DateEnd !== undefined, {
    field: 'Availability.DateEnd',
    ref: group,
  });
  useFieldValidity(!disabled && errors.Alt !== undefined, {
    field: 'Availability.Alt',
    ref: group,
  });
  const set = <F extends keyof AvailabilityValue>(field: F, next: AvailabilityValue[F]) =>
    onChange({ ...value, [field]: next });

  return (
    <PickersProvider>
      <Stack ref={group} spacing={2} useFlexGap sx={{ alignItems: 'flex-start' }}>
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={value.IsTemp}
                onChange={(event) =>
                  // Switched on, it starts today at 09:00–23:00 rather than behaviour.md#data's 02:00–02:00.
                  onChange(
                    withTemporaryDefaults(
                      { ...value, IsTemp: event.target.checked },
                      todayIn(timeZone),
                    ),
                  )
                }
              />
            }
            label={t(`${K}.isTemp`)}
            disabled={disabled}
          />
          <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{t(`${K}.isTempHelp`)}</FormHelperText>
        </Box>
        {show.details && (
          <>
            <ChoiceRadios
              label={t(`${K}.periodicity`)}
              value={value.Per}
              onChange={(per) => set('Per', per)}
              options={[
                { value: 0, label: t(`${K}.per.allDays`) },
                { value: 1, label: t(`${K}.per.oneDay`) },
                { value: 2, label: t(`${K}.per.recurrence`) },
              ]}
              disabled={disabled}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={value.IsAllTimes}
                  onChange={(event) => set('IsAllTimes', event.target.checked)}
                />
              }
              label={t(`${K}.allTimes`)}
              disabled={disabled}
            />
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <DateField
                label={t(`${K}.${show.startDateLabel}`)}
                value={value.DateStart}
                onChange={(date) => set('DateStart', date)}
                error={
                  errors.DateStart &&
                  t(`${K}.errors.${show.startDateLabel === 'date' ? 'required' : 'startRequired'}`)
                }
                disabled={disabled}
                variant={variant}
              />
              {show.times && (
                <>
                  <TimeField
                    label={t(`${K}.startTime`)}
                    value={value.TimeStart}
                    onChange={(minutes) => set('TimeStart', minutes)}
                    disabled={disabled}
                    variant={variant}
                  />
                  <TimeField
                    label={t(`${K}.endTime`)}
                    value={value.TimeEnd}
                    onChange={(minutes) => set('TimeEnd', minutes)}
                    disabled={disabled}
                    variant={variant}
                    helperText={
                      isWholeDayWindow(value)
                        ? t(`${K}.wholeDay`)
                        : endsNextDay(value)
                          ? t(`${K}.nextDay`)
                          : undefined
                    }
                  />
                </>
              )}
            </Stack>
            {show.noEndDay && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={value.IsAllDays}
                    onChange={(event) => set('IsAllDays', event.target.checked)}
                  />
                }
                label={t(`${K}.noEndDay`)}
                disabled={disabled}
              />
            )}
            {show.endDate && (
              <DateField
                label={t(`${K}.endDate`)}
                value={value.DateEnd}
                onChange={(date) => set('DateEnd', date)}
                error={errors.DateEnd && t(`${K}.errors.${errors.DateEnd}`)}
                disabled={disabled}
                variant={variant}
              />
            )}
            {show.recurrence && (
              <RecurrenceFields
                value={value}
                error={errors.Alt && t(`${K}.errors.${errors.Alt}`)}
                onChange={onChange}
                disabled={disabled}
                variant={variant}
              />
            )}
          </>
        )}
      </Stack>
    </PickersProvider>
  );
};
