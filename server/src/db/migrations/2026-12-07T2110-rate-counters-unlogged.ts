import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * On PostgreSQL the rate-limit windows are an unlogged table: every guest order counts its point's
 * window in a statement of its own before its transaction, and as a logged table that statement's
 * commit waited for its own WAL flush, one per order, where the orders themselves share theirs
 * (group commit). After a crash of the database the windows (15 minutes at most: a login account's
 * failures) start again at zero, as they do when Redis keeps them (REDIS_URL) and restarts; a
 * limit lets at most one more window's hits through. SQLite has no such tables and keeps it.
 */
export const up = async (db: Kysely<unknown>, dialect: Dialect): Promise<void> => {
  if (dialect.name !== 'postgres') return;
  await sql`alter table "rate_counters" set unlogged`.execute(db);
};
