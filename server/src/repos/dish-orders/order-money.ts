import { type Ledger, ledgerOf } from '@carta/domain/orders';
import {
  type Attempt,
  type AttemptRow,
  attemptsOfOrders,
  linesOfAttempts,
  toAttempt,
} from '../payments.ts';
import type { Queryable } from '../types.ts';

/** An order's money as its attempts make it (domain ledgerOf), and who pays which line. */
export type OrderMoney = {
  readonly ledger: Ledger;
  readonly payments: readonly Attempt[];
  /** Lines paid by a settled attempt: the attempt's reference. */
  readonly paidLines: ReadonlyMap<number, string>;
  /** Lines paid or in a pending attempt: nobody else may pay them. */
  readonly coveredLines: ReadonlySet<number>;
  readonly attempts: readonly AttemptRow[];
};

/**
 * The ledger view of a pending attempt as the stored state says it: open until reconciliation
 * expires it (the payment code, which has the clock, also looks at ExpiresAt).
 */
export const ledgerAttempt = (a: AttemptRow, open = a.State === 'pending') => ({
  State: a.State,
  AmountCents: a.AmountCents,
  TipCents: a.TipCents,
  RefundedCents: a.RefundedCents,
  Open: open,
});

export const moneyOf = (
  totalCents: number,
  attempts: readonly AttemptRow[],
  lines: readonly { AttemptID: number; OrderItemID: number }[],
): OrderMoney => {
  const byId = new Map(attempts.map((a) => [a.ID, a]));
  const paidLines = new Map<number, string>();
  const coveredLines = new Set<number>();
  for (const link of lines) {
    const a = byId.get(link.AttemptID);
    if (a?.State === 'paid') paidLines.set(link.OrderItemID, a.Reference);
    if (a?.State === 'paid' || a?.State === 'pending') coveredLines.add(link.OrderItemID);
  }
  return {
    ledger: ledgerOf(
      totalCents,
      attempts.map((a) => ledgerAttempt(a)),
    ),
    payments: attempts.map(toAttempt),
    paidLines,
    coveredLines,
    attempts,
  };
};

/** The money of several orders: two queries (one when none has an attempt). */
export const moneyOfOrders = async (
  db: Queryable,
  orders: readonly { readonly ID: number; readonly TotalCents: number }[],
): Promise<Map<number, OrderMoney>> => {
  const attempts = await attemptsOfOrders(
    db,
    orders.map((o) => o.ID),
  );
  const lines = await linesOfAttempts(
    db,
    attempts.map((a) => a.ID),
  );
  const attemptOrder = new Map(attempts.map((a) => [a.ID, a.OrderID]));
  return new Map(
    orders.map((o) => [
      o.ID,
      moneyOf(
        o.TotalCents,
        attempts.filter((a) => a.OrderID === o.ID),
        lines.filter((l) => attemptOrder.get(l.AttemptID) === o.ID),
      ),
    ]),
  );
};
