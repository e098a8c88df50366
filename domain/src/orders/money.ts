/**
 * Money: integer cents in the database and in every sum, numbers with two decimals on the wire
 * (issue 13 §0). Summing floats would drift (0.1 + 0.2); summing cents cannot.
 */

/** The largest price a dish or extra may have (the food block's PRICE_MAX), in cents. */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * A stored price (a number, as the food block and extras keep it) as integer cents, to the nearest
 * cent: 19.99 × 100 is 1998.9999…, and 1.005 × 100 is 100.4999…, so the product is first cut to six
 * decimals. A value that is not a price (NaN, infinite, negative) is null.
 */
export const toCents = (amount: number): number | null => {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const cents = Math.round(Number((amount * 100).toFixed(6)));
  return Number.isSafeInteger(cents) ? cents : null;
};

/** Integer cents as the wire number: 1999 → 19.99. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** ISO 4217 code of the venue's currency; EUR unless the venue says otherwise. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const DEFAULT_CURRENCY = 'EUR';
