import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type KyselyConfig, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { onFirstUse } from '../on-first-use.ts';
import { type Dialect, postgresDialect, sqliteDialect } from './dialect.ts';
import { preparing } from './prepared.ts';
import type { Database } from './tables/index.ts';

export type Db = {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly describe: string;
  /** The PostgreSQL schema in use, when not the default one. */
  readonly schema: string | null;
};

const logOf = (config: Config): Pick<KyselyConfig, 'log'> =>
  config.onQuery
    ? {
        log: (event) => {
          if (event.level === 'query') config.onQuery?.(event.query.sql);
        },
      }
    : {};

/** Distinct SQL texts kept prepared; Kysely's queries are a bounded set, this is a safety cap. */
const STATEMENT_CACHE_MAX = 2000;

/**
 * Kysely's SQLite driver prepares every query anew; compiling the same SQL text again cost a tenth
 * of an order's time (bench:orders profile). Statements are kept by their text and reused: the
 * driver runs one query at a time on its one connection, so a statement is never used twice at once.
 */
const cacheStatements = (database: SqliteDatabase.Database) => {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SqliteDatabase.Statement>();
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_MAX) cache.clear();
      cache.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
};

const openSqlite = (dataDir: string, config: Config): Db => {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'carta.db');
  const database = new SqliteDatabase(file);
  // WAL for concurrent readers; FULL so an acknowledged write survives a crash (docs/architecture.md).
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  cacheStatements(database);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }), ...logOf(config) }),
    dialect: sqliteDialect,
    describe: `SQLite ${file}`,
    schema: null,
  };
};

/** The PostgreSQL driver, loaded only when the server runs on PostgreSQL. */
export const pgDriver = onFirstUse<typeof pg>('pg');

const openPostgres = async (url: string, schema: string | null, config: Config): Promise<Db> => {
  const driver = pgDriver();
  // int8 (count, nextval) as numbers: ids stay far below 2^53.
  driver.types.setTypeParser(20, (v) => Number(v));
  const pool =
    config.pgConnections ??
    new driver.Pool({
      connectionString: url,
      max: 10,
      ...(schema ? { options: `-c search_path="${schema.replace(/"/g, '')}"` } : {}),
    });
  // Through the pool, whose connection is then reused: a search_path may name a schema not made yet.
  if (schema) {
    const client = await pool.connect();
    try {
      await client.query(`create schema if not exists "${schema.replace(/"/g, '')}"`);
    } finally {
      client.release();
    }
  }
  const where = new URL(url);
  return {
    db: new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparing(pool) }),
      ...logOf(config),
    }),
    dialect: postgresDialect,
    schema,
    describe: `PostgreSQL ${where.host}${where.pathname}${schema ? ` schema ${schema}` : ''}`,
  };
};

export const openDatabase = (config: Config): Promise<Db> =>
  config.databaseUrl?.startsWith('postgres')
    ? openPostgres(config.databaseUrl, config.pgSchema, config)
    : Promise.resolve(openSqlite(config.dataDir, config));
