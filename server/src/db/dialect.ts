import type { ColumnDefinitionBuilder, Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './tables/index.ts';

export type DialectName = 'sqlite' | 'postgres';

/**
 * Everything that differs between SQLite and PostgreSQL lives here, so that the rest is plain Kysely.
 * JSON columns are text on SQLite and jsonb on PostgreSQL (pg hands jsonb back parsed).
 */
export type Dialect = {
  readonly name: DialectName;
  readonly jsonType: 'text' | 'jsonb';
  /** Floating-point columns: pg reads `double precision` back as a number (numeric: a string). */
  readonly floatType: 'real' | 'double precision';
  /** An integer primary key the database numbers: `addColumn('ID', 'integer', idColumn)`. */
  readonly idColumn: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** Reserve `count` ids of a table in one query, so new rows can be written in one statement. */
  readonly allocateIds: (
    db: Kysely<Database> | Transaction<Database>,
    table: 'menus' | 'contents',
    count: number,
  ) => Promise<number[]>;
  /**
   * Order changes that arrive together share one commit (services/orders/group-commit.ts). SQLite
   * has one writer: one batch for the whole database. On PostgreSQL a venue's event lock orders
   * only its own changes, so each venue has its batch and venues commit side by side.
   */
  readonly groupCommitBy: 'database' | 'venue';
  /**
   * Several processes may claim the same queued rows (print jobs, webhook deliveries): a claim
   * locks the rows it takes and skips those another holds (PostgreSQL). SQLite's single writer
   * makes a claim exclusive by itself.
   */
  readonly skipLockedClaims: boolean;
  /**
   * Runs `work` unless another process is running work under the same `key`; null when one is.
   * PostgreSQL: a session advisory lock taken without waiting, on one connection held for `work`
   * and released on it (a lock is the session's: released on another connection it would stay
   * held); its second key is the schema's hash, so deployments sharing one database in separate
   * schemas do not wait on each other. SQLite is one process: `work` runs.
   */
  readonly unlessRunningElsewhere: <T>(
    db: Kysely<Database>,
    key: number,
    work: () => Promise<T>,
  ) => Promise<T | null>;
};

const range = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  jsonType: 'text',
  floatType: 'real',
  idColumn: (column) => column.primaryKey().autoIncrement(),
  // SQLite writers are serialised, so max+1 inside the write transaction cannot collide.
  allocateIds: async (db, table, count) => {
    if (count === 0) return [];
    const row = await sql<{ max: number | null }>`select max("ID") as max from ${sql.table(table)}`
      .execute(db)
      .then((r) => r.rows[0]);
    const seq = await sql<{
      seq: number | null;
    }>`select seq from sqlite_sequence where name = ${table}`
      .execute(db)
      .then((r) => r.rows[0]);
    const first = Math.max(row?.max ?? 0, seq?.seq ?? 0) + 1;
    return range(first, count);
  },
  groupCommitBy: 'database',
  skipLockedClaims: false,
  unlessRunningElsewhere: (_db, _key, work) => work(),
};

export const postgresDialect: Dialect = {
  name: 'postgres',
  jsonType: 'jsonb',
  floatType: 'double precision',
  idColumn: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  allocateIds: async (db, table, count) => {
    if (count === 0) return [];
    const result = await sql<{ id: string }>`
      select nextval(pg_get_serial_sequence(${`"${table}"`}, 'ID')) as id
      from generate_series(1, ${count})`.execute(db);
    return result.rows.map((r) => Number(r.id));
  },
  groupCommitBy: 'venue',
  skipLockedClaims: true,
  unlessRunningElsewhere: (db, key, work) =>
    db.connection().execute(async (conn) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${key}, hashtext(current_schema())) as locked`.execute(conn);
      if (rows[0]?.locked !== true) return null;
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${key}, hashtext(current_schema()))`.execute(conn);
      }
    }),
};

/** Value for a JSON column. */
export const toJson = (value: unknown): string => JSON.stringify(value);

/** A JSON column read back: text on SQLite, already parsed on PostgreSQL. */
export const fromJson = <T>(value: unknown, fallback: T): T => {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};
