import { randomBytes } from 'node:crypto';
import {
  type AttemptProvider,
  type DemoPaymentsOff,
  demoPaymentsOff,
  isPaymentType,
  type PaymentType,
} from '@carta/domain/orders';
import type { Deps } from '../../deps.ts';
import { NotAllowed, NotFound } from '../../domain-errors.ts';
import { appendEvent } from '../../repos/dish-orders/events.ts';
import {
  lockOrderRow,
  type Order,
  type OrderRow,
  saveOrder,
} from '../../repos/dish-orders/orders.ts';
import { type Credentials, createCredentials, findCredentials } from '../../repos/payments.ts';
import type { Queryable } from '../../repos/types.ts';
import type { Caller } from '../orders/act.ts';
import { livePointOf } from '../orders/guest-point.ts';

/**
 * The card provider that serves an attempt. A room charge has none: it is decided by staff, never
 * started, looked up or refunded at a provider (behaviour.md#room-charge), so asking is a bug.
 */
export const cardProviderOf = (attempt: { Provider: AttemptProvider }): PaymentType => {
  if (isPaymentType(attempt.Provider)) return attempt.Provider;
  throw new Error(`a ${attempt.Provider} attempt has no card provider`);
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

/** Why the demo provider is off for a venue with these credentials, or null (behaviour.md#payments). */
export const demoOffFor = (deps: Deps, credentials: Credentials): DemoPaymentsOff | null =>
  demoPaymentsOff({
    production: deps.config.production,
    stripeSecretKey: credentials.secrets.stripe?.SecretKey,
    redsysEnvironment: credentials.secrets.redsys?.Environment,
  });

const DEMO_OFF_MESSAGE: Record<DemoPaymentsOff, string> = {
  production: 'demo payments are off: this server takes real payments',
  live_provider: 'demo payments are off: this venue has saved a live card provider setting',
};

/** 403: the demo provider's signed "paid" form must not settle anything once real money is taken. */
export const refuseDemoWhenOff = (deps: Deps, credentials: Credentials) => {
  const off = demoOffFor(deps, credentials);
  if (off) throw new NotAllowed(DEMO_OFF_MESSAGE[off], 'demo_payments_off');
};

/**
 * The order's money changed (an attempt started, settled or was refunded): its total, money and
 * payment state are recomputed (saveOrder) and an event carries the order to every phone of the
 * point and to the desk, in the caller's transaction.
 */
export const paymentChanged = async (
  deps: Deps,
  q: Queryable,
  ws: number,
  row: OrderRow,
): Promise<Order> => {
  const order = await saveOrder(q, row);
  await appendEvent(q, deps.dialect, {
    ws,
    pointId: row.PointID,
    orderId: row.ID,
    type: `payment_${order.PaymentStatus}`,
    data: order,
  });
  return order;
};

export const lockReachable = async (q: Queryable, ws: number, orderId: number, caller: Caller) => {
  const row = await lockOrderRow(q, ws, orderId);
  if (caller.actor === 'guest') {
    const point = await livePointOf(q, caller.claims, ws);
    if (row && row.PointID !== point.ID) throw new NotFound('order');
  }
  if (!row) throw new NotFound('order');
  return row;
};
