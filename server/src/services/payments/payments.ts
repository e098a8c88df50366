import {
  linesStillFree,
  matchesAttempt,
  type PaymentOutcome,
  type PaymentType,
  settleAttempt,
} from '@carta/domain/orders';
import type { Deps } from '../../deps.ts';
import { InvalidInput } from '../../domain-errors.ts';
import { lockOrderRow, type Order } from '../../repos/dish-orders/orders.ts';
import {
  type AttemptRow,
  attemptsOfOrder,
  findAttemptByReference,
  findCredentials,
  linesOfAttempts,
  recordNotification,
  releaseAttemptLines,
  updateAttempt,
} from '../../repos/payments.ts';
import type { Queryable } from '../../repos/types.ts';
import { cardProviderOf, paymentChanged, refuseDemoWhenOff } from './core.ts';
import { providerOf } from './providers/index.ts';
import type { RawNotification, VerifiedNotification } from './providers/provider.ts';
import { ProviderError } from './providers/provider.ts';
import { refundOverpaid } from './refund.ts';

export { credentialsOf } from './core.ts';
export { providerOf } from './providers/index.ts';

/**
 * A payment arriving after its attempt expired may claim lines another attempt has paid or is
 * paying since: it lets go of them (its money is kept, counted in Paid, any excess Overpaid), so
 * that no line is paid by two payments.
 */
const releaseTakenLines = async (q: Queryable, attempt: AttemptRow, all: readonly AttemptRow[]) => {
  const others = all.filter(
    (a) => a.ID !== attempt.ID && (a.State === 'paid' || a.State === 'pending'),
  );
  const links = await linesOfAttempts(q, [attempt.ID, ...others.map((a) => a.ID)]);
  const taken = new Set(links.filter((l) => l.AttemptID !== attempt.ID).map((l) => l.OrderItemID));
  const own = links.filter((l) => l.AttemptID === attempt.ID).map((l) => l.OrderItemID);
  const free = new Set(linesStillFree(own, taken));
  await releaseAttemptLines(
    q,
    attempt.ID,
    own.filter((id) => !free.has(id)),
  );
};

/**
 * Apply an outcome to an attempt, once: the order is locked, the event id recorded (a repeat inserts
 * nothing and changes nothing), then the attempt and the order's money move with their event, all
 * in one transaction. Answers the order when anything changed.
 */
export const settle = async (
  deps: Deps,
  ws: number,
  attempt: AttemptRow,
  outcome: PaymentOutcome,
  eventId: string | null,
  providerPayment: string | null = null,
): Promise<Order | null> => {
  const changed = await deps.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, ws, attempt.OrderID);
    if (!row) return null;
    if (
      eventId !== null &&
      !(await recordNotification(trx, {
        provider: cardProviderOf(attempt),
        eventId,
        attemptId: attempt.ID,
        outcome,
      }))
    )
      return null;
    const all = await attemptsOfOrder(trx, ws, attempt.OrderID);
    const current = all.find((a) => a.ID === attempt.ID);
    const to = current ? settleAttempt(current.State, outcome) : null;
    if (!current || to === null) return null;
    if (current.State === 'expired' && to === 'paid') await releaseTakenLines(trx, current, all);
    await updateAttempt(trx, attempt.ID, {
      State: to,
      ...(providerPayment ? { ProviderPayment: providerPayment } : {}),
    });
    return paymentChanged(deps, trx, ws, row);
  });
  if (changed) {
    deps.hub.notify(ws);
    if (outcome === 'paid' && changed.Overpaid > 0)
      await refundOverpaid(deps, ws, changed, attempt);
  }
  return changed;
};

/**
 * A provider's notification (behaviour.md#payments): verified by its provider, matched to this venue's
 * attempt, its amount and currency checked, then applied once. Anything that does not check out is
 * a 400 and changes nothing.
 */
export const receiveNotification = async (
  deps: Deps,
  ws: number,
  type: PaymentType,
  raw: RawNotification,
): Promise<{ changed: boolean; verified: VerifiedNotification }> => {
  const credentials = await findCredentials(deps.db, ws);
  if (!credentials) throw new InvalidInput('no payments at this venue', ['ws']);
  if (type === 'demo') refuseDemoWhenOff(deps, credentials);
  let verified: VerifiedNotification;
  try {
    verified = providerOf(deps, type).verify(credentials, raw);
  } catch (error) {
    // A provider the venue never configured cannot have sent it.
    if (error instanceof ProviderError)
      throw new InvalidInput(`${type}: not configured here`, ['ws']);
    throw error;
  }
  const attempt = await findAttemptByReference(deps.db, ws, type, verified.reference);
  if (!attempt) throw new InvalidInput('reference: no such payment', ['reference']);
  const match = matchesAttempt(attempt, verified);
  if (!match.ok)
    throw new InvalidInput(`${match.field}: does not match the payment`, [match.field]);
  const changed = await settle(
    deps,
    ws,
    attempt,
    verified.outcome,
    verified.eventId,
    verified.providerPayment,
  );
  return { changed: changed !== null, verified };
};
