import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, type PgConnections, testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrations/index.ts';
import type { App } from '../src/deps.ts';
import { checkAnswersAgainstDocument } from './openapi-check.ts';
import { ADMIN, baseConfig, HOTEL_STAFF, seedConfig } from './templates.ts';

export { ADMIN, HOTEL_STAFF };
export const HOTEL_RECEPTION = { email: 'recepcion@hotel-demo.local', password: 'demo-pass' };
export const PLAZA_STAFF = { email: 'staff@laplaza.local', password: 'demo-pass' };
/** Ids the demo seed gives on an empty database. */
export const HOTEL = 1;
export const PLAZA = 2;

const pgUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !pgUrl) {
  throw new Error('CI=true needs TEST_DATABASE_URL: the PostgreSQL run may not be skipped');
}

/** Every database the tests run against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases: readonly string[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * Tests that need PostgreSQL itself (two processes, LISTEN/NOTIFY): without TEST_DATABASE_URL they
 * are skipped and say why in the output (never in CI, which sets it).
 */
export const describeOnPostgres = (name: string, body: () => void) => {
  if (pgUrl) return describe(`${name} on postgres`, body);
  // The default reporter lists no skipped suite by name: the reason goes to the tier's output.
  console.warn(`skipped "${name} on postgres": TEST_DATABASE_URL is not set`);
  return describe.skip(`${name} on postgres (skipped: TEST_DATABASE_URL is not set)`, body);
};

const templates = inject('templates');

const withPg = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const quoted = (...names: string[]) => names.map((n) => `"${n.replace(/"/g, '')}"`).join('.');

/**
 * The statements that bring a migrated schema back to the template's rows and sequences: tables
 * emptied, then filled parents first (foreign keys stay checked), ids continuing where the seed left them.
 */
const resetScript = async (url: string, template: string): Promise<(schema: string) => string> => {
  const { tables, parents, sequences } = await withPg(url, async (client) => ({
    tables: (
      await client.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relkind = 'r' and c.relname not like 'kysely\\_%' order by 1`,
        [template],
      )
    ).rows.map((r) => r.name),
    parents: (
      await client.query<{ child: string; parent: string }>(
        `select ch.relname as child, pa.relname as parent from pg_constraint co
         join pg_class ch on ch.oid = co.conrelid join pg_class pa on pa.oid = co.confrelid
         join pg_namespace n on n.oid = ch.relnamespace where co.contype = 'f' and n.nspname = $1`,
        [template],
      )
    ).rows,
    sequences: (
      await client.query<{ name: string; value: string | null }>(
        `select sequencename as name, last_value::text as value from pg_sequences
         where schemaname = $1`,
        [template],
      )
    ).rows,
  }));
  const ordered: string[] = [];
  const visit = (table: string, path: readonly string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const p of parents)
      if (p.child === table && p.parent !== table) visit(p.parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return (schema) =>
    [
      'begin',
      // DELETE, children first: TRUNCATE makes new files for every table, far slower on a few rows.
      ...[...ordered].reverse().map((t) => `delete from ${quoted(schema, t)}`),
      ...ordered.map(
        (t) => `insert into ${quoted(schema, t)} select * from ${quoted(template, t)}`,
      ),
      // What `truncate … restart identity` did: a sequence the seed never used starts again too.
      ...sequences.map((s) =>
        s.value === null
          ? `alter sequence ${quoted(schema, s.name)} restart`
          : `select setval('${quoted(schema, s.name)}', ${Number(s.value)}, true)`,
      ),
      'commit',
    ].join(';\n');
};

/** Migrated PostgreSQL schemas of this worker not in use: each test takes one and resets it. */
const freeSchemas: string[] = [];
let reset: Promise<(schema: string) => string> | null = null;

/**
 * One pool per leased schema for the worker's life, lent to each app built on it (its `end` does
 * nothing): a pool per test started new backends whose catalog caches were cold at every test.
 */
const schemaPools = new Map<string, pg.Pool>();
const poolOf = (url: string, schema: string) => {
  let pool = schemaPools.get(schema);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max: 10,
      options: `-c search_path=${quoted(schema)}`,
      allowExitOnIdle: true,
    });
    schemaPools.set(schema, pool);
  }
  return pool;
};
const lentConnections = (url: string, schema: string): PgConnections => {
  const pool = poolOf(url, schema);
  return { connect: () => pool.connect(), end: async () => {} };
};

const leaseSchema = async (url: string, template: string): Promise<string> => {
  reset ??= resetScript(url, template);
  let schema = freeSchemas.pop();
  if (!schema) {
    schema = `${templates.pgPrefix}${randomBytes(6).toString('hex')}`;
    const database = await openDatabase(
      testConfig({ dataDir: tmpdir(), databaseUrl: url, pgSchema: schema }),
    );
    await migrateToLatest(database.db, database.dialect, schema);
    await database.db.destroy();
  }
  const script = (await reset)(schema);
  await poolOf(url, schema).query(script);
  return schema;
};

/** Overrides that change what the seed writes cannot start from the template. */
const fromTemplate = (overrides: Partial<Config>) =>
  !Object.keys(overrides).some(
    (key) => key in seedConfig || ['dataDir', 'databaseUrl', 'pgSchema'].includes(key),
  );

/**
 * A fresh app on a fresh database (own temp dir, or own PostgreSQL schema), seeded with the demo:
 * a copy of the run's template, or built from scratch when the overrides change the seed.
 */
export const build = async (database: string, overrides: Partial<Config> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carta-test-'));
  const template = fromTemplate(overrides);
  const url = database === 'postgres' ? pgUrl : undefined;
  let schema: string | null = null;
  if (url && template && templates.pgTemplate) {
    schema = await leaseSchema(url, templates.pgTemplate);
  } else if (url) {
    schema = `${templates.pgPrefix}${randomBytes(6).toString('hex')}`;
  } else if (template) {
    copyFileSync(templates.sqliteFile, join(dataDir, 'carta.db'));
  }
  const app = await buildApp({
    ...baseConfig(dataDir),
    databaseUrl: schema ? (url ?? null) : null,
    pgSchema: schema,
    ...(url && template && schema ? { pgConnections: lentConnections(url, schema) } : {}),
    ...overrides,
  });
  // Every answer the tests provoke is checked against the OpenAPI document (openapi-check.ts).
  const undocumented = checkAnswersAgainstDocument(app);
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (schema && url) {
      if (template) freeSchemas.push(schema);
      else
        await withPg(url, (client) =>
          client.query(`drop schema if exists ${quoted(schema ?? '')} cascade`),
        );
    }
    if (undocumented.length > 0)
      throw new Error(
        `answers the OpenAPI document does not describe:\n${undocumented.join('\n')}`,
      );
  };
  return { app, close };
};

/** Per test: a fresh app, closed afterwards. */
export const useApp = (database: string, overrides: Partial<Config> = {}) => {
  const ctx = {} as { app: App };
  let close: () => Promise<void> = async () => {};
  beforeEach(async () => {
    const built = await build(database, overrides);
    ctx.app = built.app;
    close = built.close;
  });
  afterEach(() => close());
  return ctx;
};

/**
 * One app on one fresh database for every test of the block: only for tests that each prove they
 * changed nothing (refusals compared before and after), where a database per test bought nothing
 * but time (isolation.test.ts: 188 apps and 376 logins).
 */
export const useSharedApp = (database: string, overrides: Partial<Config> = {}) => {
  const ctx = {} as { app: App };
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const built = await build(database, overrides);
    ctx.app = built.app;
    close = built.close;
  });
  afterAll(() => close());
  return ctx;
};

export const login = async (app: App, who: { email: string; password: string }) => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: who });
  if (res.statusCode !== 200) throw new Error(`login ${who.email}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** An API call with a staff token; answers status and parsed body. */
export const call = async (
  app: App,
  token: string | null,
  method: Method,
  url: string,
  payload?: unknown,
) => {
  const res = await app.inject({
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const body = res.body ? res.json() : null;
  return { status: res.statusCode, body };
};
