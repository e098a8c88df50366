import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * On PostgreSQL an order event's data is kept as the text the server wrote, compressed with lz4
 * when PostgreSQL has it. As jsonb, every event (the order whole: ~18 KB at 45 lines) was parsed
 * into jsonb and then compressed with pglz by the backend at each order, which took more of its CPU
 * than the rest of the order's statements; nothing queries inside the data (it is read whole and
 * parsed by the server), and the text keeps the answer's key order. SQLite keeps it as it was.
 */
export const up = async (db: Kysely<unknown>, dialect: Dialect): Promise<void> => {
  if (dialect.name !== 'postgres') return;
  const { rows } = await sql<{ lz4: boolean }>`select coalesce(
      (select 'lz4' = any(enumvals) from pg_settings where name = 'default_toast_compression'),
      false) as lz4`.execute(db);
  const compression = rows[0]?.lz4 ? sql`, alter column "Data" set compression lz4` : sql``;
  await sql`alter table "dish_order_events"
    alter column "Data" type text using "Data"::text${compression}`.execute(db);
};
