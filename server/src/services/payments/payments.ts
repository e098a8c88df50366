import { randomBytes } from 'node:crypto';
import {
  attemptExpiresAt,
  canRefund,
  canStartPayment,
  orderPaymentAfter,
  type PaymentOutcome,
  type PaymentStatus,
  type PaymentType,
  settleAttempt,
} from '@carta/domain/orders';
import type { Deps } from '../../deps.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { appendEvent } from '../../repos/dish-orders/events.ts';
import { lockOrderRow, type OrderRow, saveOrder } from '../../repos/dish-orders/orders.ts';
import { findOrderSettings } from '../../repos/dish-orders/settings.ts';
import {
  type AttemptRow,
  attemptsOfOrder,
  type Credentials,
  createCredentials,
  findAttemptByReference,
  findCredentials,
  insertAttempt,
  recordNotification,
  updateAttempt,
} from '../../repos/payments.ts';
import type { Queryable } from '../../repos/types.ts';
import type { Caller } from '../orders/act.ts';
import { livePointOf } from '../orders/guest-point.ts';
import { demoProvider } from './demo/index.ts';
import type { PaymentProvider, RawNotification, VerifiedNotification } from './provider.ts';
import { ProviderError } from './provider.ts';
import { redsysProvider } from './redsys/index.ts';
import { stripeProvider } from './stripe/index.ts';

/** The provider of a type, built with the server's configuration (hosts tests point elsewhere). */
export const providerOf = (deps: Deps, type: PaymentType): PaymentProvider => {
  if (type === 'demo') return demoProvider;
  if (type === 'stripe') return stripeProvider(deps.config.payments.stripeApi);
  return redsysProvider(deps.config.payments.redsysUrls);
};

/** A venue's credentials; a venue that never saved any still has a demo secret, made on first use. */
export const credentialsOf = async (q: Queryable, ws: number): Promise<Credentials> => {
  const found = await findCredentials(q, ws);
  if (found) return found;
  const made: Credentials = {
    provider: 'demo',
    secrets: {},
    demoSecret: randomBytes(32).toString('base64url'),
  };
  // Two first uses at once must agree on one demo secret: the first row stays.
  await createCredentials(q, ws, made);
  return (await findCredentials(q, ws)) ?? made;
};

const paymentOf = (row: OrderRow) => row.PaymentStatus as PaymentStatus;

/** Write the order's payment state and its event (for the live screens) in the caller's transaction. */
const movePayment = async (
  deps: Deps,
  q: Queryable,
  ws: number,
  row: OrderRow,
  to: PaymentStatus,
) => {
  if (paymentOf(row) === to) return;
  const order = await saveOrder(q, row, { PaymentStatus: to });
  await appendEvent(q, deps.dialect, {
    ws,
    pointId: row.PointID,
    orderId: row.ID,
    type: `payment_${to}`,
    data: order,
  });
};

const lockReachable = async (q: Queryable, ws: number, orderId: number, caller: Caller) => {
  const row = await lockOrderRow(q, ws, orderId);
  if (caller.actor === 'guest') {
    const point = await livePointOf(q, caller.claims, ws);
    if (row && row.PointID !== point.ID) throw notFound('order');
  }
  if (!row) throw notFound('order');
  return row;
};

export type StartedPayment = { readonly attempt: AttemptRow; readonly redirectUrl: string };

/**
 * Start paying an order (§7 prepare-pay): an attempt of the order's amount as the server computes
 * it, with a fresh provider reference. A pending attempt of the same amount is answered again, so a
 * double tap or a second phone never opens a second charge; another amount waits for its expiry.
 */
export const startPayment = async (
  deps: Deps,
  ws: number,
  orderId: number,
  caller: Caller,
  returnUrl: (attempt: AttemptRow) => string,
): Promise<StartedPayment> => {
  const { db, config } = deps;
  const clock = config.clock ?? (() => new Date());
  const prepared = await db.transaction().execute(async (trx) => {
    const row = await lockReachable(trx, ws, orderId, caller);
    const settings = await findOrderSettings(trx, ws);
    if (settings.PaymentType === null)
      throw new HttpError(409, 'payment_off', 'payments are off at this venue');
    if (!canStartPayment(paymentOf(row), row.TotalCents))
      throw new HttpError(
        409,
        'payment_not_startable',
        `the order's payment is ${row.PaymentStatus}`,
      );
    if (row.Status === 'cancelled' || row.Status === 'finalized')
      throw new HttpError(409, 'invalid_transition', `cannot pay an order that is ${row.Status}`);
    const now = clock();
    const pending = (await attemptsOfOrder(trx, ws, orderId)).find(
      (a) => a.State === 'pending' && new Date(a.ExpiresAt) > now,
    );
    if (pending && pending.AmountCents === row.TotalCents && pending.RedirectUrl)
      return { attempt: pending, reuse: true, credentials: await credentialsOf(trx, ws) };
    // Another amount (items added since), or the same one still being opened by another call.
    if (pending)
      throw new HttpError(
        409,
        'payment_pending',
        `a payment of this order is in progress until ${pending.ExpiresAt}`,
      );
    const provider = providerOf(deps, settings.PaymentType);
    const attempt = await insertAttempt(trx, {
      ws,
      orderId,
      provider: settings.PaymentType,
      reference: provider.newReference(),
      amountCents: row.TotalCents,
      currency: row.Currency,
      expiresAt: attemptExpiresAt(now).toISOString(),
    });
    await movePayment(deps, trx, ws, row, orderPaymentAfter(paymentOf(row), 'pending'));
    return { attempt, reuse: false, credentials: await credentialsOf(trx, ws) };
  });
  deps.hub.notify(ws);
  const { attempt, credentials } = prepared;
  if (prepared.reuse && attempt.RedirectUrl) return { attempt, redirectUrl: attempt.RedirectUrl };
  const provider = providerOf(deps, attempt.Provider as PaymentType);
  try {
    const started = await provider.start(credentials, {
      ws,
      attempt,
      returnUrl: returnUrl(attempt),
      notifyUrl: `${config.publicUrl}/api/public/payments/${ws}/${attempt.Provider}/${attempt.Provider === 'stripe' ? 'webhook' : 'notify'}`,
      publicUrl: config.publicUrl,
    });
    const stored = await updateAttempt(db, attempt.ID, {
      RedirectUrl: started.redirectUrl,
      ...(started.reference ? { Reference: started.reference } : {}),
    });
    return { attempt: stored, redirectUrl: started.redirectUrl };
  } catch (error) {
    // The provider refused: the attempt failed, and the order says so (the guest may retry).
    await settle(deps, ws, attempt, 'failed', null);
    if (error instanceof ProviderError) throw new HttpError(502, 'provider_error', error.message);
    throw error;
  }
};

/**
 * Apply an outcome to an attempt, once: the order is locked, the event id recorded (a repeat inserts
 * nothing and changes nothing), then the attempt and the order move with their event, all in one
 * transaction. Answers whether anything changed.
 */
export const settle = async (
  deps: Deps,
  ws: number,
  attempt: AttemptRow,
  outcome: PaymentOutcome,
  eventId: string | null,
  providerPayment: string | null = null,
): Promise<boolean> => {
  const changed = await deps.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, ws, attempt.OrderID);
    if (!row) return false;
    if (
      eventId !== null &&
      !(await recordNotification(trx, {
        provider: attempt.Provider as PaymentType,
        eventId,
        attemptId: attempt.ID,
        outcome,
      }))
    )
      return false;
    const current = (await attemptsOfOrder(trx, ws, attempt.OrderID)).find(
      (a) => a.ID === attempt.ID,
    );
    const to = current ? settleAttempt(current.State as never, outcome) : null;
    if (!current || to === null) return false;
    await updateAttempt(trx, attempt.ID, {
      State: to,
      ...(providerPayment ? { ProviderPayment: providerPayment } : {}),
    });
    const others = (await attemptsOfOrder(trx, ws, attempt.OrderID)).filter(
      (a) => a.ID !== attempt.ID && a.State === 'pending',
    );
    // Another attempt still open keeps the order pending: its guest may yet pay it.
    const next = orderPaymentAfter(paymentOf(row), to);
    await movePayment(
      deps,
      trx,
      ws,
      row,
      next === 'failed' && others.length > 0 ? 'pending' : next,
    );
    return true;
  });
  if (changed) deps.hub.notify(ws);
  return changed;
};

/**
 * A provider's notification (issue 16 §2): verified by its provider, matched to this venue's
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
  if (!credentials) throw badRequest('no payments at this venue', ['ws']);
  let verified: VerifiedNotification;
  try {
    verified = providerOf(deps, type).verify(credentials, raw);
  } catch (error) {
    // A provider the venue never configured cannot have sent it.
    if (error instanceof ProviderError) throw badRequest(`${type}: not configured here`, ['ws']);
    throw error;
  }
  const attempt = await findAttemptByReference(deps.db, ws, type, verified.reference);
  if (!attempt) throw badRequest('reference: no such payment', ['reference']);
  if (verified.amountCents !== null && verified.amountCents !== attempt.AmountCents)
    throw badRequest('amount: does not match the payment', ['amount']);
  if (verified.currency !== null && verified.currency !== attempt.Currency)
    throw badRequest('currency: does not match the payment', ['currency']);
  const changed = await settle(
    deps,
    ws,
    attempt,
    verified.outcome,
    verified.eventId,
    verified.providerPayment,
  );
  return { changed, verified };
};

/**
 * Refund an order's paid attempt in full (staff). The attempt is claimed in a transaction before the
 * provider is called, so two clicks never refund twice; a refunded order answers as it is.
 */
export const refundPayment = async (
  deps: Deps,
  ws: number,
  orderId: number,
): Promise<AttemptRow> => {
  const claimed = await deps.db.transaction().execute(async (trx) => {
    await lockReachable(trx, ws, orderId, { actor: 'staff' });
    const attempts = await attemptsOfOrder(trx, ws, orderId);
    const paid = attempts.find((a) => canRefund(a.State as never) && a.RefundReference === null);
    if (!paid) {
      const refunded = attempts.find((a) => a.State === 'refunded');
      if (refunded) return { attempt: refunded, claim: false };
      throw new HttpError(409, 'not_refundable', 'the order has no paid payment to refund');
    }
    return {
      attempt: await updateAttempt(trx, paid.ID, {
        RefundReference: 'claimed',
        // Dated: a claim a crash leaves behind is recovered once stale (reconcile.ts).
        RefundClaimedAt: (deps.config.clock ?? (() => new Date()))().toISOString(),
      }),
      claim: true,
    };
  });
  if (!claimed.claim) return claimed.attempt;
  const attempt = claimed.attempt;
  let reference: string;
  try {
    const credentials = await credentialsOf(deps.db, ws);
    reference = await providerOf(deps, attempt.Provider as PaymentType).refund(
      credentials,
      attempt,
    );
  } catch (error) {
    await updateAttempt(deps.db, attempt.ID, { RefundReference: null });
    if (error instanceof ProviderError) throw new HttpError(502, 'provider_error', error.message);
    throw error;
  }
  const done = await deps.db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, ws, orderId);
    const updated = await updateAttempt(trx, attempt.ID, {
      State: 'refunded',
      RefundReference: reference,
    });
    const stillPaid = (await attemptsOfOrder(trx, ws, orderId)).some((a) => a.State === 'paid');
    if (row && !stillPaid) await movePayment(deps, trx, ws, row, 'refunded');
    return updated;
  });
  deps.hub.notify(ws);
  return done;
};
