import { formatHHMM, toMinutes } from '@carta/domain/duration';
import type { DayEntries, Weekday } from '@carta/domain/timetable';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayName } from './dayNames.ts';

export type DayRowProps = {
  readonly day: Weekday;
  readonly entries: DayEntries;
  readonly disabled: boolean;
  readonly onAdd: (day: Weekday) => void;
  readonly onCopy: (day: Weekday) => void;
  readonly onClear: (day: Weekday) => void;
  readonly onEdit: (day: Weekday, index: number) => void;
  readonly onRemove: (day: Weekday, index: number) => void;
};

/** Chips keyed by time; a repeated time (possible after an edit) gets its occurrence number. */
const chipKeys = (entries: DayEntries): string[] => {
  const seen = new Map<number, number>();
  return entries.map((entry) => {
    const minutes = toMinutes(entry);
    const count = seen.get(minutes) ?? 0;
    seen.set(minutes, count + 1);
    return `${minutes}-${count}`;
  });
};

/** One weekday of behaviour.md#widgets: its name (day 0 in red), its time chips and the row actions. */
export const DayRow = memo(function DayRow({
  day,
  entries,
  disabled,
  onAdd,
  onCopy,
  onClear,
  onEdit,
  onRemove,
}: DayRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = dayName(t, day);
  const hintId = `${nameId}-hint`;
  const keys = chipKeys(entries);

  const action = (label: string, icon: ReactNode, onClick: () => void, off = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled || off} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        // Narrow screens: name and actions on one line, the times below.
        gridTemplateColumns: { xs: '1fr auto', sm: '110px 1fr auto' },
        gridTemplateAreas: { xs: '"name actions" "times times"', sm: '"name times actions"' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
      }}
    >
      <Typography
        id={nameId}
        variant="subtitle2"
        component="h3"
        data-day={day}
        sx={{
          gridArea: 'name',
          textTransform: 'uppercase',
          fontWeight: 700,
          color: day === 0 ? 'error.main' : 'text.primary',
        }}
      >
        {name}
      </Typography>
      <Box sx={{ gridArea: 'times', minHeight: 32, display: 'flex', alignItems: 'center' }}>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('widgets.WeeklySchedule.noTimes')}
          </Typography>
        ) : (
          <Box
            role="list"
            aria-label={t('widgets.WeeklySchedule.times', { day: name })}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
          >
            {entries.map((entry, index) => (
              <Box role="listitem" key={keys[index]}>
                <Chip
                  label={formatHHMM(toMinutes(entry))}
                  onClick={() => onEdit(day, index)}
                  onDelete={() => onRemove(day, index)}
                  disabled={disabled}
                  aria-describedby={hintId}
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                />
              </Box>
            ))}
          </Box>
        )}
        <span id={hintId} hidden>
          {t('widgets.WeeklySchedule.chipHint')}
        </span>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ gridArea: 'actions' }}>
        {action(t('widgets.WeeklySchedule.add', { day: name }), <AddIcon />, () => onAdd(day))}
        {action(
          t('widgets.WeeklySchedule.copy', { day: name }),
          <ContentCopyIcon fontSize="small" />,
          () => onCopy(day),
        )}
        {action(
          t('widgets.WeeklySchedule.clear', { day: name }),
          <DeleteOutlinedIcon />,
          () => onClear(day),
          entries.length === 0,
        )}
      </Stack>
    </Box>
  );
});
