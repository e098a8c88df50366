import { sql } from 'kysely';
import { prepared } from '../db/prepared.ts';
import type { LimitStore } from '../services/limits/store.ts';
import type { Queryable } from './types.ts';

/** Rows past their end are deleted now and then, by whichever process counts at that moment. */
const SWEEP_EVERY_MS = 60_000;

const ms = (value: number | string): number => Number(value);

export const databaseLimitStore = (db: Queryable, clock: () => number = Date.now): LimitStore => {
  let swept = 0;
  const sweep = async (now: number) => {
    if (now - swept < SWEEP_EVERY_MS) return;
    swept = now;
    await db.deleteFrom('rate_counters').where('ResetAt', '<=', now).execute();
    await db.deleteFrom('stream_leases').where('ExpiresAt', '<=', now).execute();
  };
  return {
    hit: async (key, windowMs) => {
      const now = clock();
      await sweep(now);
      // One statement, so that concurrent hits from several processes each count exactly once.
      // Kept prepared on PostgreSQL: a point's order limit runs it before every order.
      const { rows } = await sql<{
        Count: number;
        ResetAt: number | string;
      }>`${prepared('rate_hit')}
        insert into "rate_counters" ("Key", "Count", "ResetAt") values (${key}, 1, ${now + windowMs})
        on conflict ("Key") do update set
          "Count" = case when rate_counters."ResetAt" <= ${now} then 1 else rate_counters."Count" + 1 end,
          "ResetAt" = case when rate_counters."ResetAt" <= ${now} then ${now + windowMs}
            else rate_counters."ResetAt" end
        returning "Count", "ResetAt"`.execute(db);
      const [row] = rows;
      if (!row) throw new Error(`no window for ${key}`);
      return { count: row.Count, resetAt: ms(row.ResetAt) };
    },
    peek: async (key) => {
      const row = await db
        .selectFrom('rate_counters')
        .select(['Count', 'ResetAt'])
        .where('Key', '=', key)
        .executeTakeFirst();
      if (!row || ms(row.ResetAt) <= clock()) return null;
      return { count: row.Count, resetAt: ms(row.ResetAt) };
    },
    clear: async (key) => {
      await db.deleteFrom('rate_counters').where('Key', '=', key).execute();
    },
    hold: async (key, holder, ttlMs) => {
      const now = clock();
      await sweep(now);
      await db
        .insertInto('stream_leases')
        .values({ Key: key, Holder: holder, ExpiresAt: now + ttlMs })
        .onConflict((oc) => oc.columns(['Key', 'Holder']).doUpdateSet({ ExpiresAt: now + ttlMs }))
        .execute();
      const row = await db
        .selectFrom('stream_leases')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('Key', '=', key)
        .where('ExpiresAt', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    release: async (key, holder) => {
      await db
        .deleteFrom('stream_leases')
        .where('Key', '=', key)
        .where('Holder', '=', holder)
        .execute();
    },
  };
};
