import type { Kysely } from 'kysely';

/**
 * behaviour.md#ordering: a reopened ticket tells staff when it was last printed, from any tablet,
 * so the time lives on the order beside its count.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('dish_orders').addColumn('LastPrintedAt', 'text').execute();
};
