import { z } from 'zod';
import { translatableSchema } from '../translatable.ts';
import { ATTEMPT_STATES } from './payments.ts';
import { ATTEMPT_PROVIDERS } from './room-charge.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './status.ts';

/**
 * The wire contract of orders (behaviour.md#ordering): the one definition of an order, its lines, its
 * payments and its events as the server answers them. The server validates its answers with these
 * schemas and documents them in OpenAPI; the back-office and the guest app read the types derived
 * from them (type-only imports: the guest bundle takes no zod from here), so a field changed on one
 * side is a type error on the others instead of a copy drifting.
 */

const money = z.number().describe("in the venue's currency, with its ISO 4217 number of decimals");

/** An extra as ordered, with the group it was chosen in (behaviour.md#extra-groups). */
export const orderedChoiceOut = z.object({
  ExtraID: z.number(),
  Name: translatableSchema(),
  Price: money,
  /** The group it was chosen in; null for none (and lines from before groups). */
  Group: z.object({ ID: z.number(), Name: translatableSchema(), ORD: z.number() }).nullable(),
});

/** One line of an order: the dish and its extras as they were when ordered. */
export const orderItemOut = z.object({
  ID: z.number(),
  MenuContentID: z.number(),
  Name: translatableSchema(),
  Quantity: z.number(),
  UnitPrice: money,
  Extras: z.array(orderedChoiceOut),
  Note: z.string().nullable(),
  DeviceID: z.string().nullable(),
  Paid: z.boolean(),
  PaymentReference: z.string().nullable(),
  StationID: z.number().nullable().describe('the kitchen station that prepares it; null: none'),
  DoneAt: z.string().nullable().describe('when the kitchen bumped it (ready); null: to do'),
});

/**
 * One payment of an order as staff and guests read it: Amount is the order's money it charges,
 * Tip apart, Refunded what went back of both (wire decimals of Currency); Share what the guest
 * chose to pay (`all`, `items`, `parts:k/N`, `amount`).
 */
export const paymentAttemptOut = z.object({
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

/** An order (docs/api.md "Order"): prices as when ordered; its ledger in wire decimals. */
export const orderOut = z.object({
  ID: z.number(),
  PointID: z.number(),
  Status: z.enum(ORDER_STATUSES),
  PaymentStatus: z.enum(PAYMENT_STATUSES),
  Items: z.array(orderItemOut),
  Total: money,
  Paid: money,
  Tips: money,
  Due: money,
  Overpaid: money,
  Payments: z.array(paymentAttemptOut),
  Currency: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  ServedAt: z.string().nullable().describe('when it was last served; null: not served'),
});

/**
 * What staff read of an order: also its kitchen tickets, so a reopened ticket says how often and
 * when it was printed (behaviour.md#ordering). Guests never see it.
 */
export const staffOrderOut = orderOut.extend({
  PrintCount: z.number(),
  LastPrintedAt: z.string().nullable(),
});

export type OrderedChoice = z.output<typeof orderedChoiceOut>;
export type OrderItem = z.output<typeof orderItemOut>;
export type PaymentAttempt = z.output<typeof paymentAttemptOut>;
export type Order = z.output<typeof orderOut>;
export type StaffOrder = z.output<typeof staffOrderOut>;
