import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { type Config, testConfig } from '../src/config.ts';
import type { App } from '../src/deps.ts';

// Migrating and seeding a database took most of each test's time, so the whole run does it once per
// database (a template) and every test starts from a copy of it: a fresh database all the same.
// No vitest imports here: the global setup loads this file outside the test workers.

export const ADMIN = { email: 'admin@carta.local', password: 'admin-pass' };
export const HOTEL_STAFF = { email: 'staff@hotel-demo.local', password: 'demo-pass' };

/** What the seed depends on: a test overriding any of these gets a database built from scratch. */
export const seedConfig = {
  seedDemo: true,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  demoPassword: HOTEL_STAFF.password,
} as const satisfies Partial<Config>;

export const baseConfig = (dataDir: string): Config =>
  testConfig({ dataDir, ...seedConfig, jwtSecret: 'test-secret-test-secret-test-secret' });

/** scrypt's smallest cost: hundreds of logins a run, each a hash at full cost, were a tenth of it. */
const TEST_PASSWORD_COST = 1024;

/** The seeded users' passwords, hashed again at the test cost (each hash records its own). */
const cheapenPasswords = async (app: App) => {
  const [admin, demo] = await Promise.all([
    hashPassword(ADMIN.password, TEST_PASSWORD_COST),
    hashPassword(HOTEL_STAFF.password, TEST_PASSWORD_COST),
  ]);
  const { db } = app.deps;
  await db
    .updateTable('users')
    .set({ PasswordHash: admin })
    .where('Email', '=', ADMIN.email)
    .execute();
  await db
    .updateTable('users')
    .set({ PasswordHash: demo })
    .where('Email', '!=', ADMIN.email)
    .where('PasswordHash', '!=', '')
    .execute();
};

/** The SQLite template: one file, compacted, with no WAL beside it. */
export const buildSqliteTemplate = async (dir: string): Promise<string> => {
  mkdirSync(dir, { recursive: true });
  const app = await buildApp(baseConfig(join(dir, 'build')));
  const file = join(dir, 'template.db');
  await cheapenPasswords(app);
  await sql`vacuum into ${file}`.execute(app.deps.db);
  await app.close();
  return file;
};

/** The PostgreSQL template: a schema migrated and seeded once. */
export const buildPgTemplate = async (url: string, schema: string, dir: string): Promise<void> => {
  const app = await buildApp({ ...baseConfig(dir), databaseUrl: url, pgSchema: schema });
  await cheapenPasswords(app);
  await app.close();
};

/** Drop every schema of this run (its names start with `prefix`). */
export const dropSchemas = async (url: string, prefix: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where starts_with(nspname, $1)',
      [prefix],
    );
    for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await client.end();
  }
};
