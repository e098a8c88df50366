import { TooManyRequests } from '../errors.ts';
import type { LimitStore } from '../services/limits/store.ts';

/**
 * A fixed-window limit per key, counted in the shared store (services/limits): every process behind
 * the balancer counts the same window, so two processes do not double the limit. `name` keeps the
 * keys of different limits apart.
 */
export const windowLimit =
  (store: LimitStore, name: string, max: number, windowMs: number, clock = Date.now) =>
  async (key: string): Promise<void> => {
    const { count, resetAt } = await store.hit(`${name}:${key}`, windowMs);
    if (count > max) throw new TooManyRequests(resetAt - clock());
  };
