import type { Kysely } from 'kysely';

/**
 * behaviour.md#ordering: a line's wire form (its dish, name, quantity, prices and extras in the
 * order's currency) never changes once ordered, so it is written with the line and spliced into
 * each answer as it is: adding to an open order costs the same at its first line and its ninetieth.
 * Lines from before have none and are read as before.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('dish_order_items').addColumn('Wire', 'text').execute();
};
