import type { FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { LocalLimitStore } from '../services/limits/memory.ts';
import type { LimitStore } from '../services/limits/store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type ChildOptions = { shared?: boolean; routeInfo?: { method?: unknown; url?: unknown } };

/** A route limit counted across processes (login, setup, point codes): see sharedRateLimitStore. */
export const sharedLimit = (max: number, windowMs: number): RateLimitOptions =>
  ({ max, timeWindow: windowMs, shared: true }) as RateLimitOptions;

/**
 * @fastify/rate-limit's store: the routes marked `sharedLimit` are counted in the shared LimitStore,
 * every other route in `local` (this process's memory). A guest's menu reads are limited against
 * floods only, where a database write per read would cost more than the limit saves; guesses at
 * passwords or point codes must be counted once for all processes.
 */
export const sharedRateLimitStore = (
  shared: LimitStore,
  local: LocalLimitStore,
): FastifyRateLimitStoreCtor => {
  class SharedStore {
    readonly #store: LimitStore;
    readonly #shared: boolean;
    readonly #prefix: string;
    constructor(options: ChildOptions = {}) {
      const { method, url } = options.routeInfo ?? {};
      this.#shared = options.shared === true;
      this.#store = this.#shared ? shared : local;
      this.#prefix = `route:${String(method)} ${String(url)}:`;
    }
    incr(key: string, cb: Callback, windowMs: number) {
      // This process's count is there at once: every guest read passes here.
      if (!this.#shared) {
        const { count, resetAt } = local.hitNow(this.#prefix + key, windowMs);
        cb(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) });
        return;
      }
      this.#store.hit(this.#prefix + key, windowMs).then(
        ({ count, resetAt }) =>
          cb(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => cb(error),
      );
    }
    child(options: unknown) {
      return new SharedStore(options as ChildOptions);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
};
