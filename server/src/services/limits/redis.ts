import type { Redis as RedisClient } from 'ioredis';
import { onFirstUse } from '../../on-first-use.ts';
import type { LimitStore } from './store.ts';

// Loaded only when REDIS_URL is set: the bundle would otherwise load it at every start.
const ioredis = onFirstUse<{ Redis: typeof RedisClient }>('ioredis');

/**
 * One hit in one script: Redis runs a script alone, so concurrent hits from every process each
 * count exactly once. The window's end is the caller's clock, as in the database store (tests
 * move it); the key outlives the window by a second of Redis's own time and then goes by itself.
 */
const HIT = `
local now = tonumber(ARGV[1])
local r = redis.call('HMGET', KEYS[1], 'c', 'r')
local c, reset = tonumber(r[1]), tonumber(r[2])
if not c or not reset or reset <= now then
  c = 1
  reset = now + tonumber(ARGV[2])
else
  c = c + 1
end
redis.call('HSET', KEYS[1], 'c', c, 'r', reset)
redis.call('PEXPIRE', KEYS[1], reset - now + 1000)
return {c, tostring(reset)}
`;

/**
 * A holder's place in a sorted set scored by when it lapses: renewed, lapsed places dropped, the
 * live ones counted, in one step. The set itself lapses a second after its longest-lived place.
 */
const HOLD = `
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now + ttl, ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('PTTL', KEYS[1]) < ttl + 1000 then redis.call('PEXPIRE', KEYS[1], ttl + 1000) end
return redis.call('ZCARD', KEYS[1])
`;

type Scripts = {
  cartaHit: (key: string, now: number, windowMs: number) => Promise<[number, string]>;
  cartaHold: (key: string, now: number, ttlMs: number, holder: string) => Promise<number>;
};

/**
 * The LimitStore on Redis (REDIS_URL, docs/deploy.md): the same counts as the database store without
 * a write to the database per guess. Keys start with `prefix`, so that several installations (or
 * test runs) can share one Redis. Connected before it is answered: a wrong URL stops the start.
 */
export const redisLimitStore = async (
  url: string,
  prefix: string,
  clock: () => number = Date.now,
): Promise<LimitStore & { readonly close: () => Promise<void> }> => {
  const client = new (ioredis().Redis)(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    maxRetriesPerRequest: 3,
  });
  client.defineCommand('cartaHit', { numberOfKeys: 1, lua: HIT });
  client.defineCommand('cartaHold', { numberOfKeys: 1, lua: HOLD });
  const scripts = client as unknown as Scripts;
  await client.connect();
  const windows = (key: string) => `w:${key}`;
  const leases = (key: string) => `l:${key}`;
  return {
    hit: async (key, windowMs) => {
      const [count, resetAt] = await scripts.cartaHit(windows(key), clock(), windowMs);
      return { count: Number(count), resetAt: Number(resetAt) };
    },
    peek: async (key) => {
      const [count, resetAt] = await client.hmget(windows(key), 'c', 'r');
      if (count === null || resetAt === null || Number(resetAt) <= clock()) return null;
      return { count: Number(count), resetAt: Number(resetAt) };
    },
    clear: async (key) => {
      await client.del(windows(key));
    },
    hold: async (key, holder, ttlMs) =>
      Number(await scripts.cartaHold(leases(key), clock(), ttlMs, holder)),
    release: async (key, holder) => {
      await client.zrem(leases(key), holder);
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
};
