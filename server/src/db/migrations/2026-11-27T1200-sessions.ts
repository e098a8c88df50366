import type { Kysely } from 'kysely';

/**
 * What must hold across processes behind a balancer lives in the database: rate-limit windows, the
 * open event streams counted against their caps, and sessions ended one by one (logout). Instants are
 * epoch milliseconds (bigint), compared without any date parsing on either database.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('rate_counters')
    .addColumn('Key', 'text', (c) => c.primaryKey())
    .addColumn('Count', 'integer', (c) => c.notNull())
    .addColumn('ResetAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_counters_reset')
    .on('rate_counters')
    .column('ResetAt')
    .execute();

  // One row per open stream, renewed at each heartbeat: a process killed with its streams open
  // leaves rows that simply expire, so no count leaks.
  await db.schema
    .createTable('stream_leases')
    .addColumn('Key', 'text', (c) => c.notNull())
    .addColumn('Holder', 'text', (c) => c.notNull())
    .addColumn('ExpiresAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stream_leases_pk', ['Key', 'Holder'])
    .execute();
  await db.schema
    .createIndex('stream_leases_expiry')
    .on('stream_leases')
    .column('ExpiresAt')
    .execute();

  // A logged-out token's session id, kept until the token would have expired anyway.
  await db.schema
    .createTable('ended_sessions')
    .addColumn('SessionID', 'text', (c) => c.primaryKey())
    .addColumn('ExpiresAt', 'bigint', (c) => c.notNull())
    .execute();

  // Bumped when a point is deactivated: its guests' tokens carry the old value and stay refused
  // after the point is active again, as after a code rotation, without changing the printed code.
  await db.schema
    .alterTable('dish_order_points')
    .addColumn('SessionEpoch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
};
