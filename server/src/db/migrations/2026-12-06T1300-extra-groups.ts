import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * behaviour.md#extra-groups: a dish's extras sorted into groups with how many a line takes, and each
 * option's allergens. Extras saved before keep no group (null) and no allergens.
 */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('extra_groups')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('Owner', 'text', (c) => c.notNull())
    .addColumn('MenuContentID', 'integer', (c) =>
      c.notNull().references('contents.ID').onDelete('cascade'),
    )
    .addColumn('Name', dialect.jsonType, (c) => c.notNull())
    .addColumn('Min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('Max', 'integer', (c) => c.notNull())
    .addColumn('ORD', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('extra_groups_content_ord')
    .on('extra_groups')
    .columns(['MenuContentID', 'ORD'])
    .execute();
  // No foreign key: the repository clears it when its group goes (SQLite cannot add one to a table).
  await db.schema.alterTable('extras').addColumn('GroupID', 'integer').execute();
  await db.schema
    .alterTable('extras')
    .addColumn('Allergens', dialect.jsonType, (c) => c.notNull().defaultTo('[]'))
    .execute();
};
