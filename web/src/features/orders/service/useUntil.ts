import { dayChangeMinutes, nextDayChange } from '@carta/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../../../app/session.tsx';
import { formatMoment } from '../../../app/venueTime.ts';
import { orderingSettingsQuery } from './queries.ts';

/** Whether `iso` is still ahead; re-renders once when it passes (a pause ends by itself). */
export const useStillAhead = (iso: string | null | undefined): boolean => {
  const [, setTick] = useState(0);
  const left = iso ? Date.parse(iso) - Date.now() : 0;
  useEffect(() => {
    if (left <= 0) return;
    // setTimeout holds at most ~24.8 days; a pause is minutes or hours.
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [left]);
  return left > 0;
};

/**
 * A pause's or a sold-out mark's time as staff read it (behaviour.md#service-day): the venue's
 * clock, whatever this device's zone (formatMoment names the venue's zone when they differ). Up to
 * the venue's next day change ("until the end of the day" ends there) the time alone is clear;
 * later, the date goes with it.
 */
export const untilText = (
  iso: string,
  venue: {
    readonly locale: string;
    readonly timeZone: string;
    readonly dayChange: string | null | undefined;
    readonly now: Date;
    readonly device?: string;
  },
): string => {
  const end = nextDayChange(venue.now, venue.timeZone, dayChangeMinutes(venue.dayChange));
  const style = Date.parse(iso) <= end.getTime() ? 'time' : 'short';
  return formatMoment(iso, { ...venue, style });
};

/** untilText on the signed-in venue's clock and day change, in the interface language. */
export const useUntilText = (ws: string) => {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const timeZone = useOptionalSession()?.enterprise.TimeZone ?? 'Europe/Madrid';
  const dayChange = useQuery(orderingSettingsQuery(ws)).data?.DayChange;
  return useCallback(
    (iso: string) => untilText(iso, { locale, timeZone, dayChange, now: new Date() }),
    [locale, timeZone, dayChange],
  );
};
