import type { AttemptState } from './payments.ts';
import type { PaymentStatus } from './status.ts';

/**
 * Payments as a ledger: an order's money follows from its attempts, each for a fixed amount (and a
 * tip) fixed when it started. Nothing here reads a clock: whether an attempt is still open is
 * given.
 */
export type LedgerAttempt = {
  readonly State: AttemptState;
  /** The order's money the attempt charges, tip excluded. */
  readonly AmountCents: number;
  readonly TipCents: number;
  readonly RefundedCents: number;
  /** Pending and not past its expiry: its guest may still pay it. */
  readonly Open: boolean;
};

export type Ledger = {
  /** Money received for the order and not refunded, up to its total; tips apart. */
  readonly PaidCents: number;
  /** Tips received and not refunded. */
  readonly TipsCents: number;
  /** Total − Paid, never below 0. */
  readonly DueCents: number;
  /** Money received beyond the total (a late or second payment): Paid + Overpaid is all kept. */
  readonly OverpaidCents: number;
  /** What open attempts will charge if paid (tips apart): not to be asked of another guest. */
  readonly OpenCents: number;
  readonly Status: PaymentStatus;
};

/** An attempt whose money was taken (refunded since or not). */
export const holdsMoney = (state: AttemptState): boolean =>
  state === 'paid' || state === 'refunded';

/**
 * What an attempt keeps after its refunds, order money and tip apart. A refund comes off the
 * order's money first and off the tip last: a refund of part of a bill leaves the tip to the staff.
 */
export const keptOf = (a: LedgerAttempt): { readonly amount: number; readonly tip: number } => {
  if (!holdsMoney(a.State)) return { amount: 0, tip: 0 };
  const refunded = Math.min(a.RefundedCents, a.AmountCents + a.TipCents);
  const fromAmount = Math.min(refunded, a.AmountCents);
  return { amount: a.AmountCents - fromAmount, tip: a.TipCents - (refunded - fromAmount) };
};

/** What is left to refund of an attempt: its money taken and not yet given back. */
export const refundableOf = (a: LedgerAttempt): number =>
  a.State === 'paid' ? Math.max(0, a.AmountCents + a.TipCents - a.RefundedCents) : 0;

/** An attempt's state once `refunded` minor units in all went back: refunded when nothing is left. */
export const stateAfterRefund = (a: LedgerAttempt, refunded: number): AttemptState =>
  refunded >= a.AmountCents + a.TipCents ? 'refunded' : 'paid';

/**
 * The order's money from its total and its attempts (the one place PaymentStatus comes from):
 * paid only when nothing is due; pending while an attempt is open; partial when money came and
 * some is due; refunded when all money received went back; none otherwise.
 */
export const ledgerOf = (totalCents: number, attempts: readonly LedgerAttempt[]): Ledger => {
  let received = 0;
  let tips = 0;
  let open = 0;
  let anyRefund = false;
  for (const a of attempts) {
    const kept = keptOf(a);
    received += kept.amount;
    tips += kept.tip;
    if (a.Open && a.State === 'pending') open += a.AmountCents;
    if (holdsMoney(a.State) && a.RefundedCents > 0) anyRefund = true;
  }
  const paid = Math.min(received, Math.max(0, totalCents));
  const due = Math.max(0, totalCents - paid);
  const status: PaymentStatus =
    paid > 0 && due === 0
      ? 'paid'
      : open > 0
        ? 'pending'
        : paid > 0
          ? 'partial'
          : anyRefund
            ? 'refunded'
            : 'none';
  return {
    PaidCents: paid,
    TipsCents: tips,
    DueCents: due,
    OverpaidCents: received - paid,
    OpenCents: open,
    Status: status,
  };
};

/**
 * The first `count` of `of` equal shares of `dueCents`, rounded so that the `of` shares sum to it
 * exactly: the first (due mod of) shares carry one minor unit more.
 */
export const sharesOf = (dueCents: number, of: number, count: number): number => {
  const k = Math.min(Math.max(0, count), of);
  return Math.floor(dueCents / of) * k + Math.min(k, dueCents % of);
};
