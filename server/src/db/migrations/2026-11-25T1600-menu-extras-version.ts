import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The guest menu page shows each dish's extras and is cached per menu Version. Editing extras
 * must not bump Version (the editor saving them would then be refused its own next save), so
 * they have a counter of their own in the page's cache key.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('menus')
    .addColumn('ExtrasVersion', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
};
