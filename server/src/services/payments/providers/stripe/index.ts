import { randomUUID } from 'node:crypto';
import { type PaymentOutcome, stripeAmount } from '@carta/domain/orders';
import type Stripe from 'stripe';
import { InvalidInput } from '../../../../domain-errors.ts';
import { onFirstUse } from '../../../../on-first-use.ts';
import type { Credentials } from '../../../../repos/payments.ts';
import {
  IgnoredNotification,
  type PaymentProvider,
  ProviderError,
  type ProviderModule,
} from '../provider.ts';
import { stripeMissing } from './settings.ts';

const stripeSdk = onFirstUse<typeof Stripe>('stripe');

/** Where the Stripe client talks: api.stripe.com, or a fake Stripe on localhost in tests. */
export type StripeApi = {
  readonly host: string;
  readonly port: number;
  readonly protocol: 'http' | 'https';
};

const secretsOf = (credentials: Credentials) => {
  const s = credentials.secrets.stripe;
  if (!s?.SecretKey || !s.WebhookSecret) throw new ProviderError('Stripe is not configured');
  return { key: s.SecretKey, webhookSecret: s.WebhookSecret };
};

/** Stripe's outcomes of a Checkout Session, as events name them. */
const OUTCOME_OF_EVENT: Readonly<Record<string, PaymentOutcome>> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/** Calls Stripe and passes its refusal on as a ProviderError, its key never in the message. */
const calling = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    const message = error instanceof stripeSdk().errors.StripeError ? error.message : 'unreachable';
    throw new ProviderError(`Stripe ${what}: ${message}`);
  }
};

/**
 * Stripe Checkout (behaviour.md#payments): a Session per attempt (its id is the attempt's reference, the order in
 * client_reference_id), created with an Idempotency-Key per attempt so that a retried call never
 * opens a second one; webhooks verified on the raw body with constructEvent.
 */
export const stripeProvider = (api: StripeApi | null): PaymentProvider<'stripe'> => {
  const client = (key: string) =>
    new (stripeSdk())(key, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
    });
  return {
    id: 'stripe',
    // Stands in until Stripe names the Session; also the Idempotency-Key of its creation.
    newReference: () => `pending_${randomUUID()}`,
    start: async (credentials, { attempt, returnUrl, notifyUrl: _ }) => {
      const { key } = secretsOf(credentials);
      // The tip is charged with the order's amount: one card payment.
      const amount = stripeAmount(attempt.AmountCents + attempt.TipCents, attempt.Currency);
      if (amount === null)
        throw new ProviderError(`Stripe: currency ${attempt.Currency} is not offered`);
      const session = await calling('checkout', () =>
        client(key).checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: String(attempt.OrderID),
            metadata: { attempt: String(attempt.ID), order: String(attempt.OrderID) },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: attempt.Currency.toLowerCase(),
                  unit_amount: amount,
                  product_data: { name: `Order ${attempt.OrderID}` },
                },
              },
            ],
            success_url: returnUrl,
            cancel_url: returnUrl,
            // Stripe's minimum is 30 minutes: the attempt's own expiry.
            expires_at: Math.floor(new Date(attempt.ExpiresAt).getTime() / 1000),
          },
          { idempotencyKey: attempt.Reference },
        ),
      );
      if (!session.url) throw new ProviderError('Stripe checkout: no URL');
      return { redirectUrl: session.url, reference: session.id };
    },
    verify: (credentials, raw) => {
      const { key, webhookSecret } = secretsOf(credentials);
      const signature = raw.headers['stripe-signature'];
      if (typeof signature !== 'string')
        throw new InvalidInput('Stripe-Signature: required', ['stripe-signature']);
      let event: Stripe.Event;
      try {
        event = client(key).webhooks.constructEvent(raw.body, signature, webhookSecret);
      } catch {
        throw new InvalidInput('Stripe-Signature: does not match', ['stripe-signature']);
      }
      const outcome = OUTCOME_OF_EVENT[event.type];
      const session = event.data.object as Stripe.Checkout.Session;
      if (!outcome || session.object !== 'checkout.session')
        throw new IgnoredNotification(event.type);
      // A completed session paid later (bank transfer) is not paid yet.
      const paid = outcome !== 'paid' || session.payment_status !== 'unpaid';
      return {
        eventId: event.id,
        reference: session.id,
        outcome: paid ? outcome : 'failed',
        amountCents: session.amount_total,
        currency: session.currency?.toUpperCase() ?? null,
        providerPayment:
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? null),
      };
    },
    lookup: async (credentials, attempt) => {
      const { key } = secretsOf(credentials);
      const stripe = client(key);
      const session = await calling('lookup', () =>
        stripe.checkout.sessions.retrieve(attempt.Reference),
      );
      if (session.status === 'complete') return session.payment_status === 'unpaid' ? null : 'paid';
      if (session.status === 'expired') return 'expired';
      // Still open at our expiry: close it at Stripe, so that it cannot be paid after we gave up.
      const closed = await calling('expire', () =>
        stripe.checkout.sessions.expire(attempt.Reference),
      );
      return closed.status === 'complete' ? 'paid' : 'expired';
    },
    refund: async (credentials, attempt, minor) => {
      const { key } = secretsOf(credentials);
      if (!attempt.ProviderPayment) throw new ProviderError('Stripe refund: no payment to refund');
      const amount = stripeAmount(minor, attempt.Currency);
      if (amount === null)
        throw new ProviderError(`Stripe: currency ${attempt.Currency} is not offered`);
      const refund = await calling('refund', () =>
        client(key).refunds.create(
          { payment_intent: attempt.ProviderPayment ?? '', amount },
          // One key per partial refund: what was refunded before names this one.
          { idempotencyKey: `refund_${attempt.Reference}_${attempt.RefundedCents}_${amount}` },
        ),
      );
      return refund.id;
    },
  };
};

/** Stripe's folder: Checkout through STRIPE_API_URL when set (a fake Stripe in tests). */
export const stripeModule: ProviderModule<'stripe'> = {
  make: (config) => stripeProvider(config.stripeApi),
  missing: (secrets) => stripeMissing(secrets.stripe),
};
