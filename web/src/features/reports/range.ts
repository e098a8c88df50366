import { addDays, previousPeriodOf, serviceDayOf } from '@carta/domain/orders';

export const PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export type DayRange = { readonly from: string; readonly to: string };

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * The service days a preset covers, counted from the venue's current service day (before its day
 * change, "today" is still last night's service).
 */
export const presetRange = (
  preset: Exclude<Preset, 'custom'>,
  now: Date,
  timeZone: string,
  dayChangeMinutes?: number,
): DayRange => {
  const today = serviceDayOf(now, timeZone, dayChangeMinutes);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const last = addDays(monthStart(today), -1);
      return { from: monthStart(last), to: last };
    }
  }
};

/** The period a range is compared with: the same number of days just before it. */
export const comparedRange = ({ from, to }: DayRange): DayRange => previousPeriodOf(from, to);

/** The change from `before` to `now` in percent, or null when there was nothing to compare with. */
export const changePercent = (now: number, before: number): number | null =>
  before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
