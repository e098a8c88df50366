import { MONTH_DAYS, toggleDay, WEEK_DAYS_DISPLAY } from '@carta/domain/availability-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { weekdayKeys } from './weekdays.ts';

type GridProps = {
  readonly value: readonly number[];
  readonly onChange: (days: number[]) => void;
  readonly disabled?: boolean;
};

/** Seven boxes, Monday first; Sunday keeps its stored number 0 (behaviour.md#limits). */
export const WeekDayGrid = ({ value, onChange, disabled }: GridProps) => {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{t('widgets.AvailabilityEditor.weekDays')}</FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        {WEEK_DAYS_DISPLAY.map((day) => (
          <FormControlLabel
            key={day}
            sx={{ mr: 1 }}
            control={
              <Checkbox
                checked={value.includes(day)}
                onChange={() => onChange(toggleDay(value, day))}
              />
            }
            label={t(`widgets.AvailabilityEditor.weekday.${weekdayKeys[day] ?? 'sunday'}`)}
          />
        ))}
      </Box>
      <FormHelperText sx={{ mx: 0 }}>
        {t('widgets.AvailabilityEditor.noDaysMeansAll')}
      </FormHelperText>
    </FormControl>
  );
};

/** 31 boxes in a compact grid of weeks' width. */
export const MonthDayGrid = ({ value, onChange, disabled }: GridProps) => {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{t('widgets.AvailabilityEditor.monthDays')}</FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(3.5rem, max-content))',
          columnGap: 0.5,
        }}
      >
        {MONTH_DAYS.map((day) => (
          <FormControlLabel
            key={day}
            sx={{ mr: 0, ml: -0.5 }}
            control={
              <Checkbox
                size="small"
                checked={value.includes(day)}
                onChange={() => onChange(toggleDay(value, day))}
                slotProps={{
                  input: {
                    'aria-label': t('widgets.AvailabilityEditor.dayOfMonth', { day }),
                  },
                }}
              />
            }
            label={day}
          />
        ))}
      </Box>
      <FormHelperText sx={{ mx: 0 }}>
        {t('widgets.AvailabilityEditor.noDaysMeansAll')}
      </FormHelperText>
    </FormControl>
  );
};
