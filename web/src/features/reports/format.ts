import { formatMoney } from '../orders/format.ts';

export { formatMoney };

/** A count as the interface language writes it (1.234 or 1,234). */
export const formatCount = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale).format(value);

/** A service day (`YYYY-MM-DD`) as the interface language writes a short date. */
export const formatDay = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
