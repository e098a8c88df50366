import type { Queryable } from '../types.ts';
import { type Order, readOrder } from './orders.ts';

/** How often an order's kitchen ticket was printed and when last: what staff read of it. */
export type Prints = { PrintCount: number; LastPrintedAt: string | null };

export type PrintedOrder = Order & Prints;

/**
 * Count one more printed ticket of venue `ws`'s order, in one statement: two tablets printing at
 * once get 1 and 2, never both 1. Undefined for an order of another venue or none.
 */
export const markPrinted = async (
  db: Queryable,
  ws: number,
  id: number,
  at: Date,
): Promise<PrintedOrder | undefined> => {
  const row = await db
    .updateTable('dish_orders')
    .set((eb) => ({ PrintCount: eb('PrintCount', '+', 1), LastPrintedAt: at.toISOString() }))
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...(await readOrder(db, row)),
    PrintCount: row.PrintCount,
    LastPrintedAt: row.LastPrintedAt,
  };
};

/**
 * The venue's orders with their prints, in one query: a reopened ticket says how often and when it
 * was printed from any tablet (behaviour.md#ordering). Guests' answers never carry them.
 */
export const withPrints = async <O extends Order>(
  db: Queryable,
  ws: number,
  orders: readonly O[],
): Promise<(O & Prints)[]> => {
  if (orders.length === 0) return [];
  const rows = await db
    .selectFrom('dish_orders')
    .select(['ID', 'PrintCount', 'LastPrintedAt'])
    .where('EnterpriseID', '=', ws)
    .where(
      'ID',
      'in',
      orders.map((o) => o.ID),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.ID, r]));
  return orders.map((o) => ({
    ...o,
    PrintCount: byId.get(o.ID)?.PrintCount ?? 0,
    LastPrintedAt: byId.get(o.ID)?.LastPrintedAt ?? null,
  }));
};
