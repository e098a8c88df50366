import type { LimitStore, Window } from './store.ts';

/**
 * The LimitStore in this process's memory: for limits that only guard one process against floods
 * (a guest's menu reads), where counting in the database would cost more than the limit saves.
 */
/** The memory store also counts a hit at once: a guest's read need not wait a promise for it. */
export type LocalLimitStore = LimitStore & {
  readonly hitNow: (key: string, windowMs: number) => Window;
};

export const memoryLimitStore = (clock: () => number = Date.now): LocalLimitStore => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const leases = new Map<string, Map<string, number>>();
  let swept = clock();
  const sweep = (now: number) => {
    if (now - swept < 60_000) return;
    swept = now;
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  };
  const live = (key: string): Window | null => {
    const w = windows.get(key);
    return w && w.resetAt > clock() ? { ...w } : null;
  };
  const hitNow = (key: string, windowMs: number): Window => {
    const now = clock();
    sweep(now);
    const current = windows.get(key);
    const w = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    w.count += 1;
    windows.set(key, w);
    return { ...w };
  };
  return {
    hitNow,
    hit: async (key, windowMs) => hitNow(key, windowMs),
    peek: async (key) => live(key),
    clear: async (key) => {
      windows.delete(key);
    },
    hold: async (key, holder, ttlMs) => {
      const now = clock();
      const held = leases.get(key) ?? new Map<string, number>();
      held.set(holder, now + ttlMs);
      for (const [h, until] of held) if (until <= now) held.delete(h);
      leases.set(key, held);
      return held.size;
    },
    release: async (key, holder) => {
      const held = leases.get(key);
      held?.delete(holder);
      if (held?.size === 0) leases.delete(key);
    },
  };
};
