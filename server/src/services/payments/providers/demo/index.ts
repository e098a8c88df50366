import { randomBytes } from 'node:crypto';
import { isPaymentOutcome } from '@carta/domain/orders';
import { InvalidInput } from '../../../../domain-errors.ts';
import type { Credentials } from '../../../../repos/payments.ts';
import { payPagePath } from '../paths.ts';
import type { PaymentProvider, ProviderModule, RawNotification } from '../provider.ts';
import { hmacSha256, sameSignature } from '../signing.ts';

/** What the demo card page can answer: the guest's three buttons. */
export const DEMO_CHOICES = ['paid', 'failed', 'cancelled'] as const;

export type DemoNotification = {
  readonly reference: string;
  readonly outcome: string;
  readonly amount: string;
  readonly currency: string;
  /** The guest app's page to go back to, signed too: nobody can turn it into a redirect elsewhere. */
  readonly return: string;
};

const signed = (n: DemoNotification) =>
  [n.reference, n.outcome, n.amount, n.currency, n.return].join('|');

/** The demo provider's signature of a notification: HMAC-SHA256 with the venue's demo secret. */
export const signDemo = (credentials: Credentials, n: DemoNotification): string =>
  hmacSha256(credentials.demoSecret, signed(n));

const field = (form: URLSearchParams, name: string) => {
  const value = form.get(name);
  if (value === null || value.length === 0 || value.length > 200)
    throw new InvalidInput(`${name}: required`, [name]);
  return value;
};

/**
 * A fake card provider for venues without keys (behaviour.md#payments): its page posts a notification signed
 * like a real provider's, which goes through the same verified path as Stripe's and Redsys's.
 */
export const demoProvider: PaymentProvider<'demo'> = {
  id: 'demo',
  newReference: () => `demo_${randomBytes(16).toString('base64url')}`,
  // The demo's card page (./page.ts), Carta-hosted: a path on Carta's own origin, so the guest app
  // opens it in the same window and nothing of it depends on PUBLIC_URL.
  start: async (_credentials, { ws, attempt, publicUrl, returnUrl }) => ({
    redirectUrl: `${payPagePath(ws, 'demo', attempt.Reference)}?return=${encodeURIComponent(
      returnUrl.slice(publicUrl.length),
    )}`,
  }),
  verify: (credentials, raw: RawNotification) => {
    const form = new URLSearchParams(raw.body.toString('utf8'));
    const n = {
      reference: field(form, 'reference'),
      outcome: field(form, 'outcome'),
      amount: field(form, 'amount'),
      currency: field(form, 'currency'),
      return: form.get('return') ?? '',
    };
    if (!sameSignature(signDemo(credentials, n), field(form, 'signature')))
      throw new InvalidInput('signature: does not match', ['signature']);
    if (!isPaymentOutcome(n.outcome) || !/^\d{1,12}$/.test(n.amount))
      throw new InvalidInput('outcome or amount: not a demo notification', ['outcome']);
    return {
      eventId: `${n.reference}:${n.outcome}`,
      reference: n.reference,
      outcome: n.outcome,
      amountCents: Number(n.amount),
      currency: n.currency,
      providerPayment: n.outcome === 'paid' ? `demo_charge_${n.reference}` : null,
      returnPath: n.return || null,
    };
  },
  // The demo page notifies as it is clicked: an attempt nobody clicked was never paid.
  lookup: async () => 'expired',
  refund: async () => `demo_refund_${randomBytes(8).toString('hex')}`,
};

/** The demo's folder: it needs no credentials but the demo secret every venue has. */
export const demoModule: ProviderModule<'demo'> = { make: () => demoProvider, missing: () => [] };
