import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * The lines' index also holds the station each line was ordered at: a report by station then reads
 * the index alone, as a report by dish does.
 */
export const up = async (db: AnyDb, _dialect: Dialect): Promise<void> => {
  await db.schema.dropIndex('dish_order_items_order').execute();
  await db.schema
    .createIndex('dish_order_items_order')
    .on('dish_order_items')
    .columns(['OrderID', 'ID', 'MenuContentID', 'Quantity', 'LineCents', 'StationID'])
    .execute();
};
