import type { Kysely } from 'kysely';

/**
 * behaviour.md#ordering: a kitchen ticket prints once; reprints say COPY. The count lives on the order, not in
 * a browser, so a reprint from another tablet is still marked.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('dish_orders')
    .addColumn('PrintCount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
};
