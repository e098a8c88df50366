import type { StripeSecrets } from '@carta/domain/orders';
import { z } from 'zod';
import { configured, has, lacking, secret } from '../settings-fields.ts';

/** PUT payment-settings' `Stripe`: the venue's keys (behaviour.md#payments). */
export const stripeSettingsBody = z.strictObject({
  SecretKey: secret(300, /^(sk|rk)_/, 'a Stripe secret key (sk_…)'),
  WebhookSecret: secret(300, /^whsec_/, 'a webhook secret (whsec_…)'),
});

/** GET payment-settings' `Stripe`: each key only as `configured`. */
export const stripeSettingsOut = z.object({ SecretKey: configured, WebhookSecret: configured });

export const stripeSettingsOf = (s: StripeSecrets = {}): z.infer<typeof stripeSettingsOut> => ({
  SecretKey: has(s.SecretKey),
  WebhookSecret: has(s.WebhookSecret),
});

/** What Stripe needs before it may be turned on, by field of the body. */
export const stripeMissing = (s: StripeSecrets | undefined) =>
  lacking('Stripe', s, ['SecretKey', 'WebhookSecret']);
