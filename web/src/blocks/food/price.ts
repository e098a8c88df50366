import { PRICE_MAX } from '@carta/domain/blocks/food';
import type { ParsedText } from '../shared/useDraftText.ts';

/** The decimal separator people of `locale` type: Spanish staff write '12,50'. */
const separatorOf = (locale: string): string =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';

/** A price as its field shows it: '' for none, the locale's decimal separator. */
export const formatPrice = (value: number | null, locale: string): string =>
  value === null ? '' : String(value).replace('.', separatorOf(locale));

/**
 * A typed price: '' is none (null); otherwise up to 2 decimals with ',' or '.', 0 to PRICE_MAX
 * (the schema's range).
 */
export const parsePrice = (text: string): ParsedText<number | null> => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(trimmed)) return { ok: false };
  const price = Number(trimmed.replace(',', '.'));
  return price <= PRICE_MAX ? { ok: true, value: price } : { ok: false };
};

/** Prices in a list: two decimals in the UI language. */
export const displayPrice = (value: number | null, locale: string): string =>
  value === null
    ? ''
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        value,
      );
