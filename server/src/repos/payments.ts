import type {
  AttemptProvider,
  PaymentAttempt,
  PaymentOutcome,
  PaymentType,
  RedsysSecrets,
  StripeSecrets,
} from '@carta/domain/orders';
import { fromMinor } from '@carta/domain/orders';
import type { Selectable } from 'kysely';
import type { Database } from '../db/tables/index.ts';
import { now, type Queryable } from './types.ts';

export type AttemptRow = Selectable<Database['payment_attempts']>;

/**
 * An attempt as staff and the guest read it: no provider secrets, no redirect of another guest.
 * Amount is the order's money, Tip apart, Refunded what went back of both.
 */
export const toAttempt = (row: AttemptRow): PaymentAttempt => ({
  ID: row.ID,
  OrderID: row.OrderID,
  Provider: row.Provider,
  Reference: row.Reference,
  Amount: fromMinor(row.AmountCents, row.Currency),
  Tip: fromMinor(row.TipCents, row.Currency),
  Refunded: fromMinor(row.RefundedCents, row.Currency),
  Share: row.Share,
  Currency: row.Currency,
  State: row.State,
  ExpiresAt: row.ExpiresAt,
  // Retired by reconciliation: the provider could not be asked; staff check it with the provider.
  ReconcileFailedAt: row.ReconcileFailedAt,
  ReconcileError: row.ReconcileError,
  CreatedAt: row.CreatedAt,
  UpdatedAt: row.UpdatedAt,
});
export type Attempt = PaymentAttempt;

/** Stripe's and Redsys's secrets, each shaped by its provider (domain orders/providers/); each field write-only. */
export type PaymentSecrets = { stripe?: StripeSecrets; redsys?: RedsysSecrets };

export type Credentials = {
  readonly provider: PaymentType;
  readonly secrets: PaymentSecrets;
  readonly demoSecret: string;
};

export const findCredentials = async (
  db: Queryable,
  ws: number,
): Promise<Credentials | undefined> => {
  const row = await db
    .selectFrom('payment_credentials')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    provider: row.Provider,
    secrets: JSON.parse(row.Secrets) as PaymentSecrets,
    demoSecret: row.DemoSecret,
  };
};

export const saveCredentials = async (db: Queryable, ws: number, c: Credentials) => {
  const values = {
    Provider: c.provider,
    Secrets: JSON.stringify(c.secrets),
    DemoSecret: c.demoSecret,
    UpdatedAt: now(),
  };
  await db
    .insertInto('payment_credentials')
    .values({ EnterpriseID: ws, ...values })
    .onConflict((oc) => oc.column('EnterpriseID').doUpdateSet(values))
    .execute();
};

/** First use of a venue: its row made once; a concurrent first use keeps the row already there. */
export const createCredentials = async (db: Queryable, ws: number, c: Credentials) => {
  await db
    .insertInto('payment_credentials')
    .values({
      EnterpriseID: ws,
      Provider: c.provider,
      Secrets: JSON.stringify(c.secrets),
      DemoSecret: c.demoSecret,
      UpdatedAt: now(),
    })
    .onConflict((oc) => oc.column('EnterpriseID').doNothing())
    .execute();
};

export const insertAttempt = (
  db: Queryable,
  a: {
    ws: number;
    orderId: number;
    provider: AttemptProvider;
    reference: string;
    amountCents: number;
    tipCents: number;
    share: string;
    currency: string;
    expiresAt: string;
  },
) => {
  const stamp = now();
  return db
    .insertInto('payment_attempts')
    .values({
      EnterpriseID: a.ws,
      OrderID: a.orderId,
      Provider: a.provider,
      Reference: a.reference,
      AmountCents: a.amountCents,
      TipCents: a.tipCents,
      Share: a.share,
      Currency: a.currency,
      State: 'pending',
      RedirectUrl: null,
      ProviderPayment: null,
      RefundReference: null,
      ExpiresAt: a.expiresAt,
      CreatedAt: stamp,
      UpdatedAt: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const updateAttempt = (
  db: Queryable,
  id: number,
  change: Partial<
    Pick<
      AttemptRow,
      | 'Reference'
      | 'RedirectUrl'
      | 'State'
      | 'ProviderPayment'
      | 'RefundReference'
      | 'RefundedCents'
      | 'RefundClaimedAt'
      | 'RefundClaimCents'
    >
  >,
) =>
  db
    .updateTable('payment_attempts')
    .set({ ...change, UpdatedAt: now() })
    .where('ID', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const findAttemptByReference = (
  db: Queryable,
  ws: number,
  provider: PaymentType,
  reference: string,
) =>
  db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('Provider', '=', provider)
    .where('Reference', '=', reference)
    .executeTakeFirst();

export const findAttempt = (db: Queryable, ws: number, id: number) =>
  db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('ID', '=', id)
    .executeTakeFirst();

/** The attempts of several orders (the orders are the caller's venue's), oldest first: one query. */
export const attemptsOfOrders = (db: Queryable, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as AttemptRow[])
    : db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('OrderID', 'in', [...orderIds])
        .orderBy('ID')
        .execute();

/** Which lines each attempt pays: one query (none without attempts). */
export const linesOfAttempts = (db: Queryable, attemptIds: readonly number[]) =>
  attemptIds.length === 0
    ? Promise.resolve([] as { AttemptID: number; OrderItemID: number }[])
    : db
        .selectFrom('payment_attempt_items')
        .select(['AttemptID', 'OrderItemID'])
        .where('AttemptID', 'in', [...attemptIds])
        .execute();

export const insertAttemptLines = async (
  db: Queryable,
  attemptId: number,
  itemIds: readonly number[],
) => {
  if (itemIds.length === 0) return;
  await db
    .insertInto('payment_attempt_items')
    .values(itemIds.map((OrderItemID) => ({ AttemptID: attemptId, OrderItemID })))
    .execute();
};

/** An attempt lets go of lines (paid late, after others paid them): its money stays. */
export const releaseAttemptLines = async (
  db: Queryable,
  attemptId: number,
  itemIds: readonly number[],
) => {
  if (itemIds.length === 0) return;
  await db
    .deleteFrom('payment_attempt_items')
    .where('AttemptID', '=', attemptId)
    .where('OrderItemID', 'in', [...itemIds])
    .execute();
};

export const attemptsOfOrder = (db: Queryable, ws: number, orderId: number) =>
  db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('OrderID', '=', orderId)
    .orderBy('ID')
    .execute();

/**
 * Record a provider notification; false when its event id was processed already. The primary key
 * decides between concurrent deliveries of one event: only one insert succeeds.
 */
export const recordNotification = async (
  db: Queryable,
  n: { provider: PaymentType; eventId: string; attemptId: number; outcome: PaymentOutcome },
): Promise<boolean> => {
  const inserted = await db
    .insertInto('payment_notifications')
    .values({
      Provider: n.provider,
      EventID: n.eventId,
      AttemptID: n.attemptId,
      Outcome: n.outcome,
      CreatedAt: now(),
    })
    .onConflict((oc) => oc.columns(['Provider', 'EventID']).doNothing())
    .returning('EventID')
    .executeTakeFirst();
  return inserted !== undefined;
};

/** When the provider's notification settled the attempt as paid (its first verified "paid"). */
export const paidAtOf = async (db: Queryable, attemptId: number): Promise<string | undefined> =>
  (
    await db
      .selectFrom('payment_notifications')
      .select('CreatedAt')
      .where('AttemptID', '=', attemptId)
      .where('Outcome', '=', 'paid')
      .orderBy('CreatedAt')
      .executeTakeFirst()
  )?.CreatedAt;
