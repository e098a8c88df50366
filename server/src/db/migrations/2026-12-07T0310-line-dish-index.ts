import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * The lines' index holds an order's lines by dish: a report by dish then sums each order's lines of
 * a dish as it reads them, without sorting a year of lines to count each order once per dish. A
 * lookup of an order's lines reads the same index (an order has a few lines to put in order).
 */
export const up = async (db: AnyDb, _dialect: Dialect): Promise<void> => {
  await db.schema.dropIndex('dish_order_items_order').execute();
  await db.schema
    .createIndex('dish_order_items_order')
    .on('dish_order_items')
    .columns(['OrderID', 'MenuContentID', 'ID', 'Quantity', 'LineCents', 'StationID'])
    .execute();
};
