import type { PaymentType } from '@carta/domain/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { expiredPending } from '../../repos/payments.ts';
import { credentialsOf, providerOf, settle } from './payments.ts';
import { ProviderError } from './provider.ts';

/** How often pending payments past their expiry are reconciled. */
const RECONCILE_EVERY_MS = 60_000;

/**
 * Reconciliation: attempts still pending at their expiry are asked to their provider first (a
 * webhook may have been lost); what it does not know as paid is expired. A provider that cannot be
 * reached is asked again on the next round.
 */
export const reconcileExpired = async (deps: Deps, at: Date, limit = 50): Promise<number> => {
  let settled = 0;
  for (const attempt of await expiredPending(deps.db, at, limit)) {
    try {
      const credentials = await credentialsOf(deps.db, attempt.EnterpriseID);
      const outcome = await providerOf(deps, attempt.Provider as PaymentType).lookup(
        credentials,
        attempt,
      );
      const applied = await settle(
        deps,
        attempt.EnterpriseID,
        attempt,
        outcome ?? 'expired',
        `reconcile:${attempt.ID}`,
      );
      if (applied) settled += 1;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
    }
  }
  return settled;
};

/** Payments left pending past their expiry are asked to their provider, then settled; answers stop. */
export const startReconciling = (deps: Deps, log: FastifyBaseLogger): (() => void) => {
  const timer = setInterval(() => {
    reconcileExpired(deps, (deps.config.clock ?? (() => new Date()))()).catch((error: unknown) =>
      log.error({ err: error }, 'payment reconciliation failed'),
    );
  }, RECONCILE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
