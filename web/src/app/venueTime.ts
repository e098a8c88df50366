import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from './session.tsx';

/** How much of a moment to show: a time of day, or a date with its time. */
export type MomentStyle = 'time' | 'short' | 'medium' | 'seconds';

const OPTIONS: Record<MomentStyle, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  short: { dateStyle: 'short', timeStyle: 'short' },
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  seconds: { dateStyle: 'short', timeStyle: 'medium' },
};

const deviceZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A zone this browser knows, else null (an unknown name would make Intl throw). */
const knownZone = (zone: string | null | undefined): string | null => {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
};

/**
 * behaviour.md#administration: every moment the back-office shows is on the venue's clock (its
 * time zone), in the interface language; where this device's clock is another zone, the zone is
 * named after the time, so "21:30" is never read as the device's 21:30.
 */
export const formatMoment = (
  iso: string,
  options: {
    readonly locale: string;
    readonly timeZone: string | null | undefined;
    readonly style?: MomentStyle;
    readonly device?: string;
  },
): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const venue = knownZone(options.timeZone);
  const base = OPTIONS[options.style ?? 'medium'];
  if (!venue) return new Intl.DateTimeFormat(options.locale, base).format(date);
  const text = new Intl.DateTimeFormat(options.locale, { ...base, timeZone: venue }).format(date);
  const device = knownZone(options.device ?? deviceZone());
  return device === venue ? text : `${text} (${venue.replace(/_/g, ' ')})`;
};

/** The formatter of the signed-in venue, in the interface language. */
export const useMomentFormat = () => {
  const { i18n } = useTranslation();
  // Outside the login (a widget's test) there is no venue: the device's clock.
  const locale = i18n.language;
  const timeZone = useOptionalSession()?.enterprise.TimeZone ?? null;
  return useCallback(
    (iso: string, style: MomentStyle = 'medium') => formatMoment(iso, { locale, timeZone, style }),
    [locale, timeZone],
  );
};
