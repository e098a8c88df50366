import { CURRENCIES, CURRENCY_CODES, type Currency, isCurrency } from './money.ts';
import type { PaymentType } from './settings.ts';

/**
 * The venue currencies each card provider can charge. Stripe charges three-decimal currencies
 * (KWD, BHD) only in multiples of ten of their minor unit, so it could not charge a price such as
 * 1,255 KWD exactly: it is not offered them. Redsys takes the currencies of its acquirers' common
 * list. The demo charges nothing, so it takes every currency.
 */
export const PROVIDER_CURRENCIES: Readonly<Record<PaymentType, readonly Currency[]>> = {
  demo: CURRENCY_CODES,
  stripe: CURRENCY_CODES.filter((c) => CURRENCIES[c].exponent !== 3),
  redsys: ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'MXN', 'PLN'],
};

export const providerTakes = (provider: PaymentType, currency: string): boolean =>
  isCurrency(currency) && PROVIDER_CURRENCIES[provider].includes(currency);

/**
 * Stripe's `unit_amount`/`amount`: the currency's smallest unit, which for a zero-decimal
 * currency (JPY) is the unit itself: ¥1 000 is 1000, 12,50 € is 1250. Null for a currency Stripe
 * is not offered (above).
 */
export const stripeAmount = (minor: number, currency: string): number | null =>
  providerTakes('stripe', currency) ? minor : null;

/**
 * Redsys's `DS_MERCHANT_AMOUNT` and `DS_MERCHANT_CURRENCY`: the amount in the currency's minor
 * units as digits (12,50 € → "1250", ¥1 000 → "1000"), the currency by its ISO 4217 number.
 */
export const redsysAmount = (
  minor: number,
  currency: string,
): { readonly amount: string; readonly currency: string } | null =>
  providerTakes('redsys', currency) && isCurrency(currency)
    ? { amount: String(minor), currency: CURRENCIES[currency].numeric }
    : null;

/** A Redsys numeric currency back to its letters (notifications name it by number). */
export const currencyOfNumeric = (numeric: string): Currency | null =>
  CURRENCY_CODES.find((c) => CURRENCIES[c].numeric === numeric.padStart(3, '0')) ?? null;

/** The demo page's amount field: minor units as digits, like the providers it stands in for. */
export const demoAmount = (minor: number, currency: string): string | null =>
  providerTakes('demo', currency) ? String(minor) : null;
