import type { Generated } from 'kysely';

/**
 * What reconciliation keeps on a payment attempt (composed into payment_attempts in ./index.ts, so
 * that the attempt's own columns and these change apart).
 */
export type AttemptReconcileColumns = {
  /** Failed provider lookups so far (0 when every lookup answered). */
  ReconcileTries: Generated<number>;
  /** Not asked again before this instant (the back-off after a failed lookup). */
  ReconcileAfter: string | null;
  /** Retired: the provider could not be asked after the last try; staff see it flagged. */
  ReconcileFailedAt: string | null;
  /** The last lookup's failure, as the provider said it (never a secret). */
  ReconcileError: string | null;
  /** When the refund claim was written: a claim left by a crash is recovered after a timeout. */
  RefundClaimedAt: string | null;
  /** The amount the claim was for, in minor units (0: what was left of the payment). */
  RefundClaimCents: Generated<number>;
};

/** Per venue, how far its order events were pruned. */
export type DishOrderEventHorizonsTable = {
  EnterpriseID: number;
  PrunedThrough: number;
  UpdatedAt: string;
};
