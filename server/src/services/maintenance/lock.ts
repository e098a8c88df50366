import type { Deps } from '../../deps.ts';

/** First key of the maintenance job's advisory lock; the second is the schema's (db/dialect.ts). */
const MAINTENANCE_LOCK = 1_312_027;

/**
 * Run `work` unless another process is running it (dialect.unlessRunningElsewhere: an advisory
 * lock on PostgreSQL; SQLite is one process). Answers null when another process holds the lock.
 */
export const withMaintenanceLock = <T>(deps: Deps, work: () => Promise<T>): Promise<T | null> =>
  deps.dialect.unlessRunningElsewhere(deps.db, MAINTENANCE_LOCK, work);
