import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { reconcileExpired } from '../src/services/payments/reconcile.ts';
import { call, databases, HOTEL, useApp } from './helpers.ts';
import { startFakeProviders } from './payment-fakes.ts';
import {
  AFTER_EXPIRY,
  AT,
  paymentsHarness,
  priv,
  STRIPE_KEY,
  STRIPE_WEBHOOK,
  spec,
} from './payments-fixtures.ts';

const fakes = await startFakeProviders();
afterAll(() => fakes.close());

const stripe = new Stripe(STRIPE_KEY);

describe.each(databases)('stripe payments on %s', (database) => {
  const ctx = useApp(database, { clock: () => AT, payments: fakes.payments });
  const { paymentEvents, attemptsOf, setup, preparePay, orderOf } = paymentsHarness(ctx, fakes);

  describe('stripe', () => {
    const webhook = (event: unknown, secret = STRIPE_WEBHOOK) => {
      const payload = JSON.stringify(event);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/public/payments/${HOTEL}/stripe/webhook`,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    };
    const completed = (id: string, sessionId: string, cents: number, extra: object = {}) => ({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          amount_total: cents,
          currency: 'eur',
          payment_status: 'paid',
          status: 'complete',
          payment_intent: `pi_${sessionId}`,
          ...extra,
        },
      },
    });

    it('opens one Checkout Session per attempt, with its Idempotency-Key and the order', async () => {
      const { token, order, cents } = await setup('stripe');
      const res = await preparePay(token, order.ID);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
      const [attempt] = await attemptsOf(order.ID);
      const session = fakes.sessions.get(attempt?.Reference ?? '');
      expect(session).toMatchObject({
        client_reference_id: String(order.ID),
        amount_total: cents,
        currency: 'eur',
      });
      const create = fakes.calls.filter(
        (c) =>
          c.path === '/v1/checkout/sessions' && c.body.includes(`client_reference_id=${order.ID}&`),
      );
      expect(create.at(-1)?.idempotencyKey).toMatch(/^pending_/);
      expect((await preparePay(token, order.ID)).body.data).toBe(res.body.data);
    });

    it('a signed webhook pays, before the guest returns; a repeat, a bad signature or amount change nothing', async () => {
      const { token, staff, order, cents } = await setup('stripe');
      await preparePay(token, order.ID);
      const [attempt] = await attemptsOf(order.ID);
      const ref = attempt?.Reference ?? '';
      const forged = await webhook(completed('evt_1', ref, cents), 'whsec_wrong');
      expect(forged.statusCode).toBe(400);
      const tampered = await webhook(completed('evt_2', ref, cents - 1));
      expect(tampered.statusCode).toBe(400);
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('pending');
      const ok = await webhook(completed('evt_3', ref, cents));
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ received: true, changed: true });
      const repeat = await webhook(completed('evt_3', ref, cents));
      expect(repeat.json()).toEqual({ received: true, changed: false });
      // Out of order: an "expired" after the payment changes nothing.
      const late = await webhook({
        ...completed('evt_4', ref, cents),
        type: 'checkout.session.expired',
      });
      expect(late.json()).toEqual({ received: true, changed: false });
      const ignored = await webhook({
        ...completed('evt_5', ref, cents),
        type: 'customer.created',
      });
      expect(ignored.statusCode).toBe(200);
      const back = await call(
        ctx.app,
        token,
        'PUT',
        `${spec}/${order.ID}/pay-order?token=${token}`,
        {},
      );
      expect(back.body.data.PaymentStatus).toBe('paid');
      expect(await paymentEvents(order.ID)).toEqual(['payment_pending', 'payment_paid']);
    });

    it('reconciles at expiry by asking Stripe first: a lost webhook still pays', async () => {
      const { token, staff, order } = await setup('stripe');
      await preparePay(token, order.ID);
      const [attempt] = await attemptsOf(order.ID);
      const session = fakes.sessions.get(attempt?.Reference ?? '');
      if (!session) throw new Error('no session');
      session.status = 'complete';
      session.payment_status = 'paid';
      await reconcileExpired(ctx.app.deps, AFTER_EXPIRY);
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('paid');
    });

    it('expires an open session at Stripe before giving up on it', async () => {
      const { token, staff, order } = await setup('stripe');
      await preparePay(token, order.ID);
      const [attempt] = await attemptsOf(order.ID);
      await reconcileExpired(ctx.app.deps, AFTER_EXPIRY);
      expect(fakes.sessions.get(attempt?.Reference ?? '')?.status).toBe('expired');
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('none');
    });

    it('refunds through the refund API once, with an Idempotency-Key', async () => {
      const { token, staff, order, cents } = await setup('stripe');
      await preparePay(token, order.ID);
      const [attempt] = await attemptsOf(order.ID);
      await webhook(completed('evt_r', attempt?.Reference ?? '', cents));
      const first = await call(ctx.app, staff, 'PUT', `${priv}/${order.ID}/refund`, {});
      expect(first.status).toBe(200);
      await call(ctx.app, staff, 'PUT', `${priv}/${order.ID}/refund`, {});
      const mine = fakes.refunds.filter((r) => r.paymentIntent === `pi_${attempt?.Reference}`);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.idempotencyKey).toMatch(/^refund_/);
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('refunded');
    });
  });
});
