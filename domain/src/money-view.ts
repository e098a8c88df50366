/**
 * Money as the clients see it: the wire's decimal numbers become integer minor units of the
 * currency (ISO 4217 exponent: JPY 0, EUR 2, KWD 3) before any sum, and only a formatted string
 * leaves this module for people. Summing decimals drifts (0.1 + 0.2); summing minor units cannot.
 */

const exponents = new Map<string, number>();

/** The currency's minor-unit exponent, as Intl knows it (2 for a code it does not know). */
export const exponentOf = (currency: string): number => {
  const known = exponents.get(currency);
  if (known !== undefined) return known;
  let exponent = 2;
  try {
    exponent =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // Not an ISO code Intl accepts: two decimals, the common case.
  }
  exponents.set(currency, exponent);
  return exponent;
};

/** A wire amount (19.99) as integer minor units (1999), to the nearest unit; not a number → 0. */
export const minorOf = (wire: number, currency: string): number => {
  if (!Number.isFinite(wire)) return 0;
  const scaled = wire * 10 ** exponentOf(currency);
  // 19.99 × 100 is 1998.9999…: cut to six decimals before rounding.
  return Math.round(Number(scaled.toFixed(6)));
};

/** Integer minor units as the wire's decimal number: 1999 → 19.99 (EUR), 1000 → 1000 (JPY). */
export const wireOf = (minor: number, currency: string): number =>
  Math.round(minor) / 10 ** exponentOf(currency);

/** The sum of wire amounts, added as minor units. */
export const sumMinor = (wires: readonly number[], currency: string): number =>
  wires.reduce((sum, wire) => sum + minorOf(wire, currency), 0);

/** Minor units as the locale writes that currency (`12,50 €`, `€12.50`, `￥1,000`). */
export const formatMoney = (minor: number, currency: string, locale: string): string => {
  const exponent = exponentOf(currency);
  const value = Math.round(minor) / 10 ** exponent;
  for (const lang of [locale, 'es']) {
    try {
      return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(value);
    } catch {
      // An unknown locale: the default one; an unknown currency: the number and the code.
    }
  }
  return `${value.toFixed(exponent)} ${currency}`;
};

/** An order line as the wire carries it: decimal prices of one unit and of each extra. */
export type WireLine = {
  readonly Quantity: number;
  readonly UnitPrice: number;
  readonly Extras: readonly { readonly Price: number }[];
};

/** A line's price in minor units: each extra is added once per unit ordered. */
export const lineMinor = (line: WireLine, currency: string): number =>
  (minorOf(line.UnitPrice, currency) +
    sumMinor(
      line.Extras.map((e) => e.Price),
      currency,
    )) *
  line.Quantity;

/** Lines summed in minor units (the part of an order a guest pays for "my items"). */
export const linesMinor = (lines: readonly WireLine[], currency: string): number =>
  lines.reduce((sum, line) => sum + lineMinor(line, currency), 0);

/**
 * An amount a person types, in the currency's minor units: "12,5", "12.50" and "12" all read;
 * anything else (letters, more decimals than the currency has, a sign) is null.
 */
export const parseAmount = (text: string, currency: string): number | null => {
  const exponent = exponentOf(currency);
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const decimals = match[2] ?? '';
  if (decimals.length > exponent) return null;
  return Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || '0');
};
