import { type Compilable, sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { Queryable } from '../types.ts';
import { type DishRow, dishesQuery, type ExtraRow, extrasQuery } from './dishes.ts';
import { claimQuery, type KeyClaim, storedQuery } from './idempotency.ts';
import { soldOutQuery } from './sold-out.ts';
import type { PointAndVenueRow } from './venue-ordering.ts';

/** A query's rows as one JSON array (PostgreSQL): `[]` when it has none. */
const rowsOf = (query: Compilable<unknown>) =>
  sql`(select coalesce(json_agg(t), '[]'::json) from (${query}) as t)`;

type StoredAnswer = { BodyHash: string; StatusCode: number; Answer: unknown };

/**
 * What placing an order reads before it writes, on PostgreSQL in one statement (one round trip): the
 * point with its venue (`point`, from pointAndVenueRowQuery), the key's claim, the dishes with their
 * extras, what is sold out. The claim is a data-modifying part of the statement, whose row the rest
 * cannot see, so the key's first answer is read beside it.
 */
export const readForOrderPg = async (
  db: Queryable,
  call: {
    readonly point: Compilable<PointAndVenueRow>;
    readonly ws: number;
    readonly ids: readonly number[];
    readonly key: KeyClaim | null;
  },
) => {
  const { point, ws, ids, key } = call;
  const claim = key ? sql`with claim as (${claimQuery(db, key)}) ` : sql``;
  const claimed = key
    ? sql`(select count(*) from claim)::int as claimed,
      (select row_to_json(k) from (${storedQuery(db, key)}) as k) as stored,`
    : sql``;
  const result = await sql<{
    claimed?: number;
    stored?: StoredAnswer | null;
    point: PointAndVenueRow | null;
    dishes: DishRow[];
    extras: ExtraRow[];
    sold: { Kind: string; TargetID: number; Until: string | null }[];
  }>`${prepared('order_reads')}${claim}select ${claimed}
      (select row_to_json(p) from (${point}) as p) as point,
      ${rowsOf(dishesQuery(db, ws, ids))} as dishes,
      ${rowsOf(extrasQuery(db, ids))} as extras,
      ${rowsOf(soldOutQuery(db, ws))} as sold`.execute(db);
  const row = result.rows[0];
  const stored: StoredAnswer | undefined =
    row?.stored ??
    // Claimed by a request that committed while this statement waited: its snapshot predates it.
    (key && !row?.claimed ? await storedQuery(db, key).executeTakeFirst() : undefined);
  return {
    point: row?.point ?? undefined,
    claim: key ? { claimed: (row?.claimed ?? 0) > 0, stored } : null,
    dishes: row?.dishes ?? [],
    extras: row?.extras ?? [],
    sold: row?.sold ?? [],
  };
};
