import {
  type Availability,
  defaultAvailability,
  localTimeIn,
  PER_ONE_DAY,
  PER_RECURRENCE,
  REC_BY_MONTH,
  REC_BY_WEEK,
} from './availability.ts';

/** Every availability field present: what the editor works on (behaviour.md#data Availability). */
export type AvailabilityValue = Required<Availability>;

/** The welcome-modal variant (behaviour.md#data): lowercase names, day lists as JSON-encoded strings. */
export type LowercaseAvailability = {
  isTemp: boolean;
  per: AvailabilityValue['Per'];
  isAllTimes: boolean;
  dateStart: string | null;
  timeStart: number;
  isAllDays: boolean;
  dateEnd: string | null;
  timeEnd: number;
  rec: AvailabilityValue['Rec'];
  dayOfWeek: string;
  dayOfMonth: string;
  alt: number;
};

/** The item variant (behaviour.md#data): the item's own IsTemp beside its Availability, capitalised, arrays. */
export type ItemAvailability = { IsTemp: boolean; Availability: AvailabilityValue };

export const MIN_ALT = 1;
export const MAX_ALT = 52;
export const MONTH_DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);
/** Monday first on screen; the stored numbers keep Sunday = 0 (behaviour.md#limits). */
export const WEEK_DAYS_DISPLAY: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

// ---------------------------------------------------------------------------------------------
// Visibility (behaviour.md#widgets, behaviour.md#editing "Availability visibility")

export type AvailabilityVisibility = {
  /** Everything below the 'is temporary' checkbox. */
  readonly details: boolean;
  readonly times: boolean;
  readonly startDateLabel: 'date' | 'startDate';
  readonly noEndDay: boolean;
  readonly endDate: boolean;
  readonly recurrence: boolean;
  readonly monthDays: boolean;
  readonly weekDays: boolean;
};

export const availabilityVisibility = (a: AvailabilityValue): AvailabilityVisibility => {
  const details = a.IsTemp;
  const oneDay = a.Per === PER_ONE_DAY;
  const recurrence = details && a.Per === PER_RECURRENCE;
  return {
    details,
    times: details && !a.IsAllTimes,
    startDateLabel: oneDay ? 'date' : 'startDate',
    noEndDay: details && !oneDay,
    endDate: details && !oneDay && !a.IsAllDays,
    recurrence,
    monthDays: recurrence && a.Rec === REC_BY_MONTH,
    weekDays: recurrence && a.Rec === REC_BY_WEEK,
  };
};

// ---------------------------------------------------------------------------------------------
// Tolerant reading: stored data comes from two old editors and may hold strings, nulls or junk.

const readDays = (value: unknown, min: number, max: number): number[] => {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const days = list
    .map((day) => (typeof day === 'string' && day.trim() !== '' ? Number(day) : day))
    .filter((day): day is number => Number.isInteger(day) && day >= min && day <= max);
  return [...new Set(days)].sort((x, y) => x - y);
};

const readBoolean = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : typeof value === 'number' ? value !== 0 : fallback;

const readInt = (value: unknown, min: number, max: number, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

const readDate = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value : null;

const readPer = (value: unknown): AvailabilityValue['Per'] => {
  const n = readInt(value, 0, 2, -1);
  return n === 0 || n === 1 || n === 2 ? n : defaultAvailability().Per;
};

const readRec = (value: unknown): AvailabilityValue['Rec'] => {
  const n = readInt(value, 0, 1, -1);
  return n === 0 || n === 1 ? n : defaultAvailability().Rec;
};

/** Capitalised fields of any record (a content, an Availability), defaults for what is missing. */
export const readAvailability = (
  record: Readonly<Record<string, unknown>> | null | undefined,
): AvailabilityValue => {
  const r = record ?? {};
  const d = defaultAvailability();
  return {
    IsTemp: readBoolean(r.IsTemp, d.IsTemp),
    Per: readPer(r.Per),
    DateStart: readDate(r.DateStart),
    DateEnd: readDate(r.DateEnd),
    TimeStart: readInt(r.TimeStart, 0, 1440, d.TimeStart),
    TimeEnd: readInt(r.TimeEnd, 0, 1440, d.TimeEnd),
    IsAllTimes: readBoolean(r.IsAllTimes, d.IsAllTimes),
    IsAllDays: readBoolean(r.IsAllDays, d.IsAllDays),
    Rec: readRec(r.Rec),
    DayOfWeek: readDays(r.DayOfWeek, 0, 6),
    DayOfMonth: readDays(r.DayOfMonth, 1, 31),
    Alt: readInt(r.Alt, MIN_ALT, MAX_ALT, d.Alt),
  };
};

// ---------------------------------------------------------------------------------------------
// The two variants of behaviour.md#data

export const fromLowercaseVariant = (
  obj: Readonly<Partial<Record<keyof LowercaseAvailability, unknown>>> | null | undefined,
): AvailabilityValue => {
  const o = obj ?? {};
  return readAvailability({
    IsTemp: o.isTemp,
    Per: o.per,
    DateStart: o.dateStart,
    DateEnd: o.dateEnd,
    TimeStart: o.timeStart,
    TimeEnd: o.timeEnd,
    IsAllTimes: o.isAllTimes,
    IsAllDays: o.isAllDays,
    Rec: o.rec,
    DayOfWeek: o.dayOfWeek,
    DayOfMonth: o.dayOfMonth,
    Alt: o.alt,
  });
};

export const toLowercaseVariant = (a: AvailabilityValue): LowercaseAvailability => ({
  isTemp: a.IsTemp,
  per: a.Per,
  isAllTimes: a.IsAllTimes,
  dateStart: a.DateStart,
  timeStart: a.TimeStart,
  isAllDays: a.IsAllDays,
  dateEnd: a.DateEnd,
  timeEnd: a.TimeEnd,
  rec: a.Rec,
  dayOfWeek: JSON.stringify(a.DayOfWeek),
  dayOfMonth: JSON.stringify(a.DayOfMonth),
  alt: a.Alt,
});

/** The item's own IsTemp decides; whatever IsTemp its Availability holds is stale. */
export const fromItemVariant = (
  availability: Availability | null | undefined,
  isTemp: boolean,
): AvailabilityValue => ({ ...readAvailability(availability), IsTemp: isTemp });

/**
 * IsTemp is written in both places so that isAvailableAt, which reads only the Availability,
 * agrees with the item.
 */
export const toItemVariant = (a: AvailabilityValue): ItemAvailability => ({
  IsTemp: a.IsTemp,
  Availability: { ...a, DayOfWeek: [...a.DayOfWeek], DayOfMonth: [...a.DayOfMonth] },
});

// ---------------------------------------------------------------------------------------------
// Editing rules

/** Adds or removes one day; the list stays sorted and without repeats. */
export const toggleDay = (list: readonly number[], day: number): number[] =>
  list.includes(day)
    ? list.filter((d) => d !== day)
    : [...new Set([...list, day])].sort((x, y) => x - y);

export type AvailabilityErrorCode = 'required' | 'endBeforeStart' | 'altInvalid';
export type AvailabilityErrors = Partial<
  Record<'DateStart' | 'DateEnd' | 'Alt', AvailabilityErrorCode>
>;

const datePart = (value: string | null): string | null => value?.split('T')[0] ?? null;

export const parseAlt = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= MIN_ALT && n <= MAX_ALT ? n : null;
};

/**
 * Field errors of an availability, checked only on fields that are shown. A temporary availability
 * needs its start date (behaviour.md#editing: without one it was stored as 'from always' while the user thought
 * it limited). Equal start and end times are not an error (isAvailableAt reads them as the whole
 * day), nor is an end time before the start time (the window runs past midnight, see
 * endsNextDay), nor an empty day list (behaviour.md#limits: no day chosen means every day).
 */
export const availabilityErrors = (a: AvailabilityValue): AvailabilityErrors => {
  const errors: AvailabilityErrors = {};
  const show = availabilityVisibility(a);
  if (!show.details) return errors;
  const start = datePart(a.DateStart);
  const end = datePart(a.DateEnd);
  // Without a start a temporary item has no period at all: one day or many, it needs one.
  if (!start) errors.DateStart = 'required';
  if (show.endDate) {
    if (!end) errors.DateEnd = 'required';
    else if (start && end < start) errors.DateEnd = 'endBeforeStart';
  }
  if (show.recurrence && !(Number.isInteger(a.Alt) && a.Alt >= MIN_ALT && a.Alt <= MAX_ALT)) {
    errors.Alt = 'altInvalid';
  }
  return errors;
};

/** How many fields of this availability need attention (for a Save that refuses). */
export const countAvailabilityErrors = (a: AvailabilityValue): number =>
  Object.keys(availabilityErrors(a)).length;

/** A window whose end comes before its start runs past midnight into the next day. */
export const endsNextDay = (a: AvailabilityValue): boolean =>
  !a.IsAllTimes && a.TimeEnd % 1440 < a.TimeStart % 1440;

/** Opening hours a hotel would expect of something switched on for a while (not behaviour.md#data's 02:00). */
export const SUGGESTED_TIME_START = 9 * 60;
export const SUGGESTED_TIME_END = 23 * 60;

/**
 * The value after 'temporary' is switched on: an empty start date becomes today, and times still at
 * behaviour.md#data's untouched default (02:00–02:00) become 09:00–23:00. Anything the user set is kept, and the
 * stored shape stays behaviour.md#data's; switching off changes nothing else.
 */
export const withTemporaryDefaults = (a: AvailabilityValue, today: string): AvailabilityValue => {
  if (!a.IsTemp) return a;
  const d = defaultAvailability();
  const untouchedTimes = a.TimeStart === d.TimeStart && a.TimeEnd === d.TimeEnd;
  return {
    ...a,
    DateStart: datePart(a.DateStart) ? a.DateStart : today,
    ...(untouchedTimes ? { TimeStart: SUGGESTED_TIME_START, TimeEnd: SUGGESTED_TIME_END } : {}),
  };
};

/** Today's date 'YYYY-MM-DD' in an IANA time zone (the enterprise's), else the runtime's own. */
export const todayIn = (timeZone: string | null | undefined, now: Date = new Date()): string => {
  if (timeZone) {
    try {
      return localTimeIn(now, timeZone).date;
    } catch {
      // An unknown zone name: fall back to the browser's own day.
    }
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Equal start and end: the window covers the whole day (see isWithinTimeWindow). */
export const isWholeDayWindow = (a: AvailabilityValue): boolean =>
  !a.IsAllTimes && a.TimeStart % 1440 === a.TimeEnd % 1440;

// ---------------------------------------------------------------------------------------------
// Summary for collapsed cards: structure here, words in the web app.

export type TimeWindow = { readonly start: string; readonly end: string };

export type AvailabilityDescription =
  | { readonly kind: 'always' }
  | {
      readonly kind: 'allDays';
      readonly from: string | null;
      readonly until: string | null;
      readonly time: TimeWindow | null;
    }
  | { readonly kind: 'oneDay'; readonly date: string | null; readonly time: TimeWindow | null }
  | {
      readonly kind: 'weekly' | 'monthly';
      /** In display order (Monday first for weeks); empty means every day. */
      readonly days: readonly number[];
      readonly every: number;
      readonly from: string | null;
      readonly until: string | null;
      readonly time: TimeWindow | null;
    };

export const minutesToClock = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export const describeAvailability = (a: AvailabilityValue): AvailabilityDescription => {
  if (!a.IsTemp) return { kind: 'always' };
  const time =
    a.IsAllTimes || isWholeDayWindow(a)
      ? null
      : { start: minutesToClock(a.TimeStart), end: minutesToClock(a.TimeEnd) };
  const from = datePart(a.DateStart);
  if (a.Per === PER_ONE_DAY) return { kind: 'oneDay', date: from, time };
  const until = a.IsAllDays ? null : datePart(a.DateEnd);
  if (a.Per !== PER_RECURRENCE) return { kind: 'allDays', from, until, time };
  const weekly = a.Rec === REC_BY_WEEK;
  const days = weekly ? WEEK_DAYS_DISPLAY.filter((d) => a.DayOfWeek.includes(d)) : a.DayOfMonth;
  return { kind: weekly ? 'weekly' : 'monthly', days, every: a.Alt, from, until, time };
};
