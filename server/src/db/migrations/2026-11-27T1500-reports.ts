import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * Sales reports read a venue's orders by when they were placed: a month or a year out of many.
 * The index holds what the sums need (status, point, total, lines, units): orders are read from it alone.
 */
export const up = async (db: AnyDb, _dialect: Dialect): Promise<void> => {
  // An order's number of lines and of units, kept with its total whenever its lines change: a
  // report of a year of orders then reads no line at all unless it groups by dish.
  await db.schema
    .alterTable('dish_orders')
    .addColumn('LineCount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('dish_orders')
    .addColumn('Units', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update dish_orders set
    "LineCount" = (select count(*) from dish_order_items i where i."OrderID" = dish_orders."ID"),
    "Units" = coalesce((select sum(i."Quantity") from dish_order_items i
      where i."OrderID" = dish_orders."ID"), 0)`.execute(db);
  await db.schema
    .createIndex('dish_orders_enterprise_created')
    .on('dish_orders')
    .columns(['EnterpriseID', 'CreatedAt', 'Status', 'PointID', 'TotalCents', 'LineCount', 'Units'])
    .execute();
  // An order's settled attempts (its provider, its money) read from the index alone.
  await db.schema
    .createIndex('payment_attempts_order_state')
    .on('payment_attempts')
    .columns(['OrderID', 'State', 'Provider', 'AmountCents'])
    .execute();
};
