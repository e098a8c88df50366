import type { AttemptProvider, AttemptState, PaymentType } from '@carta/domain/orders';
import type { Generated } from 'kysely';

/** A venue's payment provider and its write-only secrets (JSON text), apart from readable settings. */
export type PaymentCredentialsTable = {
  EnterpriseID: number;
  Provider: PaymentType;
  Secrets: string;
  DemoSecret: string;
  UpdatedAt: string;
};

/** One payment attempt of an order (behaviour.md#payments). */
export type PaymentAttemptsTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  OrderID: number;
  Provider: AttemptProvider;
  Reference: string;
  /** The order's money this attempt charges, tip excluded. */
  AmountCents: number;
  /** The guest's tip, charged with the amount, kept apart from the order's total. */
  TipCents: Generated<number>;
  /** What was refunded of AmountCents + TipCents (refunds may be partial). */
  RefundedCents: Generated<number>;
  /** What the guest chose to pay: `all`, `items`, `parts:k/N`, `amount`. */
  Share: Generated<string>;
  Currency: string;
  State: AttemptState;
  RedirectUrl: string | null;
  /** The provider's id of the charge (Stripe PaymentIntent, Redsys authorisation code). */
  ProviderPayment: string | null;
  RefundReference: string | null;
  ExpiresAt: string;
  CreatedAt: string;
  UpdatedAt: string;
};

/** A provider notification already processed: its event id, once. */
export type PaymentNotificationsTable = {
  Provider: string;
  EventID: string;
  AttemptID: number;
  Outcome: string;
  CreatedAt: string;
};

/** The order lines an attempt pays (a split by items, or everything due). */
export type PaymentAttemptItemsTable = {
  AttemptID: number;
  OrderItemID: number;
};
