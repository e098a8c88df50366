/**
 * Money as the clients see it, over orders/money.ts: the wire's decimal numbers become integer
 * minor units of the currency before any sum, and only a formatted string reaches people.
 */

import { currencyExponent, formatMoney, fromMinor, toMinor } from './orders/money.ts';

/** The currency's minor-unit exponent (orders/money.ts keeps the list). */
export const exponentOf = currencyExponent;
export { formatMoney };

/** A wire amount (19.99) as integer minor units (1999); not an amount → 0. */
export const minorOf = (wire: number, currency: string): number => toMinor(wire, currency) ?? 0;

/** Integer minor units as the wire's decimal number: 1999 → 19.99 (EUR), 1000 → 1000 (JPY). */
export const wireOf = fromMinor;

/** The sum of wire amounts, added as minor units. */
export const sumMinor = (wires: readonly number[], currency: string): number =>
  wires.reduce((sum, wire) => sum + minorOf(wire, currency), 0);

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
