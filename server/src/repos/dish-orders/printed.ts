import type { Queryable } from '../types.ts';
import { type Order, readOrder } from './orders.ts';

export type PrintedOrder = Order & { PrintCount: number };

/**
 * Count one more printed ticket of venue `ws`'s order, in one statement: two tablets printing at
 * once get 1 and 2, never both 1. Undefined for an order of another venue or none.
 */
export const markPrinted = async (
  db: Queryable,
  ws: number,
  id: number,
): Promise<PrintedOrder | undefined> => {
  const row = await db
    .updateTable('dish_orders')
    .set((eb) => ({ PrintCount: eb('PrintCount', '+', 1) }))
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...(await readOrder(db, row)), PrintCount: row.PrintCount };
};
