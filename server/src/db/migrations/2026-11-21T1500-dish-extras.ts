import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// Migrations see the schema as it was then, not today's table types.
type AnyDb = Kysely<unknown>;

const id = (dialect: Dialect) => (col: ColumnDefinitionBuilder) =>
  dialect.name === 'postgres'
    ? col.primaryKey().generatedByDefaultAsIdentity()
    : col.primaryKey().autoIncrement();

/** §3 Extra: the priced options of a dish (a food block), gone with the block. */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  // pg hands `double precision` back as a JS number; numeric would arrive as a string.
  const price = dialect.name === 'postgres' ? 'double precision' : 'real';
  await db.schema
    .createTable('extras')
    .addColumn('ID', 'integer', id(dialect))
    .addColumn('Owner', 'text', (c) => c.notNull())
    .addColumn('MenuContentID', 'integer', (c) =>
      c.notNull().references('contents.ID').onDelete('cascade'),
    )
    .addColumn('Name', dialect.jsonType, (c) => c.notNull())
    .addColumn('Price', price, (c) => c.notNull())
    .addColumn('ORD', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('extras_content_ord')
    .on('extras')
    .columns(['MenuContentID', 'ORD'])
    .execute();
};
