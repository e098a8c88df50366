import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseLimitStore } from '../src/repos/limit-counters.ts';
import { memoryLimitStore } from '../src/services/limits/memory.ts';
import { redisLimitStore } from '../src/services/limits/redis.ts';
import type { LimitStore } from '../src/services/limits/store.ts';
import { build, databases } from './helpers.ts';

/**
 * The Redis the tests count in (the machine runs one on 6379; TEST_REDIS_URL names another). Its
 * own database number, and a key prefix per test, so that parallel runs never share a count.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

type Opened = { readonly stores: [LimitStore, LimitStore]; readonly close: () => Promise<void> };
type Kind = {
  readonly name: string;
  /** Two stores that stand for two processes: the same counts for both, unless `shared` is false. */
  readonly open: (clock: () => number) => Promise<Opened>;
  readonly shared: boolean;
};

const kinds: Kind[] = [
  {
    name: 'memory',
    shared: false,
    open: async (clock) => ({
      stores: [memoryLimitStore(clock), memoryLimitStore(clock)],
      close: async () => undefined,
    }),
  },
  ...databases.map(
    (database): Kind => ({
      name: database,
      shared: true,
      open: async (clock) => {
        const { app, close } = await build(database);
        return {
          stores: [databaseLimitStore(app.deps.db, clock), databaseLimitStore(app.deps.db, clock)],
          close,
        };
      },
    }),
  ),
  {
    name: 'redis',
    shared: true,
    open: async (clock) => {
      const prefix = `carta-test:${randomBytes(6).toString('hex')}:`;
      const a = await redisLimitStore(redisUrl, prefix, clock);
      const b = await redisLimitStore(redisUrl, prefix, clock);
      return {
        stores: [a, b],
        close: async () => void (await Promise.all([a.close(), b.close()])),
      };
    },
  },
];

describe.each(kinds)('LimitStore on $name', (kind) => {
  // A real epoch in milliseconds: the stores must keep it exact (Redis scripts count in doubles).
  let now = 1_765_000_000_123;
  const clock = () => now;
  let opened: Opened;
  let store: LimitStore;
  beforeEach(async () => {
    now = 1_765_000_000_123;
    opened = await kind.open(clock);
    store = opened.stores[0];
  });
  afterEach(() => opened.close());

  it('counts hits per key in a window that keeps its end, then starts a new one', async () => {
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetAt: now + 1000 });
    now += 400;
    expect(await store.hit('a', 1000)).toEqual({ count: 2, resetAt: now + 600 });
    expect(await store.hit('b', 1000)).toEqual({ count: 1, resetAt: now + 1000 });
    now += 600;
    expect(await store.hit('a', 5000)).toEqual({ count: 1, resetAt: now + 5000 });
  });

  it('peeks without counting, sees no ended window, and clears a key', async () => {
    expect(await store.peek('a')).toBeNull();
    await store.hit('a', 1000);
    await store.hit('a', 1000);
    expect(await store.peek('a')).toEqual({ count: 2, resetAt: now + 1000 });
    expect(await store.peek('a')).toEqual({ count: 2, resetAt: now + 1000 });
    await store.clear('a');
    expect(await store.peek('a')).toBeNull();
    expect((await store.hit('a', 1000)).count).toBe(1);
    now += 1000;
    expect(await store.peek('a')).toBeNull();
  });

  it('counts each holder once, renews its place, forgets it on release or when it lapses', async () => {
    expect(await store.hold('s', 'x', 1000)).toBe(1);
    expect(await store.hold('s', 'y', 1000)).toBe(2);
    expect(await store.hold('s', 'x', 1000)).toBe(2);
    expect(await store.hold('other', 'x', 1000)).toBe(1);
    await store.release('s', 'y');
    expect(await store.hold('s', 'x', 1000)).toBe(1);
    expect(await store.hold('s', 'z', 5000)).toBe(2);
    // x's last renewal lapses; z's place is still held.
    now += 1000;
    expect(await store.hold('s', 'w', 1000)).toBe(2);
  });

  it('counts every one of many concurrent hits exactly once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => opened.stores[i % 2]?.hit('c', 1000)),
    );
    const seen = counts.map((w) => w?.count ?? 0).sort((x, y) => x - y);
    // Two stores that stand for two processes share one count where the store is shared.
    const expected = kind.shared
      ? Array.from({ length: 40 }, (_, i) => i + 1)
      : Array.from({ length: 40 }, (_, i) => Math.floor(i / 2) + 1);
    expect(seen).toEqual(expected);
  });

  it('lets no more streams than a cap holds take a place, whichever process they reach', async () => {
    const [a, b] = opened.stores;
    const held = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hold('cap', `h${i}`, 1000)),
    );
    // A cap of 6: a holder whose count includes it at 6 or fewer has a place. (The database store
    // counts after its insert, so a burst may see each other and all be refused: never too many.)
    const placed = held.filter((n) => n <= 6).length;
    if (kind.shared) {
      expect(placed).toBeLessThanOrEqual(6);
      expect(await a.hold('cap', 'h0', 1000)).toBe(10);
    } else expect(placed).toBe(10);
  });
});
