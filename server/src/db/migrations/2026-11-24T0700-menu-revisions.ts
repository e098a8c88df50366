import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// Migrations see the schema as it was then, not today's table types.
type AnyDb = Kysely<unknown>;

/** behaviour.md#editing: every menu save keeps a revision; they go with their menu. */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('menu_revisions')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('Owner', 'text', (c) => c.notNull())
    .addColumn('MenuID', 'integer', (c) => c.notNull().references('menus.ID').onDelete('cascade'))
    // A deleted user's revisions stay, under the name kept beside.
    .addColumn('UserID', 'integer', (c) => c.references('users.ID').onDelete('set null'))
    .addColumn('UserName', 'text', (c) => c.notNull())
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addColumn('Summary', dialect.jsonType, (c) => c.notNull())
    .addColumn('Snapshot', dialect.jsonType, (c) => c.notNull())
    .execute();
  // Listing newest first and pruning both walk one menu's revisions by ID.
  await db.schema
    .createIndex('menu_revisions_menu_id')
    .on('menu_revisions')
    .columns(['MenuID', 'ID'])
    .execute();
};
