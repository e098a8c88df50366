import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orderTransaction } from '../src/services/orders/group-commit.ts';
import { databases, describeOnPostgres, HOTEL, useApp } from './helpers.ts';

/** Order changes of a venue that arrive together share a commit; each still stands alone. */
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
      orderTransaction(db, dialect, HOTEL, (trx) =>
        trx.insertInto('idempotency_keys').values(key('a')).execute(),
      ),
      orderTransaction(db, dialect, HOTEL, async (trx) => {
        await trx.insertInto('idempotency_keys').values(key('b')).execute();
        throw failing;
      }),
      orderTransaction(db, dialect, HOTEL, async (trx) => {
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
    // One batch on both (one venue): the failed one left nothing.
    expect(keys.map((k) => k.Key)).toEqual(['a', 'c']);
  });
});

/**
 * PostgreSQL batches a venue's order changes too (one commit, so one sync, for many): the database
 * errors that roll a job back inside its batch leave the others, and a deadlock's victim (two
 * processes' batches of one venue can lock rows in opposite orders) runs again alone.
 */
describeOnPostgres('order transactions batched', () => {
  const ctx = useApp('postgres');
  const stamp = new Date().toISOString();
  const key = (k: string) => ({
    Scope: 'group-commit-pg',
    Key: k,
    BodyHash: 'h',
    StatusCode: 200,
    Answer: '{}',
    CreatedAt: stamp,
  });
  const stored = async () =>
    (
      await ctx.app.deps.db
        .selectFrom('idempotency_keys')
        .select('Key')
        .where('Scope', '=', 'group-commit-pg')
        .orderBy('Key')
        .execute()
    ).map((k) => k.Key);
  const raise = (code: string) =>
    sql`do $$ begin raise exception 'test' using errcode = ${sql.raw(`'${code}'`)}; end $$`;

  it('runs a deadlock victim again alone, keeps the others, and fails a plain SQL error alone', async () => {
    const { db, dialect } = ctx.app.deps;
    let tries = 0;
    const results = await Promise.allSettled([
      orderTransaction(db, dialect, HOTEL, (trx) =>
        trx.insertInto('idempotency_keys').values(key('a')).execute(),
      ),
      orderTransaction(db, dialect, HOTEL, async (trx) => {
        tries += 1;
        await trx.insertInto('idempotency_keys').values(key('b')).execute();
        // The database aborts the job's subtransaction, as it does a deadlock's victim.
        if (tries === 1) await raise('40P01').execute(trx);
        return tries;
      }),
      orderTransaction(db, dialect, HOTEL, async (trx) => {
        await trx.insertInto('idempotency_keys').values(key('c')).execute();
        await raise('23505').execute(trx);
      }),
      orderTransaction(db, dialect, HOTEL, (trx) =>
        trx.insertInto('idempotency_keys').values(key('d')).execute(),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((results[1] as PromiseFulfilledResult<number>).value).toBe(2);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect(await stored()).toEqual(['a', 'b', 'd']);
  });

  it('fails a job that is a deadlock victim again when run alone, and only that one', async () => {
    const { db, dialect } = ctx.app.deps;
    const results = await Promise.allSettled([
      orderTransaction(db, dialect, HOTEL, (trx) =>
        trx.insertInto('idempotency_keys').values(key('a')).execute(),
      ),
      orderTransaction(db, dialect, HOTEL, async (trx) => {
        await trx.insertInto('idempotency_keys').values(key('b')).execute();
        await raise('40001').execute(trx);
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '40001' });
    expect(await stored()).toEqual(['a']);
  });

  it('batches each venue apart: one venue waiting on a lock holds up no other', async () => {
    const { db, dialect } = ctx.app.deps;
    // Another connection holds a row that venue 1's change waits for.
    const blocker = await db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      await conn.insertInto('idempotency_keys').values(key('held')).execute();
      const waiting = orderTransaction(db, dialect, HOTEL, (trx) =>
        trx.insertInto('idempotency_keys').values(key('held')).execute(),
      );
      // Venue 2's change commits while venue 1's batch is blocked.
      await orderTransaction(db, dialect, 2, (trx) =>
        trx.insertInto('idempotency_keys').values(key('other')).execute(),
      );
      await sql`rollback`.execute(conn);
      return waiting;
    });
    await blocker;
    expect(await stored()).toEqual(['held', 'other']);
  });
});
