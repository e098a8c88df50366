import { ATTEMPT_PROVIDERS, ATTEMPT_STATES } from '@carta/domain/orders';
import { z } from 'zod';

/**
 * One payment of an order as staff and guests read it: Amount is the order's money it charges,
 * Tip apart, Refunded what went back of both (wire decimals of Currency); Share what the guest
 * chose to pay (`all`, `items`, `parts:k/N`, `amount`).
 */
export const attemptOut = z.object({
  ID: z.number(),
  OrderID: z.number(),
  Provider: z.enum(ATTEMPT_PROVIDERS),
  Reference: z.string(),
  Amount: z.number(),
  Tip: z.number(),
  Refunded: z.number(),
  Share: z.string(),
  Currency: z.string(),
  State: z.enum(ATTEMPT_STATES),
  ExpiresAt: z.string(),
  ReconcileFailedAt: z
    .string()
    .nullable()
    .describe('Set when the provider could not be asked about this payment after repeated tries'),
  ReconcileError: z.string().nullable().describe("The provider's last answer to the lookup"),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
