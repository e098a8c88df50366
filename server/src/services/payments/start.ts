import {
  attemptExpiresAt,
  attemptOpenAt,
  ledgerOf,
  type PayBody,
  planPayment,
  providerTakes,
  type Split,
  splitKeys,
  toMinor,
} from '@carta/domain/orders';
import type { Deps } from '../../deps.ts';
import { InvalidInput, StateConflict, UpstreamFailed } from '../../domain-errors.ts';
import { ledgerAttempt } from '../../repos/dish-orders/order-money.ts';
import { linesOfOrder, type OrderRow } from '../../repos/dish-orders/orders.ts';
import { findOrderSettings, findPaymentPolicy } from '../../repos/dish-orders/settings.ts';
import {
  type AttemptRow,
  attemptsOfOrder,
  insertAttempt,
  insertAttemptLines,
  linesOfAttempts,
  updateAttempt,
} from '../../repos/payments.ts';
import type { Queryable } from '../../repos/types.ts';
import type { Caller } from '../orders/act.ts';
import {
  cardProviderOf,
  credentialsOf,
  lockReachable,
  paymentChanged,
  refuseDemoWhenOff,
} from './core.ts';
import { settle } from './payments.ts';
import { providerOf } from './providers/index.ts';
import { notifyUrl } from './providers/paths.ts';
import { ProviderError } from './providers/provider.ts';

export type StartedPayment = { readonly attempt: AttemptRow; readonly redirectUrl: string };

/** Wire money of the body as minor units of the order's currency; 400 naming the field. */
const minorOf = (value: number, currency: string, field: string): number => {
  const minor = toMinor(value, currency);
  if (minor === null) throw new InvalidInput(`${field}: not an amount`, [field]);
  return minor;
};

const splitOf = (body: PayBody, currency: string): Split => {
  const keys = splitKeys(body);
  if (keys.length > 1)
    throw new InvalidInput(`${keys.join(', ')}: one way to split at a time`, keys);
  if (body.Items) return { kind: 'items', itemIds: body.Items };
  if (body.Parts) return { kind: 'parts', of: body.Parts.Of, count: body.Parts.Count ?? 1 };
  if (body.Amount !== undefined) {
    const amountCents = minorOf(body.Amount, currency, 'Amount');
    if (amountCents <= 0) throw new InvalidInput('Amount: more than nothing', ['Amount']);
    return { kind: 'amount', amountCents };
  }
  return { kind: 'all' };
};

/**
 * What to charge, decided with the order locked: the split of what is due (domain planPayment)
 * among the lines and attempts as they are now, and the tip the venue allows.
 */
const plan = async (q: Queryable, ws: number, row: OrderRow, body: PayBody, now: Date) => {
  const split = splitOf(body, row.Currency);
  const policy = await findPaymentPolicy(q, ws);
  const tipCents = body.Tip === undefined ? 0 : minorOf(body.Tip, row.Currency, 'Tip');
  if (tipCents > 0 && !policy.TipsEnabled)
    throw new InvalidInput('Tip: tips are off here', ['Tip']);
  const attempts = await attemptsOfOrder(q, ws, row.ID);
  // An attempt past its expiry no longer holds money or lines, even before reconciliation runs
  // (a room charge holds them until staff decide).
  const open = (a: AttemptRow) => attemptOpenAt(a, now);
  const holding = new Set(attempts.filter((a) => open(a) || a.State === 'paid').map((a) => a.ID));
  const covered = new Set((await linesOfAttempts(q, [...holding])).map((l) => l.OrderItemID));
  const ledger = ledgerOf(
    row.TotalCents,
    attempts.map((a) => ledgerAttempt(a, open(a))),
  );
  const lines = (await linesOfOrder(q, row.ID)).map((l) => ({ ...l, Covered: covered.has(l.ID) }));
  const planned = planPayment(ledger, lines, split);
  // A double tap on "pay all" or on the same lines answers the attempt already open for them.
  const again = attempts.find(
    (a) =>
      open(a) &&
      a.RedirectUrl !== null &&
      a.TipCents === tipCents &&
      ((split.kind === 'all' && a.Share === 'all') ||
        (split.kind === 'items' && a.Share === 'items')),
  );
  if (again && !planned.ok && split.kind === 'all') return { again };
  if (again && split.kind === 'items') {
    const own = (await linesOfAttempts(q, [again.ID])).map((l) => l.OrderItemID).sort();
    if (own.join() === [...split.itemIds].sort().join()) return { again };
  }
  if (!planned.ok) {
    const fields = planned.field ? [planned.field] : [];
    throw planned.status === 400
      ? new InvalidInput(planned.message, fields)
      : new StateConflict(planned.message, planned.code, fields);
  }
  if (tipCents > planned.amountCents)
    throw new InvalidInput('Tip: at most the amount paid', ['Tip']);
  return { planned, tipCents };
};

/**
 * Start paying an order (prepare-pay and the provider pay calls): an attempt for a fixed amount
 * and tip, covering fixed lines or a share of what is due (domain planPayment), with a fresh
 * provider reference. The table keeps ordering meanwhile: lines added later raise what is due,
 * the attempt keeps its amount.
 */
export const startPayment = async (
  deps: Deps,
  ws: number,
  orderId: number,
  caller: Caller,
  returnUrl: (attempt: AttemptRow) => string,
  body: PayBody = {},
): Promise<StartedPayment> => {
  const { db, config } = deps;
  const clock = config.clock ?? (() => new Date());
  const prepared = await db.transaction().execute(async (trx) => {
    const row = await lockReachable(trx, ws, orderId, caller);
    const settings = await findOrderSettings(trx, ws);
    if (settings.PaymentType === null)
      throw new StateConflict('payments are off at this venue', 'payment_off');
    if (!providerTakes(settings.PaymentType, row.Currency))
      throw new StateConflict(
        `${settings.PaymentType} does not take ${row.Currency}`,
        'currency_not_supported',
      );
    if (row.Status === 'cancelled' || row.Status === 'finalized')
      throw new StateConflict(`cannot pay an order that is ${row.Status}`, 'invalid_transition');
    const credentials = await credentialsOf(trx, ws);
    if (settings.PaymentType === 'demo') refuseDemoWhenOff(deps, credentials);
    const now = clock();
    const decided = await plan(trx, ws, row, body, now);
    if ('again' in decided && decided.again)
      return { attempt: decided.again, reuse: true, credentials };
    const { planned, tipCents } = decided as Exclude<typeof decided, { again: AttemptRow }>;
    const provider = providerOf(deps, settings.PaymentType);
    const attempt = await insertAttempt(trx, {
      ws,
      orderId,
      provider: settings.PaymentType,
      reference: provider.newReference(),
      amountCents: planned.amountCents,
      tipCents,
      share: planned.share,
      currency: row.Currency,
      expiresAt: attemptExpiresAt(now).toISOString(),
    });
    await insertAttemptLines(trx, attempt.ID, planned.itemIds);
    await paymentChanged(deps, trx, ws, row);
    return { attempt, reuse: false, credentials };
  });
  deps.hub.notify(ws);
  const { attempt, credentials } = prepared;
  if (prepared.reuse && attempt.RedirectUrl) return { attempt, redirectUrl: attempt.RedirectUrl };
  const type = cardProviderOf(attempt);
  const provider = providerOf(deps, type);
  try {
    const started = await provider.start(credentials, {
      ws,
      attempt,
      returnUrl: returnUrl(attempt),
      notifyUrl: notifyUrl(config.publicUrl, ws, type),
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
    if (error instanceof ProviderError) throw new UpstreamFailed('provider_error', error.message);
    throw error;
  }
};
