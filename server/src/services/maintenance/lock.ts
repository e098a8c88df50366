import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';

/** First key of the maintenance job's advisory lock; the second is the schema's, see below. */
const MAINTENANCE_LOCK = 1_312_027;

/**
 * Run `work` unless another process is running it. On PostgreSQL, a session advisory lock taken
 * without waiting, on one connection held for the pass and released on it (a lock is the
 * session's: released on another connection it would stay held). Its second key is the schema's
 * hash, so that deployments sharing one database in separate schemas do not wait on each other.
 * SQLite is one process: `work` runs. Answers null when another process holds the lock.
 */
export const withMaintenanceLock = async <T>(
  deps: Deps,
  work: () => Promise<T>,
): Promise<T | null> => {
  if (deps.dialect.name !== 'postgres') return work();
  return deps.db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${MAINTENANCE_LOCK}, hashtext(current_schema())) as locked`.execute(
      conn,
    );
    if (rows[0]?.locked !== true) return null;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${MAINTENANCE_LOCK}, hashtext(current_schema()))`.execute(
        conn,
      );
    }
  });
};
