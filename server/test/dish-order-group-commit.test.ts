import { describe, expect, it } from 'vitest';
import { orderTransaction } from '../src/services/orders/group-commit.ts';
import { databases, useApp } from './helpers.ts';

/** Order changes that arrive together share a commit on SQLite; each still stands alone. */
describe.each(databases)('order transactions on %s', (database) => {
  const ctx = useApp(database);

  it('keeps the changes that succeed and rolls back only the one that fails', async () => {
    const { db, dialect } = ctx.app.deps;
    const stamp = new Date().toISOString();
    const key = (k: string) => ({
      Scope: 'group-commit-test',
      Key: k,
      BodyHash: 'h',
      StatusCode: 200,
      Answer: '{}',
      CreatedAt: stamp,
    });
    const failing = new Error('refused');
    const results = await Promise.allSettled([
      orderTransaction(db, dialect, (trx) =>
        trx.insertInto('idempotency_keys').values(key('a')).execute(),
      ),
      orderTransaction(db, dialect, async (trx) => {
        await trx.insertInto('idempotency_keys').values(key('b')).execute();
        throw failing;
      }),
      orderTransaction(db, dialect, async (trx) => {
        // On SQLite it sees what the earlier change of its batch wrote, as a later transaction would.
        const a = await trx
          .selectFrom('idempotency_keys')
          .select('Key')
          .where('Key', '=', 'a')
          .executeTakeFirst();
        await trx
          .insertInto('idempotency_keys')
          .values(key(a ? 'c' : 'not-c'))
          .execute();
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBe(failing);
    const keys = await db
      .selectFrom('idempotency_keys')
      .select('Key')
      .where('Scope', '=', 'group-commit-test')
      .orderBy('Key')
      .execute();
    const stored = keys.map((k) => k.Key);
    if (database === 'sqlite') expect(stored).toEqual(['a', 'c']);
    // PostgreSQL runs them as three transactions of their own: the third may read before the first
    // commits, so it writes either key; the failed one left nothing.
    else expect(stored).toEqual(['a', expect.stringMatching(/^(c|not-c)$/)]);
  });
});
