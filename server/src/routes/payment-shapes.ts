import { ATTEMPT_STATES, PAYMENT_TYPES } from '@carta/domain/orders';
import { z } from 'zod';

/**
 * One payment of an order as staff and guests read it: Amount is the order's money it charges,
 * Tip apart, Refunded what went back of both (wire decimals of Currency); Share what the guest
 * chose to pay (`all`, `items`, `parts:k/N`, `amount`).
 */
export const attemptOut = z.object({
  ID: z.number(),
  OrderID: z.number(),
  Provider: z.enum(PAYMENT_TYPES),
  Reference: z.string(),
  Amount: z.number(),
  Tip: z.number(),
  Refunded: z.number(),
  Share: z.string(),
  Currency: z.string(),
  State: z.enum(ATTEMPT_STATES),
  ExpiresAt: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
