import { CURRENCIES, CURRENCY_CODES, type Currency, isCurrency } from '../money.ts';

/**
 * Stripe's rules (behaviour.md#payments). Stripe charges three-decimal currencies (KWD, BHD) only in
 * multiples of ten of their minor unit, so it could not charge a price such as 1,255 KWD exactly: it
 * is not offered them.
 */
export const STRIPE_CURRENCIES: readonly Currency[] = CURRENCY_CODES.filter(
  (c) => CURRENCIES[c].exponent !== 3,
);

/** Stripe's credentials as a venue stores them; each field write-only. */
export type StripeSecrets = { SecretKey?: string; WebhookSecret?: string };

/**
 * Stripe's `unit_amount`/`amount`: the currency's smallest unit, which for a zero-decimal
 * currency (JPY) is the unit itself: ¥1 000 is 1000, 12,50 € is 1250. Null for a currency Stripe
 * is not offered (above).
 */
export const stripeAmount = (minor: number, currency: string): number | null =>
  isCurrency(currency) && STRIPE_CURRENCIES.includes(currency) ? minor : null;

/** A Stripe secret or restricted key of live mode (`sk_live_…`, `rk_live_…`). */
export const isLiveStripeKey = (key: string | undefined): boolean =>
  key !== undefined && /^(sk|rk)_live_/.test(key);
