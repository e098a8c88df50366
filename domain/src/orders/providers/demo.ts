import { CURRENCY_CODES, type Currency, isCurrency } from '../money.ts';
import { isLiveStripeKey } from './stripe.ts';

/** The demo's rules (behaviour.md#payments): it charges nothing, so it takes every currency. */
export const DEMO_CURRENCIES: readonly Currency[] = CURRENCY_CODES;

/** The demo page's amount field: minor units as digits, like the providers it stands in for. */
export const demoAmount = (minor: number, currency: string): string | null =>
  isCurrency(currency) && DEMO_CURRENCIES.includes(currency) ? String(minor) : null;

/**
 * Why the demo provider is off for a venue, or null when it may be used (behaviour.md#payments).
 * The demo hands its signed "paid" form to anyone holding a payment's reference, which is fine for
 * trying Carta out and never for real money: once the server runs in production, or the venue has
 * saved a live setting of a real provider, demo payments are off.
 */
export const DEMO_PAYMENTS_OFF = ['production', 'live_provider'] as const;
export type DemoPaymentsOff = (typeof DEMO_PAYMENTS_OFF)[number];

export type DemoPaymentsFacts = {
  /** The server runs with NODE_ENV=production. */
  readonly production: boolean;
  /** The venue's stored Stripe secret key, if any. */
  readonly stripeSecretKey: string | undefined;
  /** The venue's stored Redsys environment, if any. */
  readonly redsysEnvironment: 'test' | 'live' | undefined;
};

export const demoPaymentsOff = (facts: DemoPaymentsFacts): DemoPaymentsOff | null => {
  if (facts.production) return 'production';
  if (isLiveStripeKey(facts.stripeSecretKey) || facts.redsysEnvironment === 'live')
    return 'live_provider';
  return null;
};
