import { z } from 'zod';
import { dateSchema } from './dates.ts';
import { type LocalTime, localTimeIn } from './local-time.ts';

export { localTimeIn };

/** Per: 0 every day, 1 one day, 2 recurrence. Rec: 1 by week, 0 by month (behaviour.md#data Availability). */
export const PER_ALL_DAYS = 0;
export const PER_ONE_DAY = 1;
export const PER_RECURRENCE = 2;
export const REC_BY_MONTH = 0;
export const REC_BY_WEEK = 1;
export const DAY_MINUTES = 1440;

/**
 * One editor variant stores day lists as JSON strings; accept both forms, keep arrays. null means
 * every day (behaviour.md#limits), as does an empty list.
 */
const dayList = (min: number, max: number) =>
  z.preprocess(
    (value) => {
      if (value === null || value === 'null') return [];
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return [];
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.array(z.number().int().min(min).max(max)).max(max - min + 1),
  );

const dateString = dateSchema;
const minutes = z.number().int().min(0).max(DAY_MINUTES);

export const availabilityFields = {
  IsTemp: z.boolean(),
  Per: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  DateStart: dateString,
  DateEnd: dateString,
  TimeStart: minutes,
  TimeEnd: minutes,
  IsAllTimes: z.boolean(),
  IsAllDays: z.boolean(),
  Rec: z.union([z.literal(0), z.literal(1)]),
  DayOfWeek: dayList(0, 6),
  DayOfMonth: dayList(1, 31),
  Alt: z.number().int().min(1).max(52),
};

export const availabilitySchema = z.strictObject(availabilityFields).partial();
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * Availability as answered. The input reads day lists through z.preprocess (JSON strings are
 * accepted), which a response serializer cannot encode: every answer holding a weekly or monthly
 * availability was a 500. What is stored holds arrays already, so answers describe them as such.
 */
export const availabilityOutSchema = z
  .strictObject({
    ...availabilityFields,
    DayOfWeek: z.array(z.number().int()),
    DayOfMonth: z.array(z.number().int()),
  })
  .partial();
export const AVAILABILITY_KEYS = Object.keys(availabilityFields) as (keyof Availability)[];

export const defaultAvailability = (): Required<Availability> => ({
  IsTemp: false,
  Per: PER_ALL_DAYS,
  DateStart: null,
  DateEnd: null,
  TimeStart: 120,
  TimeEnd: 120,
  IsAllTimes: true,
  IsAllDays: true,
  Rec: REC_BY_WEEK,
  DayOfWeek: [],
  DayOfMonth: [],
  Alt: 1,
});

const datePart = (value: string | null | undefined): string | null =>
  value ? (value.split('T')[0] ?? null) : null;

const dayNumber = (date: string): number =>
  Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Whole weeks between the Monday-started weeks of two dates. */
const weeksBetween = (from: string, to: string): number => {
  const monday = (d: number) => d - ((d + 3) % 7); // day 0 (1970-01-01) was a Thursday
  return Math.floor((monday(dayNumber(to)) - monday(dayNumber(from))) / 7);
};

const monthsBetween = (from: string, to: string): number => {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0));
};

/** Inside the time window; end is exclusive, a window ending before it starts runs past midnight. */
export const isWithinTimeWindow = (a: Availability, minute: number): boolean => {
  if (a.IsAllTimes ?? true) return true;
  const start = a.TimeStart ?? 120;
  const end = a.TimeEnd ?? 120;
  if (start === end) return true;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
};

const isWithinDateRange = (a: Availability, date: string): boolean => {
  const start = datePart(a.DateStart);
  const end = datePart(a.DateEnd);
  if (start && date < start) return false;
  const hasEnd = !(a.IsAllDays ?? true);
  return !(hasEnd && end && date > end);
};

const matchesRecurrence = (a: Availability, local: LocalTime): boolean => {
  const start = datePart(a.DateStart);
  const alt = a.Alt ?? 1;
  if ((a.Rec ?? REC_BY_WEEK) === REC_BY_MONTH) {
    const days = a.DayOfMonth ?? [];
    if (days.length > 0 && !days.includes(local.dayOfMonth)) return false;
    return !start || monthsBetween(start, local.date) % alt === 0;
  }
  const days = a.DayOfWeek ?? [];
  if (days.length > 0 && !days.includes(local.weekday)) return false;
  return !start || weeksBetween(start, local.date) % alt === 0;
};

const previousDay = (local: LocalTime): LocalTime => {
  const d = new Date(Date.parse(`${local.date}T12:00:00Z`) - 86_400_000);
  return {
    date: d.toISOString().slice(0, 10),
    weekday: d.getUTCDay(),
    dayOfMonth: d.getUTCDate(),
    minutes: local.minutes + DAY_MINUTES,
  };
};

/** The small hours of a window that runs past midnight belong to the evening that started it. */
const windowDay = (a: Availability, local: LocalTime): LocalTime => {
  const start = a.TimeStart ?? 120;
  const end = a.TimeEnd ?? 120;
  const overnight = !(a.IsAllTimes ?? true) && start > end;
  return overnight && local.minutes < end ? previousDay(local) : local;
};

/**
 * Whether something with this availability is shown at instant `at`, judged on the enterprise's wall
 * clock. No availability, or not temporary, means always.
 */
export const isAvailableAt = (
  a: Availability | null | undefined,
  at: Date,
  timeZone: string,
): boolean => {
  if (!a?.IsTemp) return true;
  const now = localTimeIn(at, timeZone);
  if (!isWithinTimeWindow(a, now.minutes)) return false;
  const day = windowDay(a, now);
  const per = a.Per ?? PER_ALL_DAYS;
  if (per === PER_ONE_DAY) {
    const only = datePart(a.DateStart);
    return !only || only === day.date;
  }
  if (!isWithinDateRange(a, day.date)) return false;
  return per !== PER_RECURRENCE || matchesRecurrence(a, day);
};
