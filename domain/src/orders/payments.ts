/**
 * Card payments of an order: each attempt is a row with its own state; the order's money and
 * PaymentStatus follow from its attempts (ledger.ts). Only a verified provider notification moves an attempt.
 */
export const ATTEMPT_STATES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** What a verified notification (or the provider, asked at expiry) says of an attempt. */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled' | 'expired';

/** How long a guest has to pay an attempt before it is reconciled (behaviour.md#payments). */
export const ATTEMPT_TTL_MS = 30 * 60 * 1000;

export const attemptExpiresAt = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + ATTEMPT_TTL_MS);

/**
 * The attempt's state after an outcome, or null when the outcome changes nothing. A pending attempt
 * moves; a duplicate, or an event arriving after another already settled the attempt (a late
 * "expired" after "paid", out of order), is ignored rather than undoing a payment. One exception:
 * a verified payment of an attempt Carta had expired is money taken, so it is recorded as paid.
 */
export const settleAttempt = (
  state: AttemptState,
  outcome: PaymentOutcome,
): AttemptState | null => {
  if (state === 'pending') return outcome;
  if (state === 'expired' && outcome === 'paid') return 'paid';
  return null;
};

/**
 * A verified notification counts only for what its attempt charges: the amount with the tip, in
 * its currency (null: the provider did not say). Anything else is refused, whatever it claims.
 */
export const matchesAttempt = (
  attempt: { readonly AmountCents: number; readonly TipCents: number; readonly Currency: string },
  charged: { readonly amountCents: number | null; readonly currency: string | null },
): { readonly ok: true } | { readonly ok: false; readonly field: 'amount' | 'currency' } => {
  if (
    charged.amountCents !== null &&
    charged.amountCents !== attempt.AmountCents + attempt.TipCents
  )
    return { ok: false, field: 'amount' };
  if (charged.currency !== null && charged.currency !== attempt.Currency)
    return { ok: false, field: 'currency' };
  return { ok: true };
};

/** A refund applies to a paid attempt only; a refunded one answers as it is (idempotent). */
export const canRefund = (state: AttemptState): boolean => state === 'paid';

export const PAYMENT_OUTCOMES = ['paid', 'failed', 'cancelled', 'expired'] as const;
export const isPaymentOutcome = (value: unknown): value is PaymentOutcome =>
  typeof value === 'string' && (PAYMENT_OUTCOMES as readonly string[]).includes(value);
