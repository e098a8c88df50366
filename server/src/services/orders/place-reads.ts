import type { OrderItemInput } from '@carta/domain/orders';
import { type Compilable, sql } from 'kysely';
import type { PointClaims } from '../../auth/tokens.ts';
import type { Dialect } from '../../db/dialect.ts';
import {
  type Claim,
  claimFrom,
  claimKey,
  claimQuery,
  type KeyClaim,
  storedQuery,
} from '../../repos/dish-orders/idempotency.ts';
import { marksAt, type SoldOutMark, soldOutQuery } from '../../repos/dish-orders/sold-out.ts';
import type { Queryable } from '../../repos/types.ts';
import { type DishRow, dishesQuery, dishIdsOf, type ExtraRow, extrasQuery } from './dishes.ts';
import { type PointAndVenueRow, pointAndVenueFrom, pointAndVenueQuery } from './guest-point.ts';

/** What placing an order reads before it writes, and its key's claim. */
export type OrderReads = ReturnType<typeof pointAndVenueFrom> & {
  readonly claim: Claim | null;
  readonly dishes: readonly DishRow[];
  readonly extras: readonly ExtraRow[];
  readonly soldOut: readonly SoldOutMark[];
};

/** A query's rows as one JSON array (PostgreSQL): `[]` when it has none. */
const rowsOf = (query: Compilable<unknown>) =>
  sql`(select coalesce(json_agg(t), '[]'::json) from (${query}) as t)`;

/**
 * The point and its venue, the key's claim, the dishes with their extras and what is sold out:
 * everything placing an order reads before it writes. On PostgreSQL, one statement (one round trip;
 * the claim is a data-modifying part of it, whose row the rest cannot see, so the key's first answer
 * is read beside it); on SQLite, in-process, one query after the other. The point is judged first:
 * a token that no longer holds is refused before its key counts (the claim rolls back with it).
 */
export const readForOrder = async (
  db: Queryable,
  dialect: Dialect,
  call: {
    readonly ws: number;
    readonly claims: PointClaims;
    readonly items: readonly OrderItemInput[];
    readonly key: KeyClaim | null;
    readonly at: Date;
  },
): Promise<OrderReads> => {
  const { ws, claims, key, at } = call;
  const ids = dishIdsOf(call.items);
  const point = pointAndVenueQuery(db, claims, ws);
  if (dialect.name !== 'postgres') {
    const live = pointAndVenueFrom(await point.executeTakeFirst(), claims);
    return {
      ...live,
      claim: key ? await claimKey(db, key) : null,
      dishes: await dishesQuery(db, ws, ids).execute(),
      extras: await extrasQuery(db, ids).execute(),
      soldOut: marksAt(await soldOutQuery(db, ws).execute(), at),
    };
  }
  const claim = key ? sql`with claim as (${claimQuery(db, key)}) ` : sql``;
  const claimed = key
    ? sql`(select count(*) from claim)::int as claimed,
      (select row_to_json(k) from (${storedQuery(db, key)}) as k) as stored,`
    : sql``;
  const result = await sql<{
    claimed?: number;
    stored?: { BodyHash: string; StatusCode: number; Answer: unknown } | null;
    point: PointAndVenueRow | null;
    dishes: DishRow[];
    extras: ExtraRow[];
    sold: { Kind: string; TargetID: number; Until: string | null }[];
  }>`${claim}select ${claimed}
      (select row_to_json(p) from (${point}) as p) as point,
      ${rowsOf(dishesQuery(db, ws, ids))} as dishes,
      ${rowsOf(extrasQuery(db, ids))} as extras,
      ${rowsOf(soldOutQuery(db, ws))} as sold`.execute(db);
  const row = result.rows[0];
  const live = pointAndVenueFrom(row?.point ?? undefined, claims);
  const stored =
    row?.stored ??
    // Claimed by a request that committed while this statement waited: its snapshot predates it.
    (key && !row?.claimed ? await storedQuery(db, key).executeTakeFirst() : undefined);
  return {
    ...live,
    claim: key ? claimFrom(key, (row?.claimed ?? 0) > 0, stored) : null,
    dishes: row?.dishes ?? [],
    extras: row?.extras ?? [],
    soldOut: marksAt(row?.sold ?? [], at),
  };
};
