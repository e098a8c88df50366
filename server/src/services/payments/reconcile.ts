import { isRefundClaimStale, nextLookupAt, REFUND_CLAIM_TIMEOUT_MS } from '@carta/domain/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import {
  dueForReconcile,
  recordLookupFailure,
  releaseRefundClaim,
  staleRefundClaims,
} from '../../repos/reconcile.ts';
import { cardProviderOf, credentialsOf } from './core.ts';
import { settle } from './payments.ts';
import { providerOf } from './providers/index.ts';
import { refundPayment } from './refund.ts';

/** What the maintenance job logs through. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

/** Attempts of one venue per pass, and in all: a pass stays short whatever the backlog. */
export const RECONCILE_PER_VENUE = 5;
export const RECONCILE_PER_PASS = 100;
/** Stale refund claims recovered per pass. */
export const REFUND_CLAIMS_PER_PASS = 20;

export type ReconcileReport = {
  /** Attempts asked to their provider. */
  readonly asked: number;
  /** Of those, settled (paid, failed, expired…). */
  readonly settled: number;
  /** Lookups that failed and will be retried after their back-off. */
  readonly failed: number;
  /** Lookups that failed for the last time: the attempt is retired and flagged for staff. */
  readonly retired: number;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reconciliation: attempts still pending at their expiry are asked to their provider first (a
 * webhook may have been lost); what it does not know as paid is expired. A few per venue per pass
 * (./repos/reconcile.ts decides which), so that no venue waits behind another's backlog. A lookup
 * that fails (provider down, keys cleared) is logged and counted on its attempt, asked again after
 * a doubling wait, and after the last try retired: flagged for staff, never asked again. A late
 * notification still settles a retired attempt.
 */
export const reconcilePass = async (
  deps: Deps,
  at: Date,
  log: Log,
  limits = { perVenue: RECONCILE_PER_VENUE, max: RECONCILE_PER_PASS },
): Promise<ReconcileReport> => {
  const report = { asked: 0, settled: 0, failed: 0, retired: 0 };
  for (const attempt of await dueForReconcile(deps.db, at, limits)) {
    report.asked += 1;
    try {
      const credentials = await credentialsOf(deps.db, attempt.EnterpriseID);
      const outcome = await providerOf(deps, cardProviderOf(attempt)).lookup(credentials, attempt);
      const applied = await settle(
        deps,
        attempt.EnterpriseID,
        attempt,
        outcome ?? 'expired',
        `reconcile:${attempt.ID}`,
      );
      if (applied) report.settled += 1;
    } catch (error) {
      const tries = attempt.ReconcileTries + 1;
      const next = nextLookupAt(tries, at);
      await recordLookupFailure(deps.db, attempt.ID, {
        tries,
        after: next?.toISOString() ?? null,
        failedAt: next ? null : at.toISOString(),
        error: messageOf(error),
        at: at.toISOString(),
      });
      const fields = { attempt: attempt.ID, ws: attempt.EnterpriseID, tries, err: error };
      if (next) {
        report.failed += 1;
        log.warn({ ...fields, retryAt: next.toISOString() }, 'payment lookup failed');
      } else {
        report.retired += 1;
        log.error(fields, 'payment lookup failed for the last time: attempt retired for staff');
      }
    }
  }
  return report;
};

/** One reconciliation pass, answering how many attempts it settled. */
export const reconcileExpired = async (deps: Deps, at: Date, log?: Log): Promise<number> =>
  (await reconcilePass(deps, at, log ?? silent)).settled;

const silent: Log = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

export type RefundClaimReport = {
  /** Stale claims whose refund was done again and completed. */
  readonly completed: number;
  /** Stale claims released because the provider refused again: staff may refund once more. */
  readonly released: number;
};

/**
 * A refund claim is written before the provider is called; a process that dies in between leaves
 * it, and every later refund of the order would answer 409. Once stale, the claim is released and
 * the refund run again: the provider's refund call carries a key derived from the attempt, so a
 * refund that had reached the provider before the crash is answered, not made twice. A refund the
 * provider refuses leaves the claim released and is logged.
 */
export const recoverRefundClaims = async (
  deps: Deps,
  at: Date,
  log: Log,
  limit = REFUND_CLAIMS_PER_PASS,
): Promise<RefundClaimReport> => {
  const report = { completed: 0, released: 0 };
  const before = new Date(at.getTime() - REFUND_CLAIM_TIMEOUT_MS).toISOString();
  for (const claim of await staleRefundClaims(deps.db, before, limit)) {
    if (!isRefundClaimStale(claim.RefundClaimedAt, at)) continue;
    if (!(await releaseRefundClaim(deps.db, claim.ID, claim.RefundClaimedAt))) continue;
    const fields = { attempt: claim.ID, ws: claim.EnterpriseID, order: claim.OrderID };
    try {
      await refundPayment(deps, claim.EnterpriseID, claim.OrderID, {
        attemptId: claim.ID,
        ...(claim.RefundClaimCents > 0 ? { amountCents: claim.RefundClaimCents } : {}),
      });
      report.completed += 1;
      log.info(fields, 'refund left claimed by a crash: completed');
    } catch (error) {
      report.released += 1;
      log.warn({ ...fields, err: error }, 'refund left claimed by a crash: released, not refunded');
    }
  }
  return report;
};
