import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * behaviour.md#payments: card payments of orders. Secrets live in a table of their own, apart from the readable
 * settings, so that no query reading settings for a browser can pick them up by accident.
 */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('payment_credentials')
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.primaryKey().references('enterprises.ID').onDelete('cascade'),
    )
    // The provider chosen, kept while payments are off so that turning them on again keeps it.
    .addColumn('Provider', 'text', (c) => c.notNull())
    // { stripe?: {...}, redsys?: {...} }: write-only, answered only as "configured".
    .addColumn('Secrets', 'text', (c) => c.notNull())
    // Signs the demo provider's notifications, generated per venue (never sent to a browser).
    .addColumn('DemoSecret', 'text', (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_attempts')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    // Staff may delete any order (behaviour.md#ordering's table); its attempts go with it, the audit log stays.
    .addColumn('OrderID', 'integer', (c) =>
      c.notNull().references('dish_orders.ID').onDelete('cascade'),
    )
    .addColumn('Provider', 'text', (c) => c.notNull())
    // Fresh per attempt: Redsys order number, Stripe Checkout Session id, demo reference.
    .addColumn('Reference', 'text', (c) => c.notNull())
    .addColumn('AmountCents', 'integer', (c) => c.notNull())
    .addColumn('Currency', 'text', (c) => c.notNull())
    .addColumn('State', 'text', (c) => c.notNull())
    .addColumn('RedirectUrl', 'text')
    .addColumn('ProviderPayment', 'text')
    .addColumn('RefundReference', 'text')
    .addColumn('ExpiresAt', 'text', (c) => c.notNull())
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_attempts_reference', ['Provider', 'Reference'])
    .execute();
  await db.schema
    .createIndex('payment_attempts_order')
    .on('payment_attempts')
    .columns(['OrderID', 'ID'])
    .execute();
  await db.schema
    .createIndex('payment_attempts_pending')
    .on('payment_attempts')
    .columns(['State', 'ExpiresAt'])
    .execute();

  // Each provider notification once: its event id is the key, a repeat inserts nothing.
  await db.schema
    .createTable('payment_notifications')
    .addColumn('Provider', 'text', (c) => c.notNull())
    .addColumn('EventID', 'text', (c) => c.notNull())
    .addColumn('AttemptID', 'integer', (c) =>
      c.notNull().references('payment_attempts.ID').onDelete('cascade'),
    )
    .addColumn('Outcome', 'text', (c) => c.notNull())
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_notifications_pk', ['Provider', 'EventID'])
    .execute();
};
