import type { Currency } from './money.ts';
import { DEMO_CURRENCIES } from './providers/demo.ts';
import { REDSYS_CURRENCIES } from './providers/redsys.ts';
import { STRIPE_CURRENCIES } from './providers/stripe.ts';
import type { PaymentType } from './settings.ts';

/**
 * The card providers' pure rules, one file each in ./providers/ (behaviour.md#payments): what they
 * charge in, their credentials, their amounts and codes. This record is typed by PaymentType, so a
 * provider added to PAYMENT_TYPES without its rules is a compile error.
 */
export const PROVIDER_CURRENCIES: { readonly [K in PaymentType]: readonly Currency[] } = {
  demo: DEMO_CURRENCIES,
  stripe: STRIPE_CURRENCIES,
  redsys: REDSYS_CURRENCIES,
};

export const providerTakes = (provider: PaymentType, currency: string): boolean =>
  (PROVIDER_CURRENCIES[provider] as readonly string[]).includes(currency);

export * from './providers/demo.ts';
export * from './providers/redsys.ts';
export * from './providers/stripe.ts';
