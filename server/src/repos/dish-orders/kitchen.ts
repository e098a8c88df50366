import type { Queryable } from '../types.ts';

/** When each line of the order was bumped (null: still to do). */
export const linesDone = (q: Queryable, orderId: number) =>
  q.selectFrom('dish_order_items').select('DoneAt').where('OrderID', '=', orderId).execute();

/** Bumps (`at`) or un-bumps (null) one line, or every line of an order. */
export const setDone = (
  q: Queryable,
  where: { itemId?: number; orderId?: number },
  at: string | null,
) => {
  let update = q.updateTable('dish_order_items').set({ DoneAt: at });
  if (where.itemId !== undefined) update = update.where('ID', '=', where.itemId);
  if (where.orderId !== undefined) update = update.where('OrderID', '=', where.orderId);
  return update.execute();
};

/** The order is no longer served: it is back in the kitchen. */
export const clearServedAt = (q: Queryable, orderId: number) =>
  q.updateTable('dish_orders').set({ ServedAt: null }).where('ID', '=', orderId).execute();
