/**
 * Money: integer minor units of the venue's currency in the database, in every sum and in both
 * clients; decimal numbers only on the wire (`Total`, `UnitPrice`, `Amount`…). Summing floats would
 * drift (0.1 + 0.2); summing minor units cannot. How many minor units make one unit is the
 * currency's ISO 4217 exponent: JPY 0, EUR 2, KWD 3.
 */

/**
 * The currencies a venue may choose, with their ISO 4217 exponent and numeric code (Redsys names
 * currencies by it). A fixed list rather than any three letters: an unknown code has no exponent,
 * and a wrong exponent charges 100 times the price.
 */
export const CURRENCIES = {
  EUR: { exponent: 2, numeric: '978' },
  USD: { exponent: 2, numeric: '840' },
  GBP: { exponent: 2, numeric: '826' },
  CHF: { exponent: 2, numeric: '756' },
  JPY: { exponent: 0, numeric: '392' },
  KWD: { exponent: 3, numeric: '414' },
  BHD: { exponent: 3, numeric: '048' },
  MXN: { exponent: 2, numeric: '484' },
  SEK: { exponent: 2, numeric: '752' },
  NOK: { exponent: 2, numeric: '578' },
  DKK: { exponent: 2, numeric: '208' },
  PLN: { exponent: 2, numeric: '985' },
  CZK: { exponent: 2, numeric: '203' },
  AUD: { exponent: 2, numeric: '036' },
  CAD: { exponent: 2, numeric: '124' },
  NZD: { exponent: 2, numeric: '554' },
  BRL: { exponent: 2, numeric: '986' },
  MAD: { exponent: 2, numeric: '504' },
  AED: { exponent: 2, numeric: '784' },
  TRY: { exponent: 2, numeric: '949' },
} as const satisfies Record<string, { exponent: 0 | 2 | 3; numeric: string }>;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export const isCurrency = (code: unknown): code is Currency =>
  typeof code === 'string' && Object.hasOwn(CURRENCIES, code);

/** The exponent of a venue currency; 2 for a code stored before the list existed. */
export const currencyExponent = (currency: string): number =>
  isCurrency(currency) ? CURRENCIES[currency].exponent : 2;

/** The largest price a dish or extra may have (the food block's PRICE_MAX), in units. */
export const MAX_PRICE_UNITS = 1_000_000;

/**
 * A decimal amount (a stored price, a wire number) as integer minor units of `currency`, to the
 * nearest one: 19.99 × 100 is 1998.9999…, and 1.005 × 100 is 100.4999…, so the product is first
 * cut to six decimals. A value that is not an amount (NaN, infinite, negative) is null.
 */
export const toMinor = (amount: number, currency: string): number | null => {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const minor = Math.round(Number((amount * 10 ** currencyExponent(currency)).toFixed(6)));
  return Number.isSafeInteger(minor) ? minor : null;
};

/** Integer minor units as the wire's decimal number: 1999 EUR → 19.99, 1999 JPY → 1999. */
export const fromMinor = (minor: number, currency: string): number => {
  const exponent = currencyExponent(currency);
  return Number((Math.round(minor) / 10 ** exponent).toFixed(exponent));
};

/** Minor units for people: the guest's locale, the venue's currency (1999 EUR, es → "19,99 €"). */
export const formatMoney = (minor: number, currency: string, locale: string): string => {
  const exponent = currencyExponent(currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    }).format(fromMinor(minor, currency));
  } catch {
    // An unknown locale tag: the number with its code, never an exception on a guest's screen.
    return `${fromMinor(minor, currency).toFixed(exponent)} ${currency}`;
  }
};
