import { fromMinutes, toMinutes } from '@carta/domain/duration';
import {
  appendEntry,
  clearDay,
  copyDay,
  type DayEntries,
  editEntry,
  force24h,
  nextTimetableEntry,
  removeEntry,
  TIMETABLE_DEFAULT_INTERVAL,
  TIMETABLE_DEFAULT_START,
  WEEKDAYS,
  type Weekday,
  type WeeklyTimetable,
  withAllDays,
} from '@carta/domain/timetable';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntervalPicker } from '../IntervalPicker/IntervalPicker.tsx';
import { TimePicker } from '../TimePicker/TimePicker.tsx';
import { DayRow } from './DayRow.tsx';
import { type ScheduleDialog, ScheduleDialogs } from './ScheduleDialogs.tsx';

export type WeeklyScheduleProps = {
  /** behaviour.md#data Weekly timetable; missing days read as empty. */
  readonly value: Partial<Record<Weekday, DayEntries>> | null | undefined;
  /** Every change emits the whole timetable, all seven days (behaviour.md#editing). */
  readonly onChange: (value: WeeklyTimetable) => void;
  /** Where an empty day starts, in minutes (behaviour.md#limits default 480 = 08:00). */
  readonly defaultStart?: number;
  /** Minutes between added times (behaviour.md#limits default 30). */
  readonly defaultInterval?: number;
  readonly disabled?: boolean;
  readonly variant?: 'outlined' | 'standard' | 'filled';
};

/**
 * behaviour.md#widgets weekly schedule editor. Start time and interval only help to add times: they belong to the
 * editor, not to the value.
 */
export const WeeklySchedule = memo(function WeeklySchedule({
  value,
  onChange,
  defaultStart = TIMETABLE_DEFAULT_START,
  defaultInterval = TIMETABLE_DEFAULT_INTERVAL,
  disabled = false,
  variant,
}: WeeklyScheduleProps) {
  const { t } = useTranslation();
  const [start, setStart] = useState(defaultStart);
  const [interval, setInterval] = useState(defaultInterval);
  const [dialog, setDialog] = useState<ScheduleDialog | null>(null);
  const timetable = useMemo(() => withAllDays(value), [value]);

  // Stable while the value is unchanged, so that opening a dialog does not re-render the rows.
  const onAdd = useCallback(
    (day: Weekday) => {
      const next = nextTimetableEntry(timetable[day], start, interval);
      if (next.kind === 'add') onChange(appendEntry(timetable, day, next.entry));
      else if (next.kind === 'confirm24' || next.kind === 'limit')
        setDialog({ kind: next.kind, day });
    },
    [timetable, start, interval, onChange],
  );
  const onRemove = useCallback(
    (day: Weekday, index: number) => onChange(removeEntry(timetable, day, index)),
    [timetable, onChange],
  );
  const onEdit = useCallback(
    (day: Weekday, index: number) => setDialog({ kind: 'edit', day, index }),
    [],
  );
  const onCopy = useCallback((day: Weekday) => setDialog({ kind: 'copy', day }), []);
  const onClear = useCallback((day: Weekday) => setDialog({ kind: 'clear', day }), []);

  const close = () => setDialog(null);
  const addsBlocked = interval <= 0 && WEEKDAYS.some((day) => timetable[day].length > 0);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}
      >
        <TimePicker
          label={t('widgets.WeeklySchedule.start')}
          value={fromMinutes(start)}
          onChange={(next) => setStart(toMinutes(next))}
          disabled={disabled}
          variant={variant}
        />
        <IntervalPicker
          label={t('widgets.WeeklySchedule.interval')}
          value={interval}
          onChange={setInterval}
          disabled={disabled}
          variant={variant}
          error={addsBlocked}
          helperText={addsBlocked ? t('widgets.WeeklySchedule.intervalZero') : undefined}
        />
      </Stack>
      <Stack divider={<Divider flexItem />}>
        {WEEKDAYS.map((day) => (
          <DayRow
            key={day}
            day={day}
            entries={timetable[day]}
            disabled={disabled}
            onAdd={onAdd}
            onCopy={onCopy}
            onClear={onClear}
            onEdit={onEdit}
            onRemove={onRemove}
          />
        ))}
      </Stack>
      <ScheduleDialogs
        dialog={dialog}
        timetable={timetable}
        onClose={close}
        onForce24={(day) => {
          close();
          onChange(force24h(timetable, day));
        }}
        onCopy={(day, toDays) => {
          close();
          onChange(copyDay(timetable, day, toDays));
        }}
        onClear={(day) => {
          close();
          onChange(clearDay(timetable, day));
        }}
        onEdit={(day, index, entry) => {
          const result = editEntry(timetable, day, index, entry);
          if (result.kind === 'ok') {
            close();
            onChange(result.timetable);
          } else {
            setDialog({ kind: 'limit', day });
          }
        }}
      />
    </Stack>
  );
});
