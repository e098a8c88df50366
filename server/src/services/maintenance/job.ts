import type { Deps } from '../../deps.ts';
import {
  fillLineTotals,
  prunableEvents,
  pruneEvents,
  sweepIdempotencyKeys,
} from '../../repos/maintenance.ts';
import {
  type Log,
  type ReconcileReport,
  type RefundClaimReport,
  reconcilePass,
  recoverRefundClaims,
} from '../payments/reconcile.ts';
import { withMaintenanceLock } from './lock.ts';

/** Idempotency keys and order events removed per pass at most: a pass stays short on any backlog. */
export const SWEEP_PER_PASS = 1000;
export const PRUNE_PER_PASS = 1000;
export const LINE_TOTALS_PER_PASS = 1000;

/**
 * How long an order event is kept at least: past the 24 h an idempotency key replays its order from
 * its event, and past any stream's reconnect. A stream resuming from before a pruned event is told
 * to refresh (services/orders/stream.ts), so nothing is ever silently missed.
 */
export const EVENT_RETENTION_MS = 48 * 60 * 60 * 1000;

export type MaintenanceReport = {
  readonly reconcile: ReconcileReport;
  readonly refundClaims: RefundClaimReport;
  readonly keysSwept: number;
  readonly eventsPruned: number;
  readonly lineTotalsFilled: number;
};

const prune = async (deps: Deps, at: Date): Promise<number> => {
  const before = new Date(at.getTime() - EVENT_RETENTION_MS).toISOString();
  // One transaction: the events go and their venues' horizons move together.
  return deps.db.transaction().execute(async (trx) => {
    const events = await prunableEvents(trx, before, PRUNE_PER_PASS);
    await pruneEvents(trx, events);
    return events.length;
  });
};

/** Each step on its own: one failing is logged, and the others still run. */
const step = async <T>(log: Log, name: string, fallback: T, work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    log.error({ err: error, step: name }, 'maintenance step failed');
    return fallback;
  }
};

/**
 * One pass of the maintenance job: reconcile payments nobody heard back about, recover refund
 * claims a crash left, sweep idempotency keys past their 24 h, prune order events no stream needs,
 * fill line totals a process of the previous release left unwritten.
 * Each step is bounded and logged with its counts. On PostgreSQL one process at a time runs it:
 * answers null when another is running it.
 */
export const runMaintenance = (
  deps: Deps,
  log: Log,
  at: Date = (deps.config.clock ?? (() => new Date()))(),
): Promise<MaintenanceReport | null> =>
  withMaintenanceLock(deps, async () => {
    const none = { asked: 0, settled: 0, failed: 0, retired: 0 };
    const report: MaintenanceReport = {
      reconcile: await step(log, 'reconcile', none, () => reconcilePass(deps, at, log)),
      refundClaims: await step(log, 'refund claims', { completed: 0, released: 0 }, () =>
        recoverRefundClaims(deps, at, log),
      ),
      keysSwept: await step(log, 'idempotency keys', 0, () =>
        sweepIdempotencyKeys(deps.db, at, SWEEP_PER_PASS),
      ),
      eventsPruned: await step(log, 'order events', 0, () => prune(deps, at)),
      lineTotalsFilled: await step(log, 'line totals', 0, () =>
        fillLineTotals(deps.db, LINE_TOTALS_PER_PASS),
      ),
    };
    const { reconcile, refundClaims, keysSwept, eventsPruned, lineTotalsFilled } = report;
    const busy =
      reconcile.asked +
        refundClaims.completed +
        refundClaims.released +
        keysSwept +
        eventsPruned +
        lineTotalsFilled >
      0;
    // Counts of every step, at info when the pass did anything (a quiet pass every minute is noise).
    (busy ? log.info : log.debug).call(
      log,
      {
        ...reconcile,
        refundsCompleted: refundClaims.completed,
        refundsReleased: refundClaims.released,
        keysSwept,
        eventsPruned,
        lineTotalsFilled,
      },
      'maintenance pass',
    );
    return report;
  });

/**
 * The job in this process: a pass every `everyMs` (never two at once), stopped by the returned
 * function, which waits for a pass under way so that the database is not closed beneath it.
 */
export const startMaintenance = (deps: Deps, log: Log, everyMs: number): (() => Promise<void>) => {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runMaintenance(deps, log)
      .catch((error: unknown) => log.error({ err: error }, 'maintenance pass failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
