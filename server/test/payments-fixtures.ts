import { PAYMENT_EVENTS } from '@carta/domain/orders';
import { beforeEach, expect } from 'vitest';
import type { App } from '../src/deps.ts';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import { ADMIN, call, HOTEL, login } from './helpers.ts';
import {
  formsOf,
  REDSYS_KEY,
  REDSYS_MERCHANT,
  REDSYS_TERMINAL,
  type startFakeProviders,
} from './payment-fakes.ts';

/** What the payments test files (payments*.test.ts) share: the venue's URLs, a fixed clock, keys. */
export const spec = ordersUrl(HOTEL, 'specific');
export const priv = ordersUrl(HOTEL, 'private');
export const settingsUrl = `/api/private/dish-orders/${HOTEL}/payment-settings`;
/** 12:30 in Madrid: inside the demo venue's hours. */
export const AT = new Date('2026-06-03T10:30:00Z');
export const AFTER_EXPIRY = new Date(AT.getTime() + 31 * 60 * 1000);

export const STRIPE_KEY = 'sk_test_carta_fake_key_0123456789';
export const STRIPE_WEBHOOK = 'whsec_carta_fake_webhook_secret';

/**
 * The helpers of a payments describe block, on its app. Registered inside the block: the fake
 * Redsys answers a refund as done (0900) unless a test says otherwise.
 */
export const paymentsHarness = (
  ctx: { app: App },
  fakes: Awaited<ReturnType<typeof startFakeProviders>>,
) => {
  beforeEach(() => {
    fakes.setRedsysRefundAnswer('0900');
  });

  const paymentEvents = async (orderId: number) =>
    (
      await ctx.app.deps.db
        .selectFrom('dish_order_events')
        .select(['Type'])
        .where('OrderID', '=', orderId)
        .where('Type', 'in', PAYMENT_EVENTS)
        .orderBy('ID')
        .execute()
    ).map((e) => e.Type);

  const attemptsOf = (orderId: number) =>
    ctx.app.deps.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('OrderID', '=', orderId)
      .orderBy('ID')
      .execute();

  /** Payments on with `provider`, an order of one dish at a new point; answers what the tests use. */
  const setup = async (provider: 'demo' | 'stripe' | 'redsys', required = true) => {
    const base = await orderingSetup(ctx.app);
    const admin = await login(ctx.app, ADMIN);
    const put = await call(ctx.app, admin, 'PUT', settingsUrl, {
      Enabled: true,
      Provider: provider,
      RequiredBeforeConfirm: required,
      Currency: 'EUR',
      // Only the chosen provider's secrets: the others stay unconfigured.
      ...(provider === 'stripe'
        ? { Stripe: { SecretKey: STRIPE_KEY, WebhookSecret: STRIPE_WEBHOOK } }
        : {}),
      ...(provider === 'redsys'
        ? {
            Redsys: {
              MerchantCode: REDSYS_MERCHANT,
              Terminal: REDSYS_TERMINAL,
              SecretKey: REDSYS_KEY,
            },
          }
        : {}),
    });
    expect(put.status).toBe(200);
    const dish = base.dishes[0];
    const placed = await placeOrder(ctx.app, base.token, {
      Items: [{ MenuContentID: dish?.id, Quantity: 2 }],
    });
    expect(placed.body.status).toBe('OK');
    const order = placed.body.data as { ID: number; Total: number };
    return { ...base, admin, order, cents: Math.round(order.Total * 100) };
  };

  const preparePay = (token: string, orderId: number) =>
    call(ctx.app, token, 'PUT', `${spec}/${orderId}/prepare-pay?token=${token}`, {});

  const orderOf = async (staff: string, id: number) =>
    (await call(ctx.app, staff, 'GET', `${priv}/${id}`)).body.data as {
      PaymentStatus: string;
      Status: string;
    };

  /** The demo page's form for a choice (paid, failed, cancelled), as the guest's browser posts it. */
  const demoForm = async (url: string, outcome: string) => {
    const page = await ctx.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
    expect(page.statusCode).toBe(200);
    const form = formsOf(page.body).find((f) => f.fields.outcome === outcome);
    if (!form) throw new Error(`no ${outcome} form`);
    return { url: form.action.replace(/^https?:\/\/[^/]+/, ''), fields: form.fields };
  };

  return { paymentEvents, attemptsOf, setup, preparePay, orderOf, demoForm };
};
