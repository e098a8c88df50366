import { randomBytes } from 'node:crypto';
import type { AttemptState, OrderStatus, PaymentStatus } from '@carta/domain/orders';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/tables/index.ts';
import { saveCredentials } from '../src/repos/payments.ts';
import type { Log } from '../src/services/payments/reconcile.ts';

export const STRIPE_KEY = 'sk_test_carta_fake_key_0123456789';
export const STRIPE_WEBHOOK = 'whsec_carta_fake_webhook_secret';

const stamp = '2026-06-01T10:00:00.000Z';

/** An order of venue `ws` at a point of its own, written directly: the job only reads rows. */
export const seedOrder = async (
  db: Kysely<Database>,
  ws: number,
  o: { status?: OrderStatus; paymentStatus?: PaymentStatus; totalCents?: number } = {},
): Promise<{ id: number; pointId: number }> => {
  const point = await db
    .insertInto('dish_order_points')
    .values({
      EnterpriseID: ws,
      Name: JSON.stringify({ es: 'Mesa' }),
      Kind: 'table',
      MenuID: null,
      Active: 1,
      Availability: null,
      Code: randomBytes(9).toString('base64url'),
      CreatedAt: stamp,
      UpdatedAt: stamp,
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('dish_orders')
    .values({
      EnterpriseID: ws,
      PointID: point.ID,
      Status: o.status ?? 'open',
      PaymentStatus: o.paymentStatus ?? 'pending',
      Currency: 'EUR',
      TotalCents: o.totalCents ?? 1250,
      CreatedAt: stamp,
      UpdatedAt: stamp,
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  return { id: order.ID, pointId: point.ID };
};

/** A payment attempt of an order, in the state a test needs. */
export const seedAttempt = (
  db: Kysely<Database>,
  a: {
    ws: number;
    orderId: number;
    provider: 'demo' | 'stripe' | 'redsys';
    expiresAt: Date;
    reference?: string;
    state?: AttemptState;
    providerPayment?: string;
  },
) =>
  db
    .insertInto('payment_attempts')
    .values({
      EnterpriseID: a.ws,
      OrderID: a.orderId,
      Provider: a.provider,
      Reference: a.reference ?? `${a.provider}_${randomBytes(8).toString('hex')}`,
      AmountCents: 1250,
      Currency: 'EUR',
      State: a.state ?? 'pending',
      RedirectUrl: null,
      ProviderPayment: a.providerPayment ?? null,
      RefundReference: null,
      ExpiresAt: a.expiresAt.toISOString(),
      CreatedAt: stamp,
      UpdatedAt: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Venue `ws` takes Stripe, whose API is the fake's. */
export const useStripe = (db: Kysely<Database>, ws: number) =>
  saveCredentials(db, ws, {
    provider: 'stripe',
    secrets: { stripe: { SecretKey: STRIPE_KEY, WebhookSecret: STRIPE_WEBHOOK } },
    demoSecret: randomBytes(16).toString('hex'),
  });

export type LogLine = { level: string; fields: Record<string, unknown>; message: string };

/** A logger that keeps what it is told, for a test to read. */
export const recordingLog = (): { log: Log; lines: LogLine[] } => {
  const lines: LogLine[] = [];
  const at =
    (level: string) =>
    (fields: unknown, message?: string): void => {
      lines.push({ level, fields: fields as Record<string, unknown>, message: message ?? '' });
    };
  return {
    lines,
    log: { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as Log,
  };
};
