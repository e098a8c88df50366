import type { OrderItemInput } from '@carta/domain/orders';
import type { PointClaims } from '../../auth/tokens.ts';
import type { Dialect } from '../../db/dialect.ts';
import {
  type DishRow,
  dishesQuery,
  type ExtraRow,
  extrasQuery,
} from '../../repos/dish-orders/dishes.ts';
import {
  type Claim,
  claimFrom,
  claimKey,
  type KeyClaim,
} from '../../repos/dish-orders/idempotency.ts';
import { readForOrderPg } from '../../repos/dish-orders/place-reads-pg.ts';
import { marksAt, type SoldOutMark, soldOutQuery } from '../../repos/dish-orders/sold-out.ts';
import type { Queryable } from '../../repos/types.ts';
import { dishIdsOf } from './dishes.ts';
import { pointAndVenueFrom, pointAndVenueQuery } from './guest-point.ts';

/** What placing an order reads before it writes, and its key's claim. */
export type OrderReads = ReturnType<typeof pointAndVenueFrom> & {
  readonly claim: Claim | null;
  readonly dishes: readonly DishRow[];
  readonly extras: readonly ExtraRow[];
  readonly soldOut: readonly SoldOutMark[];
};

/**
 * The point and its venue, the key's claim, the dishes with their extras and what is sold out:
 * everything placing an order reads before it writes. On PostgreSQL, one statement
 * (repos/dish-orders/place-reads-pg.ts); on SQLite, in-process, one query after the other. The
 * point is judged first: a token that no longer holds is refused before its key counts (the claim
 * rolls back with it).
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
  const row = await readForOrderPg(db, { point, ws, ids, key });
  const live = pointAndVenueFrom(row.point ?? undefined, claims);
  return {
    ...live,
    claim: key && row.claim ? claimFrom(key, row.claim.claimed, row.claim.stored) : null,
    dishes: row.dishes,
    extras: row.extras,
    soldOut: marksAt(row.sold, at),
  };
};
