/**
 * Reconciling card payments nobody heard back about, and refunds interrupted half-way. Pure rules:
 * the server's maintenance job applies them to the rows.
 */

/** Lookups of one attempt that may fail before it is retired and flagged for staff. */
export const RECONCILE_MAX_TRIES = 8;
/** The wait after the first failed lookup; it doubles with each failure, up to the cap. */
export const RECONCILE_FIRST_RETRY_MS = 60_000;
export const RECONCILE_MAX_RETRY_MS = 60 * 60_000;

/**
 * When to ask a provider again about an attempt whose lookup failed for the `tries`-th time (1 the
 * first), or null when it has failed too often: retired, never asked again. Doubling waits from
 * one minute to an hour: 8 tries span about two hours, past the outages a provider has in a day.
 */
export const nextLookupAt = (tries: number, at: Date): Date | null => {
  if (tries >= RECONCILE_MAX_TRIES) return null;
  const wait = Math.min(
    RECONCILE_FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1),
    RECONCILE_MAX_RETRY_MS,
  );
  return new Date(at.getTime() + wait);
};

/**
 * How long a refund claim may stand before it is taken for the mark of a process that died between
 * claiming and refunding: far past a provider call's own timeout (10 s, one retry).
 */
export const REFUND_CLAIM_TIMEOUT_MS = 5 * 60_000;

/** A claim written at `claimedAt` (null: before claims were dated) is stale at `at`. */
export const isRefundClaimStale = (claimedAt: string | null, at: Date): boolean =>
  claimedAt === null || at.getTime() - new Date(claimedAt).getTime() >= REFUND_CLAIM_TIMEOUT_MS;
