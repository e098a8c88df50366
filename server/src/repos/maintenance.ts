import { itemTotalCents, TABLE_FOLLOWED_STATUSES } from '@carta/domain/orders';
import { fromJson } from '../db/dialect.ts';
import { IDEMPOTENCY_TTL_MS } from './dish-orders/idempotency.ts';
import { now, type Queryable } from './types.ts';

/**
 * Forget at most `limit` idempotency keys older than their 24 h (claimKey ignores them already), the
 * oldest first; answers how many went.
 */
export const sweepIdempotencyKeys = async (
  db: Queryable,
  at: Date,
  limit: number,
): Promise<number> => {
  const before = new Date(at.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  const result = await db
    .deleteFrom('idempotency_keys')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('Scope', 'Key'),
        'in',
        selectFrom('idempotency_keys')
          .select(['Scope', 'Key'])
          .where('CreatedAt', '<', before)
          .orderBy('CreatedAt')
          .limit(limit)
          .$asTuple('Scope', 'Key'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/**
 * Order events nobody can need any more, at most `limit`, oldest first: older than `before` and of
 * an order no phone follows (finalized, cancelled or deleted). Id and venue of each.
 */
export const prunableEvents = (db: Queryable, before: string, limit: number) =>
  db
    .selectFrom('dish_order_events as e')
    .leftJoin('dish_orders as o', 'o.ID', 'e.OrderID')
    .select(['e.ID', 'e.EnterpriseID'])
    .where('e.CreatedAt', '<', before)
    .where((eb) =>
      eb.or([eb('o.ID', 'is', null), eb('o.Status', 'not in', [...TABLE_FOLLOWED_STATUSES])]),
    )
    .orderBy('e.ID')
    .limit(limit)
    .execute();

/**
 * Delete these events and move each venue's horizon past them, in the caller's transaction: a
 * stream that resumes from before the horizon is told to refresh instead of missing them.
 */
export const pruneEvents = async (
  db: Queryable,
  events: readonly { readonly ID: number; readonly EnterpriseID: number }[],
): Promise<void> => {
  if (events.length === 0) return;
  const through = new Map<number, number>();
  for (const e of events)
    through.set(e.EnterpriseID, Math.max(through.get(e.EnterpriseID) ?? 0, Number(e.ID)));
  for (const [ws, id] of through) {
    const stamp = now();
    await db
      .insertInto('dish_order_event_horizons')
      .values({ EnterpriseID: ws, PrunedThrough: id, UpdatedAt: stamp })
      .onConflict((oc) =>
        oc
          .column('EnterpriseID')
          .doUpdateSet({ PrunedThrough: id, UpdatedAt: stamp })
          .where('dish_order_event_horizons.PrunedThrough', '<', id),
      )
      .execute();
  }
  await db
    .deleteFrom('dish_order_events')
    .where(
      'ID',
      'in',
      events.map((e) => Number(e.ID)),
    )
    .execute();
};

/** The highest pruned event id of a venue (0 when none was ever pruned). */
export const prunedThrough = async (db: Queryable, ws: number): Promise<number> => {
  const row = await db
    .selectFrom('dish_order_event_horizons')
    .select('PrunedThrough')
    .where('EnterpriseID', '=', ws)
    .executeTakeFirst();
  return Number(row?.PrunedThrough ?? 0);
};

/**
 * Lines written without their total (by a process of the release before line totals, during a
 * rolling upgrade: docs/deploy.md) get it from their price, extras and quantity. A priced line's
 * total is never 0, so 0 there means "not written".
 */
export const fillLineTotals = async (db: Queryable, limit: number): Promise<number> => {
  const rows = await db
    .selectFrom('dish_order_items')
    .select(['ID', 'Quantity', 'UnitPriceCents', 'Extras'])
    .where('LineCents', '=', 0)
    .where('UnitPriceCents', '>', 0)
    .limit(limit)
    .execute();
  for (const r of rows) {
    const extras = fromJson<{ PriceCents?: number }[]>(r.Extras, []);
    const LineCents = itemTotalCents({
      Quantity: r.Quantity,
      UnitPriceCents: r.UnitPriceCents,
      ExtrasCents: extras.map((e) => e.PriceCents ?? 0),
    });
    await db.updateTable('dish_order_items').set({ LineCents }).where('ID', '=', r.ID).execute();
  }
  return rows.length;
};
