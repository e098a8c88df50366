import { ROOM_PROVIDER, refundableOf, stateAfterRefund, toMinor } from '@carta/domain/orders';
import type { Deps } from '../../deps.ts';
import {
  DomainError,
  InvalidInput,
  NotFound,
  StateConflict,
  UpstreamFailed,
} from '../../domain-errors.ts';
import { ledgerAttempt } from '../../repos/dish-orders/order-money.ts';
import { lockOrderRow, type Order } from '../../repos/dish-orders/orders.ts';
import { findPaymentPolicy } from '../../repos/dish-orders/settings.ts';
import { type AttemptRow, attemptsOfOrder, updateAttempt } from '../../repos/payments.ts';
import type { Queryable } from '../../repos/types.ts';
import { cardProviderOf, credentialsOf, lockReachable, paymentChanged } from './core.ts';
import { providerOf } from './providers/index.ts';
import { ProviderError } from './providers/provider.ts';

/** The refund marker while the provider is being asked: a second click waits for the first. */
const CLAIMED = 'claimed';

const left = (a: AttemptRow) => refundableOf(ledgerAttempt(a));

/**
 * Give back `amount` (minor units) of one paid attempt. The attempt is claimed in a transaction
 * before the provider is called, so two clicks never refund twice; the provider's answer then
 * moves RefundedCents, the attempt's state and the order's money with their event.
 */
const refundAttempt = async (
  deps: Deps,
  ws: number,
  claimed: AttemptRow,
  amount: number,
  previous: string | null,
): Promise<AttemptRow> => {
  let reference: string;
  try {
    const credentials = await credentialsOf(deps.db, ws);
    reference = await providerOf(deps, cardProviderOf(claimed)).refund(
      credentials,
      claimed,
      amount,
    );
  } catch (error) {
    await updateAttempt(deps.db, claimed.ID, { RefundReference: previous });
    if (error instanceof ProviderError) throw new UpstreamFailed('provider_error', error.message);
    throw error;
  }
  const done = await deps.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, ws, claimed.OrderID);
    const refunded = claimed.RefundedCents + amount;
    const updated = await updateAttempt(trx, claimed.ID, {
      State: stateAfterRefund(ledgerAttempt(claimed), refunded),
      RefundedCents: refunded,
      RefundReference: reference,
    });
    if (row) await paymentChanged(deps, trx, ws, row);
    return updated;
  });
  deps.hub.notify(ws);
  return done;
};

/** Claim an attempt for a refund, in the order's transaction: 409 while another refund runs. */
const claim = async (deps: Deps, q: Queryable, a: AttemptRow, amount: number) => {
  if (a.RefundReference === CLAIMED)
    throw new StateConflict('a refund of this payment is in progress', 'refund_in_progress');
  return updateAttempt(q, a.ID, {
    RefundReference: CLAIMED,
    // Dated and sized: a claim a crash leaves behind is recovered once stale (reconcile.ts), for
    // exactly the amount it was for.
    RefundClaimedAt: (deps.config.clock ?? (() => new Date()))().toISOString(),
    RefundClaimCents: amount,
  });
};

/**
 * Refund one payment of an order, whole or in part (staff): `attemptId` names it (absent: the
 * first payment with money left), `amountCents` how much (absent: all that is left of it). An
 * order with nothing left to refund answers its refunded payment (a repeated click).
 */
export const refundPayment = async (
  deps: Deps,
  ws: number,
  orderId: number,
  choice: { readonly attemptId?: number; readonly amountCents?: number } = {},
): Promise<AttemptRow> => {
  const claimed = await deps.db.transaction().execute(async (trx) => {
    await lockReachable(trx, ws, orderId, { actor: 'staff' });
    const attempts = await attemptsOfOrder(trx, ws, orderId);
    const chosen =
      choice.attemptId === undefined
        ? attempts.find((a) => left(a) > 0 && a.Provider !== ROOM_PROVIDER)
        : attempts.find((a) => a.ID === choice.attemptId);
    if (choice.attemptId !== undefined && !chosen) throw new NotFound('payment');
    // Carta holds no money of a room charge: the hotel corrects the room's folio (behaviour.md#room-charge).
    if (chosen?.Provider === ROOM_PROVIDER)
      throw new StateConflict("a room charge is corrected on the room's folio", 'not_refundable');
    if (!chosen || left(chosen) === 0) {
      const refunded = chosen ?? attempts.find((a) => a.State === 'refunded');
      if (refunded?.State === 'refunded') return { attempt: refunded, amount: 0, previous: null };
      throw new StateConflict('no paid payment to refund', 'not_refundable');
    }
    const amount = choice.amountCents ?? left(chosen);
    if (amount > left(chosen))
      throw new InvalidInput('Amount: more than is left of the payment', ['Amount']);
    const previous = chosen.RefundReference;
    return { attempt: await claim(deps, trx, chosen, amount), amount, previous };
  });
  if (claimed.amount === 0) return claimed.attempt;
  return refundAttempt(deps, ws, claimed.attempt, claimed.amount, claimed.previous);
};

/**
 * Money received beyond an order's total goes back on its own when the venue chose so
 * (AutoRefundOverpaid): from the payment that brought it, at most what is left of it. A provider
 * that refuses leaves it Overpaid, shown to staff with its refund action.
 */
export const refundOverpaid = async (
  deps: Deps,
  ws: number,
  order: Order,
  attempt: AttemptRow,
): Promise<void> => {
  if (!(await findPaymentPolicy(deps.db, ws)).AutoRefundOverpaid) return;
  const overpaid = toMinor(order.Overpaid, order.Currency) ?? 0;
  if (overpaid <= 0) return;
  try {
    await refundPayment(deps, ws, order.ID, {
      attemptId: attempt.ID,
      amountCents: Math.min(overpaid, attempt.AmountCents),
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
};
