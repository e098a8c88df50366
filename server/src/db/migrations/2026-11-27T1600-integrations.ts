import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/**
 * Connecting the venue: webhook endpoints with their deliveries, network kitchen printers with their
 * print jobs. Deliveries and jobs are rows written in the order's transaction (beside its outbox
 * event) and sent by a worker, at least once. Event lists are JSON text on both databases, so that
 * the transaction picks the subscribed endpoints with one `like`.
 */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('URL', 'text', (c) => c.notNull())
    .addColumn('Events', 'text', (c) => c.notNull())
    .addColumn('Active', 'integer', (c) => c.notNull())
    .addColumn('AllowPrivateNetwork', 'integer', (c) => c.notNull().defaultTo(0))
    // whsec_… : answered once, at creation; never in a list or a log.
    .addColumn('Secret', 'text', (c) => c.notNull())
    // ok | failing (a delivery was given up after its retry window)
    .addColumn('State', 'text', (c) => c.notNull().defaultTo('ok'))
    .addColumn('FailingSince', 'text')
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_venue')
    .on('webhook_endpoints')
    .columns(['EnterpriseID', 'ID'])
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('EndpointID', 'integer', (c) =>
      c.notNull().references('webhook_endpoints.ID').onDelete('cascade'),
    )
    // The outbox event it carries; no foreign key: delivered events may be pruned from the outbox.
    .addColumn('EventID', 'integer', (c) => c.notNull())
    .addColumn('OrderID', 'integer', (c) => c.notNull())
    .addColumn('Type', 'text', (c) => c.notNull())
    // The exact bytes signed and sent, fixed when the event happened: every retry sends the same.
    .addColumn('Body', 'text', (c) => c.notNull())
    // pending | delivered | failed
    .addColumn('Status', 'text', (c) => c.notNull())
    .addColumn('Attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('NextAttemptAt', 'text', (c) => c.notNull())
    // Where the 24 h retry window starts: creation, or a staff "send again".
    .addColumn('WindowStart', 'text', (c) => c.notNull())
    .addColumn('LastAttemptAt', 'text')
    .addColumn('LastStatusCode', 'integer')
    .addColumn('LastDurationMs', 'integer')
    .addColumn('LastError', 'text')
    .addColumn('DeliveredAt', 'text')
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    // An event replayed into the outbox path makes no second delivery to the same endpoint.
    .addUniqueConstraint('webhook_deliveries_once', ['EndpointID', 'EventID'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['Status', 'NextAttemptAt'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_order')
    .on('webhook_deliveries')
    .columns(['EndpointID', 'OrderID', 'ID'])
    .execute();

  await db.schema
    .createTable('printers')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('Name', 'text', (c) => c.notNull())
    .addColumn('Host', 'text', (c) => c.notNull())
    .addColumn('Port', 'integer', (c) => c.notNull())
    .addColumn('Width', 'integer', (c) => c.notNull())
    .addColumn('CodePage', 'text', (c) => c.notNull())
    // Station ids as given ([] = every station): JSON text.
    .addColumn('Stations', 'text', (c) => c.notNull())
    .addColumn('Events', 'text', (c) => c.notNull())
    .addColumn('Active', 'integer', (c) => c.notNull())
    // ok | down (the last send failed)
    .addColumn('State', 'text', (c) => c.notNull().defaultTo('ok'))
    .addColumn('LastError', 'text')
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addColumn('UpdatedAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('print_jobs')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    .addColumn('PrinterID', 'integer', (c) =>
      c.notNull().references('printers.ID').onDelete('cascade'),
    )
    // null for a test page; otherwise the order and the outbox event that made the job.
    .addColumn('OrderID', 'integer')
    .addColumn('EventID', 'integer')
    // order.confirmed | order.accepted | test
    .addColumn('Kind', 'text', (c) => c.notNull())
    // A reprint asked by staff: the ticket says COPIA.
    .addColumn('Copy', 'integer', (c) => c.notNull().defaultTo(0))
    // The order as it was when the job was made (JSON text).
    .addColumn('Data', 'text', (c) => c.notNull())
    // pending | sent | failed
    .addColumn('Status', 'text', (c) => c.notNull())
    .addColumn('Attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('NextAttemptAt', 'text', (c) => c.notNull())
    .addColumn('WindowStart', 'text', (c) => c.notNull())
    .addColumn('LastError', 'text')
    .addColumn('SentAt', 'text')
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('print_jobs_once', ['PrinterID', 'EventID'])
    .execute();
  await db.schema
    .createIndex('print_jobs_due')
    .on('print_jobs')
    .columns(['Status', 'NextAttemptAt'])
    .execute();
  await db.schema
    .createIndex('print_jobs_printer')
    .on('print_jobs')
    .columns(['PrinterID', 'ID'])
    .execute();
};
