import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * The controls of a service day: the ordering pause and the venue's day change beside the ordering
 * settings, dishes and extras that ran out, and guests' calls for a waiter or the bill.
 */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema.alterTable('dish_order_settings').addColumn('PausedUntil', 'text').execute();
  await db.schema
    .alterTable('dish_order_settings')
    .addColumn('PauseMessage', dialect.jsonType)
    .execute();
  await db.schema
    .alterTable('dish_order_settings')
    .addColumn('DayChange', 'text', (c) => c.notNull().defaultTo('05:00'))
    .execute();

  // Operational state, apart from the menu: marking a dish sold out is no menu edit (no version).
  await db.schema
    .createTable('dish_sold_out')
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    // 'dish' (a food content id) or 'extra' (an extras row id).
    .addColumn('Kind', 'text', (c) => c.notNull())
    .addColumn('TargetID', 'integer', (c) => c.notNull())
    // ISO instant when it is back by itself; null: until staff say so.
    .addColumn('Until', 'text')
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dish_sold_out_pk', ['EnterpriseID', 'Kind', 'TargetID'])
    .execute();

  await db.schema
    .createTable('dish_service_requests')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('PointID', 'integer', (c) =>
      c.notNull().references('dish_order_points.ID').onDelete('cascade'),
    )
    .addColumn('Kind', 'text', (c) => c.notNull())
    .addColumn('Note', 'text')
    .addColumn('Pay', 'text')
    .addColumn('Status', 'text', (c) => c.notNull())
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addColumn('DoneAt', 'text')
    .addColumn('DoneBy', 'integer')
    .execute();
  await db.schema
    .createIndex('dish_service_requests_open')
    .on('dish_service_requests')
    .columns(['EnterpriseID', 'Status', 'PointID'])
    .execute();
};
