/** A fixed window's state: hits counted so far, and when the window ends (epoch ms). */
export type Window = { readonly count: number; readonly resetAt: number };

/**
 * Counts that must hold across every process behind the balancer: rate-limit windows and open
 * event streams. One implementation on the database (SQLite or PostgreSQL,
 * repos/limit-counters.ts), one on Redis when REDIS_URL is set (redis.ts); both atomic per call,
 * so two processes never both take the last place.
 */
export type LimitStore = {
  /** One more hit on `key`; a window that has ended starts again at 1 for `windowMs`. */
  readonly hit: (key: string, windowMs: number) => Promise<Window>;
  /** The key's current window, without counting; null when there is none or it has ended. */
  readonly peek: (key: string) => Promise<Window | null>;
  readonly clear: (key: string) => Promise<void>;
  /** Holds (or renews) `holder`'s place under `key` for `ttlMs`; answers how many hold one now. */
  readonly hold: (key: string, holder: string, ttlMs: number) => Promise<number>;
  readonly release: (key: string, holder: string) => Promise<void>;
};
