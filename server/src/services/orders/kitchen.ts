import { allLinesDone, canRecall, type OrderChangeEventType } from '@carta/domain/orders';
import type { Deps } from '../../deps.ts';
import { NotFound, StateConflict } from '../../domain-errors.ts';
import { appendEvent } from '../../repos/dish-orders/events.ts';
import { clearServedAt, linesDone, setDone } from '../../repos/dish-orders/kitchen.ts';
import {
  findItemWithOrder,
  lockOrderRow,
  type Order,
  type OrderRow,
  saveOrder,
} from '../../repos/dish-orders/orders.ts';
import type { Queryable } from '../../repos/types.ts';
import { orderTransaction } from './group-commit.ts';

const notNow = (message: string) => new StateConflict(message, 'invalid_transition');

/** Change an order's rows and write its event in one transaction; the streams are told after commit. */
const inTransaction = async (
  deps: Deps,
  ws: number,
  work: (q: Queryable) => Promise<{ row: OrderRow; order: Order; type: OrderChangeEventType }>,
): Promise<Order> => {
  const { db, dialect, hub } = deps;
  const order = await orderTransaction(db, dialect, ws, async (trx) => {
    const { row, order, type } = await work(trx);
    await appendEvent(trx, dialect, {
      ws,
      pointId: row.PointID,
      orderId: row.ID,
      type,
      data: order,
    });
    return order;
  });
  hub.notify(ws);
  return order;
};

/**
 * Bump a line (ready) or undo its bump (behaviour.md#kitchen). Lines are bumped while the kitchen
 * prepares the order (accepted); the bump of its last line serves the order (a `close` event, as
 * the desk's "served"). Undoing a bump of a served order, while it may still be recalled, brings it
 * back to the kitchen.
 */
export const bumpLine = (
  deps: Deps,
  ws: number,
  itemId: number,
  done: boolean,
  at: Date,
): Promise<Order> =>
  inTransaction(deps, ws, async (q) => {
    const found = await findItemWithOrder(q, ws, itemId);
    if (!found) throw new NotFound('item');
    const { order: row } = found;
    if (done) {
      if (row.Status !== 'checked')
        throw notNow(`cannot bump a line of an order that is ${row.Status}`);
      await setDone(q, { itemId }, at.toISOString());
      const served = allLinesDone(await linesDone(q, row.ID));
      const order = await saveOrder(q, row, served ? { Status: 'closed' } : {});
      return { row, order, type: served ? 'close' : 'bump' };
    }
    const back = row.Status === 'closed' && canRecall(row.ServedAt, at);
    if (row.Status !== 'checked' && !back)
      throw notNow(`cannot undo a bump of an order that is ${row.Status}`);
    await setDone(q, { itemId }, null);
    if (back) await clearServedAt(q, row.ID);
    const order = await saveOrder(q, row, back ? { Status: 'checked' } : {});
    return { row, order, type: back ? 'recall' : 'unbump' };
  });

/**
 * Call a served order back to the kitchen (a plate came back) within RECALL_MINUTES of serving it:
 * it is accepted again with every line to do.
 */
export const recallOrder = (deps: Deps, ws: number, orderId: number, at: Date): Promise<Order> =>
  inTransaction(deps, ws, async (q) => {
    const row = await lockOrderRow(q, ws, orderId);
    if (!row) throw new NotFound('order');
    if (row.Status !== 'closed' || !canRecall(row.ServedAt, at))
      throw notNow('only an order served in the last 10 minutes can be recalled');
    await setDone(q, { orderId }, null);
    await clearServedAt(q, row.ID);
    const order = await saveOrder(q, { ...row, ServedAt: null }, { Status: 'checked' });
    return { row, order, type: 'recall' };
  });
