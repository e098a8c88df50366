import { REC_BY_MONTH, REC_BY_WEEK } from '@carta/domain/availability';
import type { AvailabilityValue } from '@carta/domain/availability-form';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AltField } from './AltField.tsx';
import { ChoiceRadios } from './ChoiceRadios.tsx';
import { MonthDayGrid, WeekDayGrid } from './DayGrids.tsx';
import type { FieldVariant } from './PickerFields.tsx';

export type RecurrenceFieldsProps = {
  readonly value: AvailabilityValue;
  readonly onChange: (value: AvailabilityValue) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly variant?: FieldVariant | undefined;
};

const K = 'widgets.AvailabilityEditor' as const;

/** Shown for recurrence only (Per 2): by week or month, which days, and every how many. */
export const RecurrenceFields = ({
  value,
  onChange,
  error,
  disabled,
  variant,
}: RecurrenceFieldsProps) => {
  const { t } = useTranslation();
  const byWeek = value.Rec === REC_BY_WEEK;
  return (
    <Stack spacing={2} useFlexGap sx={{ alignItems: 'flex-start' }}>
      <ChoiceRadios
        label={t(`${K}.recurrence`)}
        value={value.Rec}
        onChange={(rec) => onChange({ ...value, Rec: rec })}
        options={[
          { value: REC_BY_WEEK, label: t(`${K}.rec.week`) },
          { value: REC_BY_MONTH, label: t(`${K}.rec.month`) },
        ]}
        disabled={disabled}
      />
      {byWeek ? (
        <WeekDayGrid
          value={value.DayOfWeek}
          onChange={(days) => onChange({ ...value, DayOfWeek: days })}
          disabled={disabled}
        />
      ) : (
        <MonthDayGrid
          value={value.DayOfMonth}
          onChange={(days) => onChange({ ...value, DayOfMonth: days })}
          disabled={disabled}
        />
      )}
      <AltField
        label={byWeek ? t(`${K}.everyHowManyWeeks`) : t(`${K}.everyHowManyMonths`)}
        value={value.Alt}
        onChange={(alt) => onChange({ ...value, Alt: alt })}
        helperText={
          byWeek
            ? t(`${K}.everyWeeks`, { count: value.Alt })
            : t(`${K}.everyMonths`, { count: value.Alt })
        }
        refusedText={t(`${K}.errors.altInvalid`)}
        error={error}
        disabled={disabled}
        variant={variant}
      />
    </Stack>
  );
};
