import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// Migrations see the schema as it was then, not today's table types.
type AnyDb = Kysely<unknown>;

/**
 * The catalogues the integration blocks pick from (behaviour.md#data "Other records", behaviour.md#api): records each enterprise
 * owns, the restaurants of hotel chains, the public infoten catalogue and the activity/show type names.
 */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema.alterTable('enterprises').addColumn('Chain', 'text').execute();

  // One table for every {ID, Name} kind: they differ only by kind and a couple of extra fields (Extra).
  // ID is the record's id within its enterprise and kind, so an import can keep the ids blocks point to.
  await db.schema
    .createTable('catalogue_records')
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('Kind', 'text', (c) => c.notNull())
    .addColumn('ID', 'integer', (c) => c.notNull())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('NameKey', 'text', (c) => c.notNull())
    .addColumn('Extra', dialect.jsonType)
    .addPrimaryKeyConstraint('catalogue_records_pk', ['EnterpriseID', 'Kind', 'ID'])
    .execute();
  await db.schema
    .createIndex('catalogue_records_name')
    .on('catalogue_records')
    .columns(['EnterpriseID', 'Kind', 'NameKey'])
    .execute();

  await db.schema
    .createTable('chain_restaurants')
    .addColumn('Chain', 'text', (c) => c.notNull())
    .addColumn('ID', 'integer', (c) => c.notNull())
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('NameKey', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_restaurants_pk', ['Chain', 'ID'])
    .execute();

  await db.schema
    .createTable('infoten_entries')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('Kind', 'text', (c) => c.notNull())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('NameKey', 'text', (c) => c.notNull())
    .addColumn('activo', 'text')
    .addColumn('actividad', 'text')
    .addColumn('TipoActividad', 'text')
    .addColumn('nombreTipo', 'text')
    .addColumn('ClasificacionTipo', 'text')
    .addColumn('zona', 'text')
    .execute();
  await db.schema
    .createIndex('infoten_entries_kind')
    .on('infoten_entries')
    .columns(['Kind', 'NameKey'])
    .execute();

  await db.schema
    .createTable('provider_types')
    .addColumn('Service', 'text', (c) => c.notNull())
    .addColumn('Link', 'text', (c) => c.notNull())
    .addColumn('Type01', 'text', (c) => c.notNull())
    .addColumn('Type02', 'text', (c) => c.notNull())
    .addColumn('Type03', 'text', (c) => c.notNull())
    .addColumn('Type04', 'text', (c) => c.notNull())
    .addColumn('Type05', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('provider_types_pk', ['Service', 'Link'])
    .execute();
};
