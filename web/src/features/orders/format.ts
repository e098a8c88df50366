import { type Translatable, translatedValue } from '@carta/domain';
import { formatMoney as formatMinor, minorOf } from '@carta/domain/money-view';

export { formatMinor };

/**
 * A wire amount in the order's currency, written the way the interface language writes money; it
 * goes through the currency's integer minor units, so sums made by the caller stay exact.
 */
export const formatMoney = (amount: number, currency: string, locale: string): string =>
  formatMinor(minorOf(amount, currency), currency, locale);

/** A time of day on the venue's clock (its time zone), as the interface language writes it. */
export const formatTime = (iso: string, locale: string, timeZone: string | null): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined }).format(
      date,
    );
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
};

/** A date and time on the venue's clock. */
export const formatDateTime = (iso: string, locale: string, timeZone: string | null): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined }).format(
      date,
    );
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
};

/** A dish or extra name in the venue's content language, falling back as the guest app does. */
export const itemName = (name: Translatable, language: string): string =>
  translatedValue(name, language).trim() || Object.values(name).find((v) => v.trim()) || '—';

/** Lower case without accents, for a search that finds "Habitación" by "habitacion". */
export const folded = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
