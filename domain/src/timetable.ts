import { type HoursMinutes, toMinutes } from './duration.ts';

/** behaviour.md#data: days keyed 0..6; Sunday = 0 … Saturday = 6, as for availability (behaviour.md#limits). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type TimeEntry = HoursMinutes;
export type DayEntries = readonly TimeEntry[];
/** behaviour.md#data Weekly timetable: each day an ordered list of times of day. */
export type WeeklyTimetable = Readonly<Record<Weekday, DayEntries>>;

/** behaviour.md#limits timetable constants. */
export const TIMETABLE_DEFAULT_START = 480;
export const TIMETABLE_DEFAULT_INTERVAL = 30;
export const DAY_LIMIT_MINUTES = 1440;

export const END_OF_DAY: TimeEntry = { hours: 24, minutes: 0 };

export const emptyTimetable = (): WeeklyTimetable => ({
  0: [],
  1: [],
  2: [],
  3: [],
  4: [],
  5: [],
  6: [],
});

/** behaviour.md#validation: a timetable entry may not go past 24:00 (nor before 00:00). */
export const isWithinDayLimit = (entry: TimeEntry): boolean => {
  const total = toMinutes(entry);
  return Number.isFinite(total) && total >= 0 && total <= DAY_LIMIT_MINUTES;
};

export type NextEntry =
  | { readonly kind: 'add'; readonly entry: TimeEntry }
  /** Past 24:00 with no 24:00 yet: ask whether to close the day at 24:00 instead (behaviour.md#errors). */
  | { readonly kind: 'confirm24' }
  /** Past 24:00 and 24:00 is already there: nothing more fits (behaviour.md#errors). */
  | { readonly kind: 'limit' }
  /** A zero interval would only repeat the last time. */
  | { readonly kind: 'noInterval' };

const entryAt = (total: number): TimeEntry => ({
  hours: Math.floor(total / 60),
  minutes: total % 60,
});

/**
 * behaviour.md#editing Add: an empty day starts at `start`; otherwise the last time plus `interval`. Past 24:00 the
 * day gets the confirm or the limit dialog. The old system skipped this check on day 0; every day
 * gets it here (docs/decisions.md).
 */
export const nextTimetableEntry = (
  entries: DayEntries,
  start: number,
  interval: number,
): NextEntry => {
  const last = entries.at(-1);
  if (last !== undefined && interval <= 0) return { kind: 'noInterval' };
  const next = last === undefined ? start : toMinutes(last) + interval;
  if (next <= DAY_LIMIT_MINUTES) return { kind: 'add', entry: entryAt(Math.max(next, 0)) };
  const has24 = entries.some((entry) => toMinutes(entry) === DAY_LIMIT_MINUTES);
  return has24 ? { kind: 'limit' } : { kind: 'confirm24' };
};

const withDay = (
  timetable: WeeklyTimetable,
  day: Weekday,
  entries: DayEntries,
): WeeklyTimetable => ({ ...timetable, [day]: entries });

export const appendEntry = (
  timetable: WeeklyTimetable,
  day: Weekday,
  entry: TimeEntry,
): WeeklyTimetable => withDay(timetable, day, [...timetable[day], { ...entry }]);

/** behaviour.md#errors: OK on the 'force 24h' confirm appends 24:00. */
export const force24h = (timetable: WeeklyTimetable, day: Weekday): WeeklyTimetable =>
  appendEntry(timetable, day, END_OF_DAY);

/** A chip closed: that one time goes. */
export const removeEntry = (
  timetable: WeeklyTimetable,
  day: Weekday,
  index: number,
): WeeklyTimetable =>
  withDay(
    timetable,
    day,
    timetable[day].filter((_, i) => i !== index),
  );

/** behaviour.md#editing Delete: clears every entry of the day. */
export const clearDay = (timetable: WeeklyTimetable, day: Weekday): WeeklyTimetable =>
  withDay(timetable, day, []);

/** behaviour.md#editing Copy: each chosen day receives its own deep copy of the source day's entries. */
export const copyDay = (
  timetable: WeeklyTimetable,
  from: Weekday,
  toDays: readonly Weekday[],
): WeeklyTimetable => {
  const next: Record<Weekday, DayEntries> = { ...timetable };
  for (const day of toDays) {
    if (day !== from) next[day] = timetable[from].map((entry) => ({ ...entry }));
  }
  return next;
};

export type EditResult =
  | { readonly kind: 'ok'; readonly timetable: WeeklyTimetable }
  | { readonly kind: 'limit' };

/**
 * A chip edited to another time. The day is kept in time order, since Add counts on the last entry
 * being the latest; a time past 24:00 is refused (behaviour.md#validation).
 */
export const editEntry = (
  timetable: WeeklyTimetable,
  day: Weekday,
  index: number,
  entry: TimeEntry,
): EditResult => {
  if (!isWithinDayLimit(entry)) return { kind: 'limit' };
  if (index < 0 || index >= timetable[day].length) return { kind: 'ok', timetable };
  const entries = timetable[day].map((old, i) => (i === index ? { ...entry } : old));
  const sorted = [...entries].sort((a, b) => toMinutes(a) - toMinutes(b));
  return { kind: 'ok', timetable: withDay(timetable, day, sorted) };
};

/** Stored timetables may lack days (or be null): every day is present in what the editor emits. */
export const withAllDays = (
  value: Partial<Record<Weekday, DayEntries>> | null | undefined,
): WeeklyTimetable => {
  const full: Record<Weekday, DayEntries> = { ...emptyTimetable() };
  for (const day of WEEKDAYS) {
    const entries = value?.[day];
    if (Array.isArray(entries)) full[day] = entries;
  }
  return full;
};
