import { HttpError } from '../errors.ts';

/**
 * A fixed-window counter per key, in this process's memory (like @fastify/rate-limit's store, which
 * limits per address): what limits a point's phones together, whatever address or token they use.
 */
export const windowLimit = (max: number, windowMs: number, clock: () => number = Date.now) => {
  const counts = new Map<string, { start: number; n: number }>();
  let swept = clock();
  return (key: string): void => {
    const now = clock();
    // Forget finished windows now and then, so the map holds only active keys.
    if (now - swept > windowMs) {
      for (const [k, w] of counts) if (now - w.start >= windowMs) counts.delete(k);
      swept = now;
    }
    const current = counts.get(key);
    const window = current && now - current.start < windowMs ? current : { start: now, n: 0 };
    window.n += 1;
    counts.set(key, window);
    if (window.n > max)
      throw new HttpError(429, 'rate_limited', 'too many requests, try again later');
  };
};
