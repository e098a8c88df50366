import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * Kitchen stations (behaviour.md#kitchen): the venue's stations, which menu section or dish each
 * prepares, the station of each order line (fixed when ordered, as its ticket was), a line's bump
 * and the moment an order was served (a recall is allowed for a while after).
 */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('kitchen_stations')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    // JSON text: a plain name ("Barra") or one per language.
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('PrepMinutes', 'integer')
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kitchen_stations_venue')
    .on('kitchen_stations')
    .columns(['EnterpriseID', 'ID'])
    .execute();

  // Apart from the menu, like sold-out: assigning a station is no menu edit (no version, no revision).
  await db.schema
    .createTable('kitchen_station_assignments')
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    // 'menu' (a section: a menu id) or 'dish' (a food content id).
    .addColumn('Kind', 'text', (c) => c.notNull())
    .addColumn('TargetID', 'integer', (c) => c.notNull())
    .addColumn('StationID', 'integer', (c) =>
      c.references('kitchen_stations.ID').onDelete('set null'),
    )
    // A dish's own prep-time target, over its station's.
    .addColumn('PrepMinutes', 'integer')
    .addPrimaryKeyConstraint('kitchen_station_assignments_pk', ['EnterpriseID', 'Kind', 'TargetID'])
    .execute();

  await db.schema.alterTable('dish_order_items').addColumn('StationID', 'integer').execute();
  await db.schema.alterTable('dish_order_items').addColumn('DoneAt', 'text').execute();
  await db.schema.alterTable('dish_orders').addColumn('ServedAt', 'text').execute();
};
