import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

// Migrations see the schema as it was then, not today's table types.
type AnyDb = Kysely<unknown>;

/**
 * behaviour.md#administration: venue administration. Users get an enterprise role (platform administrators, IsAdmin,
 * stay a separate flag), an active switch (the per-user HideDishOrderPoint came with dish orders) and a session
 * version that every private request compares with its token's, so that deleting, deactivating,
 * demoting a user or changing their password ends their sessions at once, on every process.
 * One-time setup links are kept hashed; the audit log is per enterprise.
 */
export const up = async (db: AnyDb, dialect: Dialect): Promise<void> => {
  await db.schema
    .alterTable('users')
    .addColumn('Role', 'text', (c) => c.notNull().defaultTo('staff'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('Active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('SessionVersion', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The enterprise's settings screen: a logo, and the flag new users start with (behaviour.md#scopes).
  await db.schema.alterTable('enterprises').addColumn('Logo', 'text').execute();
  await db.schema
    .alterTable('enterprises')
    .addColumn('HideDishOrderPoint', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A platform administrator has always administered their own enterprise too.
  await sql`update users set "Role" = 'admin' where "IsAdmin" = 1`.execute(db);

  await db.schema
    .createTable('user_setup_links')
    // sha-256 of the link's random token: a leaked table opens no account.
    .addColumn('TokenHash', 'text', (c) => c.primaryKey())
    .addColumn('UserID', 'integer', (c) => c.notNull().references('users.ID').onDelete('cascade'))
    .addColumn('ExpiresAt', 'text', (c) => c.notNull())
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_setup_links_user')
    .on('user_setup_links')
    .column('UserID')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('ID', 'integer', dialect.idColumn)
    .addColumn('EnterpriseID', 'integer', (c) =>
      c.notNull().references('enterprises.ID').onDelete('cascade'),
    )
    // Who acted; null for an unknown e-mail's failed login. Not a foreign key: the record outlives the user.
    .addColumn('UserID', 'integer')
    .addColumn('UserName', 'text')
    .addColumn('Action', 'text', (c) => c.notNull())
    .addColumn('Target', 'text')
    .addColumn('Detail', dialect.jsonType)
    .addColumn('CreatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_enterprise_created')
    .on('audit_log')
    .columns(['EnterpriseID', 'CreatedAt'])
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('CreatedAt').execute();
};
