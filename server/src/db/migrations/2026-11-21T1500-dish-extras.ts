import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// Migrations see the schema as it was then, not today's table types.
type AnyDb = Kysely<unknown>;

/** behaviour.md#data Extra: the priced options of a dish (a food block), gone with the block. */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('extras')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('Owner', 'text', (c) => c.notNull())
    .addColumn('MenuContentID', 'integer', (c) =>
      c.notNull().references('contents.ID').onDelete('cascade'),
    )
    .addColumn('Name', dialect.jsonType, (c) => c.notNull())
    .addColumn('Price', dialect.floatType, (c) => c.notNull())
    .addColumn('ORD', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('extras_content_ord')
    .on('extras')
    .columns(['MenuContentID', 'ORD'])
    .execute();
};
