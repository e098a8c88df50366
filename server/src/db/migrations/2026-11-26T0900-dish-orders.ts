import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

// Migrations see the schema as it was then, not today's table types.
type AnyDb = Kysely<unknown>;

/**
 * behaviour.md#ordering: ordering from points. Money is integer cents; an item keeps the name and prices it was
 * ordered at (a later menu edit does not rewrite an order), so it holds no foreign key to the dish.
 */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  // behaviour.md#scopes user config: HideDishOrderPoint (1 grants the 'point' flag).
  await db.schema
    .alterTable('users')
    .addColumn('HideDishOrderPoint', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One row per venue that saved its settings; a venue without one has the defaults (ordering off).
  await db.schema
    .createTable('dish_order_settings')
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.primaryKey().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('OrderingEnabled', 'integer', (c) => c.notNull())
    .addColumn('Currency', 'text', (c) => c.notNull())
    .addColumn('PaymentRequired', 'integer', (c) => c.notNull())
    .addColumn('PaymentType', 'text')
    .addColumn('Availability', dialect.jsonType)
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dish_order_points')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('Name', dialect.jsonType, (c) => c.notNull())
    .addColumn('Kind', 'text', (c) => c.notNull())
    .addColumn('MenuID', 'integer', (c) => c.references('menus.ID').onDelete('set null'))
    .addColumn('Active', 'integer', (c) => c.notNull())
    .addColumn('Availability', dialect.jsonType)
    // What the QR code carries: 128 random bits, rotated by staff. Unique across venues.
    .addColumn('Code', 'text', (c) => c.notNull().unique())
    // A deleted point keeps its orders' history: it is hidden, and its code stops working.
    .addColumn('Deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dish_order_points_enterprise')
    .on('dish_order_points')
    .columns(['EnterpriseID', 'Deleted', 'ID'])
    .execute();

  await db.schema
    .createTable('dish_orders')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('PointID', 'integer', (c) => c.notNull().references('dish_order_points.ID'))
    .addColumn('Status', 'text', (c) => c.notNull())
    .addColumn('PaymentStatus', 'text', (c) => c.notNull())
    .addColumn('Currency', 'text', (c) => c.notNull())
    .addColumn('TotalCents', 'integer', (c) => c.notNull())
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
  // Several phones of one table add to the same open order: at most one open order per point,
  // which the database decides when two phones create it at once.
  await db.schema
    .createIndex('dish_orders_one_open_per_point')
    .on('dish_orders')
    .column('PointID')
    .unique()
    .where(sql.ref('Status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('dish_orders_enterprise_status')
    .on('dish_orders')
    .columns(['EnterpriseID', 'Status', 'ID'])
    .execute();

  await db.schema
    .createTable('dish_order_items')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('OrderID', 'integer', (c) =>
      c.notNull().references('dish_orders.ID').onDelete('cascade'),
    )
    .addColumn('MenuContentID', 'integer', (c) => c.notNull())
    .addColumn('Name', dialect.jsonType, (c) => c.notNull())
    .addColumn('Quantity', 'integer', (c) => c.notNull())
    .addColumn('UnitPriceCents', 'integer', (c) => c.notNull())
    // [{ ExtraID, Name, PriceCents }]: the extras as they were when ordered.
    .addColumn('Extras', dialect.jsonType, (c) => c.notNull())
    .addColumn('Note', 'text')
    .addColumn('DeviceID', 'text')
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dish_order_items_order')
    .on('dish_order_items')
    .columns(['OrderID', 'ID'])
    .execute();

  // A guest's Idempotency-Key: the first answer to a key, kept 24 h, replayed for a repeat.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('Scope', 'text', (c) => c.notNull())
    .addColumn('Key', 'text', (c) => c.notNull())
    .addColumn('BodyHash', 'text', (c) => c.notNull())
    .addColumn('StatusCode', 'integer', (c) => c.notNull())
    .addColumn('Answer', dialect.jsonType, (c) => c.notNull())
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['Scope', 'Key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('CreatedAt')
    .execute();

  // The outbox: every order change, written in the change's transaction; ids only increase.
  await db.schema
    .createTable('dish_order_events')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('PointID', 'integer', (c) => c.notNull())
    .addColumn('OrderID', 'integer', (c) => c.notNull())
    .addColumn('Type', 'text', (c) => c.notNull())
    .addColumn('Data', dialect.jsonType, (c) => c.notNull())
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dish_order_events_enterprise')
    .on('dish_order_events')
    .columns(['EnterpriseID', 'ID'])
    .execute();
};
