import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The maintenance job: reconciliation remembers its failed lookups per attempt (retried with
 * back-off, then retired and flagged for staff), a refund claim is dated (a stale one is recovered),
 * and each venue's pruned range of order events is recorded (a stream resuming inside it is told to
 * refresh). New columns and a new table only: processes of the previous version run beside them.
 */
export const up = async (db: AnyDb): Promise<void> => {
  // SQLite adds one column per statement.
  const columns: [string, 'integer' | 'text'][] = [
    ['ReconcileTries', 'integer'],
    ['ReconcileAfter', 'text'],
    ['ReconcileFailedAt', 'text'],
    ['ReconcileError', 'text'],
    ['RefundClaimedAt', 'text'],
    // How much the claim was for (0: a whole refund): a recovered claim refunds exactly that.
    ['RefundClaimCents', 'integer'],
  ];
  for (const [name, type] of columns)
    await db.schema
      .alterTable('payment_attempts')
      .addColumn(name, type, (c) => (type === 'integer' ? c.notNull().defaultTo(0) : c))
      .execute();

  await db.schema
    .createTable('dish_order_event_horizons')
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.primaryKey().references('enterprises.ID').onDelete('cascade'),
    )
    // The highest event id of the venue pruned so far: a stream resuming before it may lack events.
    .addColumn('PrunedThrough', 'integer', (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
};
