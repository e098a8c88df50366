import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** behaviour.md#data: 0 = Sunday … 6 = Saturday; listed from Monday, as the week reads in the UI's languages. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const ALL_DAYS = 'all';

/** A stored day: an integer 0–6; anything else (stored data is not validated) reads as null. */
export const storedDay = (value: number | null): WeekDay | null =>
  WEEK_DAYS.find((day) => day === value) ?? null;

type DaySelectProps = {
  readonly value: WeekDay | null;
  readonly onChange: (day: WeekDay | null) => void;
};

/** The day the block's menus are shown for: every day (null) or one day of the week. */
export const DaySelect = ({ value, onChange }: DaySelectProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 220 }}
      label={t('blocks.externalFoodMenu.day')}
      value={value === null ? ALL_DAYS : String(value)}
      onChange={(event) => onChange(storedDay(Number(event.target.value)))}
    >
      <MenuItem value={ALL_DAYS}>{t('blocks.externalFoodMenu.allDays')}</MenuItem>
      {WEEK_DAYS.map((day) => (
        <MenuItem key={day} value={String(day)}>
          {t(`blocks.externalFoodMenu.days.${day}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
