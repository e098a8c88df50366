import { sql } from 'kysely';
import type { Queryable } from './types.ts';

/** When an attempt is next due: its expiry, or the end of its back-off after a failed lookup. */
const dueAt = sql<string>`coalesce(${sql.ref('ReconcileAfter')}, ${sql.ref('ExpiresAt')})`;

/**
 * Pending attempts due for reconciliation at `at` (expired, out of their back-off, not retired),
 * fairly: at most `perVenue` of each venue, the venues that have waited longest first, `max` in
 * all. One venue's attempts that never settle cannot fill a pass: a failed lookup moves its attempt
 * behind the others until its back-off ends.
 */
export const dueForReconcile = (
  db: Queryable,
  at: Date,
  limits: { readonly perVenue: number; readonly max: number },
) => {
  const when = at.toISOString();
  const ranked = db
    .selectFrom('payment_attempts')
    .selectAll()
    .select([
      sql<number>`row_number() over (partition by ${sql.ref('EnterpriseID')} order by ${dueAt}, ${sql.ref('ID')})`.as(
        'VenueRank',
      ),
      sql<string>`min(${dueAt}) over (partition by ${sql.ref('EnterpriseID')})`.as('VenueDue'),
    ])
    .where('State', '=', 'pending')
    // A room charge waits for staff, not for a provider: nothing to ask, nothing expires it.
    .where('Provider', '!=', 'room')
    .where('ExpiresAt', '<=', when)
    .where('ReconcileFailedAt', 'is', null)
    .where((eb) => eb.or([eb('ReconcileAfter', 'is', null), eb('ReconcileAfter', '<=', when)]));
  return db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('VenueRank', '<=', limits.perVenue)
    .orderBy('VenueDue')
    .orderBy('EnterpriseID')
    .orderBy('VenueRank')
    .limit(limits.max)
    .execute();
};

/**
 * A lookup failed: its count, when to ask again, or (at the limit) the retirement that staff see.
 * Only an attempt still pending changes: a notification may have settled it meanwhile.
 */
export const recordLookupFailure = (
  db: Queryable,
  id: number,
  f: {
    readonly tries: number;
    readonly after: string | null;
    readonly failedAt: string | null;
    readonly error: string;
    readonly at: string;
  },
) =>
  db
    .updateTable('payment_attempts')
    .set({
      ReconcileTries: f.tries,
      ReconcileAfter: f.after,
      ReconcileFailedAt: f.failedAt,
      ReconcileError: f.error.slice(0, 500),
      UpdatedAt: f.at,
    })
    .where('ID', '=', id)
    .where('State', '=', 'pending')
    .execute();

/** Refund claims older than `before` (or undated), at most `limit`: left by a process that died. */
export const staleRefundClaims = (db: Queryable, before: string, limit: number) =>
  db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('RefundReference', '=', 'claimed')
    .where((eb) => eb.or([eb('RefundClaimedAt', 'is', null), eb('RefundClaimedAt', '<', before)]))
    .orderBy('ID')
    .limit(limit)
    .execute();

/**
 * Release a stale claim, only if it is still the one seen (another process or click may have taken
 * it since); answers whether this call released it.
 */
export const releaseRefundClaim = async (
  db: Queryable,
  id: number,
  claimedAt: string | null,
): Promise<boolean> => {
  const result = await db
    .updateTable('payment_attempts')
    .set({ RefundReference: null, RefundClaimedAt: null })
    .where('ID', '=', id)
    .where('RefundReference', '=', 'claimed')
    .where((eb) =>
      claimedAt === null
        ? eb('RefundClaimedAt', 'is', null)
        : eb('RefundClaimedAt', '=', claimedAt),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
