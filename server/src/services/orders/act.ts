import {
  type Actor,
  guestLinesFrozenByPayment,
  needsPaymentBeforeConfirm,
  type OrderAction,
  type OrderStatus,
  soldOutMessage,
  TABLE_FOLLOWED_STATUSES,
  transition,
} from '@carta/domain/orders';
import type { PointClaims } from '../../auth/tokens.ts';
import type { Deps } from '../../deps.ts';
import { NotAllowed, NotFound, PaymentRequired, StateConflict } from '../../domain-errors.ts';
import { appendEvent } from '../../repos/dish-orders/events.ts';
import {
  deleteItem,
  deleteOrder,
  findItemWithOrder,
  findOrderRow,
  listOrders,
  lockOrderRow,
  type Order,
  type OrderRow,
  readOrder,
  saveOrder,
} from '../../repos/dish-orders/orders.ts';
import { findOrderSettings } from '../../repos/dish-orders/settings.ts';
import type { Queryable } from '../../repos/types.ts';
import { orderTransaction } from './group-commit.ts';
import { livePointOf } from './guest-point.ts';
import { soldOutLine } from './sold-out-line.ts';

/** Who calls: staff of the venue (already checked by the route), or a guest's point token. */
export type Caller =
  | { readonly actor: 'staff' }
  | { readonly actor: 'guest'; readonly claims: PointClaims };

/**
 * The order as its caller may reach it: the venue's, and for a guest their point's only (another
 * point's order is not found, whatever its id). A guest's token must still be live (behaviour.md#editing).
 */
const reachable = async (q: Queryable, ws: number, caller: Caller, row: OrderRow | undefined) => {
  if (caller.actor === 'guest') {
    const point = await livePointOf(q, caller.claims, ws);
    if (row && row.PointID !== point.ID) return undefined;
  }
  return row;
};

/** 409 to a guest changing the lines of an order being paid or paid (guestLinesFrozenByPayment). */
export const linesFrozen = () =>
  new StateConflict(
    'the order is being paid or is paid: confirm it, then order more',
    'order_in_payment',
  );

/** The stored status, written only from the transition table's values. */

/** The order's state forbids the action: 409 naming it (a wrong actor never gets here: scopes). */
const assertAllowed = (action: OrderAction, row: OrderRow, actor: Actor) => {
  const result = transition(row.Status, action, actor);
  if (result.ok) return result.to;
  if (result.reason === 'actor') throw new NotAllowed(`${action} is not a ${actor}'s action`);
  throw new StateConflict(`cannot ${action} an order that is ${row.Status}`, 'invalid_transition');
};

/**
 * Run one action on an order in a transaction with its event; the streams are told after commit.
 * `apply` changes the rows and answers the order as it now is.
 */
const withOrder = async (
  deps: Deps,
  ws: number,
  find: (q: Queryable) => Promise<OrderRow | undefined>,
  caller: Caller,
  action: OrderAction,
  apply: (q: Queryable, row: OrderRow, to: OrderStatus | null) => Promise<Order>,
): Promise<Order> => {
  const { db, dialect, hub } = deps;
  const order = await orderTransaction(db, dialect, ws, async (trx) => {
    const row = await reachable(trx, ws, caller, await find(trx));
    if (!row) throw new NotFound('order');
    const to = assertAllowed(action, row, caller.actor);
    if (
      caller.actor === 'guest' &&
      (action === 'deleteItem' || action === 'deleteOrder') &&
      guestLinesFrozenByPayment(row.PaymentStatus)
    )
      throw linesFrozen();
    const changed = await apply(trx, row, to);
    await appendEvent(trx, dialect, {
      ws,
      pointId: row.PointID,
      orderId: row.ID,
      type: action,
      data: changed,
    });
    return changed;
  });
  hub.notify(ws);
  return order;
};

/** check, close, finalize, cancel: the state the table leads to. */
export const moveOrder = (
  deps: Deps,
  ws: number,
  orderId: number,
  caller: Caller,
  action: 'check' | 'close' | 'finalize' | 'cancel',
): Promise<Order> =>
  withOrder(
    deps,
    ws,
    (q) => lockOrderRow(q, ws, orderId),
    caller,
    action,
    (q, row, to) => saveOrder(q, row, to ? { Status: to } : {}),
  );

/** Thrown inside the transaction so that it rolls back; the KO answer outside it. */
class SoldOutRefusal extends Error {}

/** behaviour.md#errors: sent, or refused with `{ status: 'KO', message }` and nothing changed. */
export type ConfirmAnswer =
  | { readonly data: Order }
  | { readonly status: 'KO'; readonly message: string };

/**
 * Send the order to the venue. Refused while it holds a dish or an extra sold out now, even one
 * added before it was marked (behaviour.md#service-day): the kitchen could not make it.
 */
export const confirmOrder = async (
  deps: Deps,
  ws: number,
  orderId: number,
  caller: Caller,
  at: Date,
): Promise<ConfirmAnswer> => {
  try {
    const data = await withOrder(
      deps,
      ws,
      (q) => lockOrderRow(q, ws, orderId),
      caller,
      'confirm',
      async (q, row, to) => {
        const settings = await findOrderSettings(q, ws);
        if (needsPaymentBeforeConfirm(settings.PaymentRequired, row.PaymentStatus))
          // behaviour.md#errors: 406 carries the 'Payment required' marker the guest app looks for.
          throw new PaymentRequired();
        const gone = await soldOutLine(q, ws, (await readOrder(q, row)).Items, at);
        if (gone) throw new SoldOutRefusal(soldOutMessage(gone));
        return saveOrder(q, row, to ? { Status: to } : {});
      },
    );
    return { data };
  } catch (error) {
    if (error instanceof SoldOutRefusal) return { status: 'KO', message: error.message };
    throw error;
  }
};

/** Take one line off an order; the total is recomputed. */
export const removeItem = async (
  deps: Deps,
  ws: number,
  itemId: number,
  caller: Caller,
): Promise<Order> => {
  let item = 0;
  return withOrder(
    deps,
    ws,
    async (q) => {
      const found = await findItemWithOrder(q, ws, itemId);
      item = found?.itemId ?? 0;
      return found?.order;
    },
    caller,
    'deleteItem',
    async (q, row) => {
      if (!(await deleteItem(q, item))) throw new NotFound('item');
      return saveOrder(q, row);
    },
  );
};

/** Delete an order with its lines; the event carries it as it was. */
export const removeOrder = (
  deps: Deps,
  ws: number,
  orderId: number,
  caller: Caller,
): Promise<Order> =>
  withOrder(
    deps,
    ws,
    (q) => lockOrderRow(q, ws, orderId),
    caller,
    'deleteOrder',
    async (q, row) => {
      const order = await readOrder(q, row);
      await deleteOrder(q, row.ID);
      return order;
    },
  );

/** Read one order as its caller may reach it. */
export const readReachableOrder = async (
  db: Queryable,
  ws: number,
  orderId: number,
  caller: Caller,
): Promise<Order> => {
  const row = await reachable(db, ws, caller, await findOrderRow(db, ws, orderId));
  if (!row) throw new NotFound('order');
  return readOrder(db, row);
};

/** Most orders a phone is shown at once: a table's round of the evening. */
const TABLE_ORDERS_MAX = 20;

/**
 * The orders a phone at the point follows (TABLE_FOLLOWED_STATUSES), newest first: what a phone that
 * scans late or reloads needs to see the table's open order and what was already sent.
 */
export const tableOrdersOf = async (
  db: Queryable,
  ws: number,
  claims: PointClaims,
): Promise<{ data: Order[]; total: number }> => {
  const point = await livePointOf(db, claims, ws);
  return listOrders(db, ws, {
    offset: 0,
    limit: TABLE_ORDERS_MAX,
    status: null,
    point: point.ID,
    statuses: TABLE_FOLLOWED_STATUSES,
  });
};
