import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * Sales reports read a venue's orders by when they were placed: a month or a year out of many.
 * The index holds what the sums need (status, point, total), so the orders are read from it alone.
 */
export const up = async (db: AnyDb, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createIndex('dish_orders_enterprise_created')
    .on('dish_orders')
    .columns(['EnterpriseID', 'CreatedAt', 'Status', 'PointID', 'TotalCents'])
    .execute();
  // An order's settled attempts (its provider, its money) read from the index alone.
  await db.schema
    .createIndex('payment_attempts_order_state')
    .on('payment_attempts')
    .columns(['OrderID', 'State', 'Provider', 'AmountCents'])
    .execute();
};
