import { localTimeIn } from '../local-time.ts';

/**
 * A venue's service day does not end at midnight: a dinner that ends at 01:00 belongs to its evening.
 * The day changes at a venue setting (minutes after local midnight, 05:00 unless the venue says
 * otherwise); sold-out "until end of day" and the reports' days both follow it.
 */
export const DEFAULT_DAY_CHANGE_MINUTES = 5 * 60;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days` calendar days (no time zone involved: a date is a date). */
export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
};

/** The service day (`YYYY-MM-DD`, venue time) that the instant `at` belongs to. */
export const serviceDayOf = (
  at: Date,
  timeZone: string,
  dayChangeMinutes = DEFAULT_DAY_CHANGE_MINUTES,
): string => {
  const local = localTimeIn(at, timeZone);
  return local.minutes < dayChangeMinutes ? addDays(local.date, -1) : local.date;
};

/**
 * The instant when the venue's clock shows `minutes` after midnight of `date`. On a spring-forward
 * gap the wall time does not exist and the instant after the gap is answered; on a fall-back
 * overlap, the first of the two.
 */
export const instantOfLocal = (date: string, minutes: number, timeZone: string): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  const offsetAt = (instant: number): number => {
    const whole = instant - (instant % 60_000);
    const local = localTimeIn(new Date(whole), timeZone);
    const [ly, lm, ld] = local.date.split('-').map(Number) as [number, number, number];
    return Date.UTC(ly, lm - 1, ld) + local.minutes * 60_000 - whole;
  };
  // The zone's offsets half a day either side cover any change around this wall time.
  const offsets = [...new Set([offsetAt(wall - DAY_MS / 2), offsetAt(wall + DAY_MS / 2)])];
  const valid = offsets.map((o) => wall - o).filter((t) => t + offsetAt(t) === wall);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - Math.min(...offsets));
};

/** When the service day of `date` starts and the next one starts: [start, end). */
export const serviceDayBounds = (
  date: string,
  timeZone: string,
  dayChangeMinutes = DEFAULT_DAY_CHANGE_MINUTES,
): { start: Date; end: Date } => ({
  start: instantOfLocal(date, dayChangeMinutes, timeZone),
  end: instantOfLocal(addDays(date, 1), dayChangeMinutes, timeZone),
});

/** The next day change after `at`: when a dish sold out "until the end of the day" is back. */
export const nextDayChange = (
  at: Date,
  timeZone: string,
  dayChangeMinutes = DEFAULT_DAY_CHANGE_MINUTES,
): Date =>
  serviceDayBounds(serviceDayOf(at, timeZone, dayChangeMinutes), timeZone, dayChangeMinutes).end;

/**
 * "Pause until 21:00": the next time after `at` that the venue's clock shows `minutes` after
 * midnight, today while it is still ahead, else tomorrow (a pause is never set in the past).
 */
export const nextWallTime = (at: Date, minutes: number, timeZone: string): Date => {
  const today = localTimeIn(at, timeZone).date;
  const candidate = instantOfLocal(today, minutes, timeZone);
  return candidate.getTime() > at.getTime()
    ? candidate
    : instantOfLocal(addDays(today, 1), minutes, timeZone);
};
