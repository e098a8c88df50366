import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { printDueJobs } from './print-worker.ts';
import { deliverDueWebhooks } from './webhook-worker.ts';

/** How often the workers look for due deliveries and print jobs, unless the config says otherwise. */
const DEFAULT_EVERY_MS = 1000;

export type IntegrationRound = (
  deps: Deps,
  options: { now: Date; log?: FastifyBaseLogger },
) => Promise<number>;

/** Every worker of a round: each sends what is due at `now`. */
export const INTEGRATION_WORKERS: readonly IntegrationRound[] = [printDueJobs, deliverDueWebhooks];

/**
 * Start the integration workers of this process: a round every second, never two at once. Every
 * process runs them; the claims in the database make one process send each delivery or job.
 * `integrationWorkerMs: null` (tests that drive rounds themselves) starts none.
 */
export const startIntegrationWorkers = (
  deps: Deps,
  log: FastifyBaseLogger,
): (() => Promise<void>) => {
  const every =
    deps.config.integrationWorkerMs === undefined
      ? DEFAULT_EVERY_MS
      : deps.config.integrationWorkerMs;
  if (every === null) return async () => {};
  const clock = deps.config.clock ?? (() => new Date());
  let current: Promise<void> | null = null;
  const round = async () => {
    try {
      for (const work of INTEGRATION_WORKERS) await work(deps, { now: clock(), log });
    } catch (error) {
      log.error({ err: error }, 'integration worker round failed');
    } finally {
      current = null;
    }
  };
  const timer = setInterval(() => {
    current ??= round();
  }, every);
  timer.unref();
  // Closing waits for a round under way: it must not find the database closed mid-send.
  return async () => {
    clearInterval(timer);
    await current;
  };
};
