import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * Charge to the room (behaviour.md#room-charge): the venue's choice, the current stay of each room
 * point (what its guest proves), and for each room-charge attempt the surname given and who decided
 * it. The money itself is a payment attempt of provider `room`, in the one ledger.
 */
export const up = async (db: AnyDb, _dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('room_charge_settings')
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.primaryKey().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('Enabled', 'integer', (c) => c.notNull())
    .addColumn('RequireApproval', 'integer', (c) => c.notNull())
    // surname | surname_card | surname_pin
    .addColumn('Verification', 'text', (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();

  // One stay per room point at a time: reception replaces it at check-in, clears it at check-out.
  await db.schema
    .createTable('room_stays')
    .addColumn('PointID', 'integer', (c) =>
      c.primaryKey().references('dish_order_points.ID').onDelete('cascade'),
    )
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('Surname', 'text', (c) => c.notNull())
    .addColumn('CardLast4', 'text')
    .addColumn('Pin', 'text')
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('room_charges')
    .addColumn('AttemptID', 'integer', (c) =>
      c.primaryKey().references('payment_attempts.ID').onDelete('cascade'),
    )
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('PointID', 'integer', (c) => c.notNull())
    // As the guest typed it: what reception matches against the folio.
    .addColumn('Surname', 'text', (c) => c.notNull())
    // Null while pending; set when approved or rejected (or at once without approval).
    .addColumn('DecidedAt', 'text')
    .addColumn('DecidedBy', 'integer')
    .execute();
  // The daily export reads a venue's decided charges by time.
  await db.schema
    .createIndex('room_charges_venue_decided')
    .on('room_charges')
    .columns(['EnterpriseID', 'DecidedAt'])
    .execute();
};
