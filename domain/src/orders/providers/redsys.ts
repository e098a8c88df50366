import { CURRENCIES, CURRENCY_CODES, type Currency, isCurrency } from '../money.ts';

/** Redsys's rules (behaviour.md#payments): it takes the currencies of its acquirers' common list. */
export const REDSYS_CURRENCIES: readonly Currency[] = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'MXN',
  'PLN',
];

/** Redsys's credentials as a venue stores them; each field write-only. */
export type RedsysSecrets = {
  MerchantCode?: string;
  Terminal?: string;
  SecretKey?: string;
  Environment?: 'test' | 'live';
};

/**
 * Redsys's `DS_MERCHANT_AMOUNT` and `DS_MERCHANT_CURRENCY`: the amount in the currency's minor
 * units as digits (12,50 € → "1250", ¥1 000 → "1000"), the currency by its ISO 4217 number.
 */
export const redsysAmount = (
  minor: number,
  currency: string,
): { readonly amount: string; readonly currency: string } | null =>
  isCurrency(currency) && REDSYS_CURRENCIES.includes(currency)
    ? { amount: String(minor), currency: CURRENCIES[currency].numeric }
    : null;

/** A Redsys numeric currency back to its letters (notifications name it by number). */
export const currencyOfNumeric = (numeric: string): Currency | null =>
  CURRENCY_CODES.find((c) => CURRENCIES[c].numeric === numeric.padStart(3, '0')) ?? null;

/**
 * Redsys authorises a payment with Ds_Response 0000–0099 only (its manual); 0900 authorises a
 * refund or confirmation, 0400 a cancellation — neither is a payment, whatever a library says.
 */
export const isRedsysPaymentAuthorised = (dsResponse: string): boolean =>
  /^\d{1,4}$/.test(dsResponse.trim()) && Number(dsResponse.trim()) <= 99;

/** Redsys order numbers: 12 characters, the first four digits (Redsys's rule), then alphanumerics. */
export const isRedsysOrderNumber = (value: string): boolean => /^\d{4}[0-9A-Za-z]{8}$/.test(value);
