import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, testConfig } from '../src/config.ts';
import type { App } from '../src/deps.ts';

export const ADMIN = { email: 'admin@carta.local', password: 'admin-pass' };
export const HOTEL_STAFF = { email: 'staff@hotel-demo.local', password: 'demo-pass' };
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

/** A fresh app on a fresh database (own temp dir, or own PostgreSQL schema), seeded with the demo. */
export const build = async (database: string, overrides: Partial<Config> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carta-test-'));
  const schema = database === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : null;
  const app = await buildApp(
    testConfig({
      dataDir,
      databaseUrl: schema ? (pgUrl ?? null) : null,
      pgSchema: schema,
      seedDemo: true,
      adminPassword: ADMIN.password,
      demoPassword: HOTEL_STAFF.password,
      jwtSecret: 'test-secret-test-secret-test-secret',
      ...overrides,
    }),
  );
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (schema && pgUrl) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
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
