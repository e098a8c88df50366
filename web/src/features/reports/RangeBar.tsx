import { daysBetween, isReportDate, MAX_REPORT_DAYS } from '@carta/domain/orders';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, PRESETS, type Preset } from './range.ts';

/** A custom range the server would take: two dates, in order, a year at most. */
export const isValidRange = ({ from, to }: DayRange): boolean =>
  isReportDate(from) &&
  isReportDate(to) &&
  daysBetween(from, to) >= 1 &&
  daysBetween(from, to) <= MAX_REPORT_DAYS;

export const RangeBar = ({
  preset,
  range,
  onPreset,
  onCustom,
}: {
  preset: Preset;
  range: DayRange;
  onPreset: (preset: Preset) => void;
  onCustom: (range: DayRange) => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DayRange>(range);
  const change = (next: DayRange) => {
    setDraft(next);
    if (isValidRange(next)) onCustom(next);
  };
  const bad = preset === 'custom' && !isValidRange(draft);
  return (
    <Stack spacing={1.5} className="report-no-print">
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={preset}
        aria-label={t('reports.range')}
        onChange={(_, value: Preset | null) => {
          if (!value) return;
          if (value === 'custom') setDraft(range);
          onPreset(value);
        }}
        // The theme's grey of an unpressed toggle misses 4.5:1 on white: the text keeps body colour.
        sx={{
          flexWrap: 'wrap',
          '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' },
        }}
      >
        {PRESETS.map((p) => (
          <ToggleButton key={p} value={p}>
            {t(`reports.presets.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' && (
        <Stack direction="row" spacing={1.5}>
          <TextField
            type="date"
            size="small"
            label={t('reports.from')}
            value={draft.from}
            onChange={(e) => change({ ...draft, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={bad}
          />
          <TextField
            type="date"
            size="small"
            label={t('reports.to')}
            value={draft.to}
            onChange={(e) => change({ ...draft, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={bad}
            helperText={bad ? t('reports.badRange') : undefined}
          />
        </Stack>
      )}
    </Stack>
  );
};
