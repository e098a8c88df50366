import { afterAll, describe, expect, it } from 'vitest';
import { reconcileExpired } from '../src/services/payments/reconcile.ts';
import { guestToken, orderingSetup, pointsUrl } from './dish-order-fixtures.ts';
import { ADMIN, call, databases, HOTEL, HOTEL_STAFF, login, PLAZA, useApp } from './helpers.ts';
import { postForm, startFakeProviders } from './payment-fakes.ts';
import {
  AFTER_EXPIRY,
  AT,
  paymentsHarness,
  priv,
  STRIPE_KEY,
  STRIPE_WEBHOOK,
  settingsUrl,
  spec,
} from './payments-fixtures.ts';

const fakes = await startFakeProviders();
afterAll(() => fakes.close());

describe.each(databases)('payments on %s', (database) => {
  const ctx = useApp(database, { clock: () => AT, payments: fakes.payments });
  const { paymentEvents, attemptsOf, setup, preparePay, orderOf, demoForm } = paymentsHarness(
    ctx,
    fakes,
  );

  describe('settings', () => {
    it('keeps secrets write-only: answered as configured, never in a response or the audit log', async () => {
      const admin = await login(ctx.app, ADMIN);
      const before = await call(ctx.app, admin, 'GET', settingsUrl);
      expect(before.body.data).toMatchObject({
        Enabled: false,
        Stripe: { SecretKey: { configured: false } },
      });
      const missing = await call(ctx.app, admin, 'PUT', settingsUrl, {
        Enabled: true,
        Provider: 'stripe',
        RequiredBeforeConfirm: false,
        Currency: 'EUR',
      });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields).toEqual(['Stripe.SecretKey', 'Stripe.WebhookSecret']);
      const put = await call(ctx.app, admin, 'PUT', settingsUrl, {
        Enabled: true,
        Provider: 'stripe',
        RequiredBeforeConfirm: true,
        Currency: 'EUR',
        Stripe: { SecretKey: STRIPE_KEY, WebhookSecret: STRIPE_WEBHOOK },
      });
      expect(put.status).toBe(200);
      const read = await call(ctx.app, admin, 'GET', settingsUrl);
      expect(read.body.data).toMatchObject({
        Enabled: true,
        Provider: 'stripe',
        RequiredBeforeConfirm: true,
        Stripe: { SecretKey: { configured: true }, WebhookSecret: { configured: true } },
        Redsys: { SecretKey: { configured: false } },
      });
      for (const text of [JSON.stringify(put.body), JSON.stringify(read.body)]) {
        expect(text).not.toContain(STRIPE_KEY);
        expect(text).not.toContain(STRIPE_WEBHOOK);
      }
      const audit = await ctx.app.deps.db.selectFrom('audit_log').selectAll().execute();
      expect(JSON.stringify(audit)).not.toContain(STRIPE_KEY);
      expect(JSON.stringify(audit)).toContain('Stripe.SecretKey');
      // Absent keeps, null clears: turning Stripe on without its key is refused.
      const cleared = await call(ctx.app, admin, 'PUT', settingsUrl, {
        Enabled: true,
        Provider: 'stripe',
        RequiredBeforeConfirm: false,
        Currency: 'EUR',
        Stripe: { SecretKey: null },
      });
      expect(cleared.status).toBe(400);
      expect(cleared.body.error.fields).toEqual(['Stripe.SecretKey']);
    });

    it('is for administrators of the venue, and refuses bad input naming the field', async () => {
      const staff = await login(ctx.app, HOTEL_STAFF);
      expect((await call(ctx.app, staff, 'GET', settingsUrl)).status).toBe(403);
      const admin = await login(ctx.app, ADMIN);
      const bad = await call(ctx.app, admin, 'PUT', settingsUrl, {
        Enabled: true,
        Provider: 'paypal',
        RequiredBeforeConfirm: false,
        Currency: 'EUR',
      });
      expect(bad.status).toBe(400);
      const required = await call(ctx.app, admin, 'PUT', settingsUrl, {
        Enabled: false,
        Provider: 'demo',
        RequiredBeforeConfirm: true,
        Currency: 'EUR',
      });
      expect(required.status).toBe(400);
      expect(required.body.error.fields).toEqual(['RequiredBeforeConfirm']);
    });
  });

  describe('demo provider', () => {
    it('is-payment and payment-config follow the settings', async () => {
      const { token } = await orderingSetup(ctx.app);
      const off = await call(ctx.app, token, 'GET', `${spec}/is-payment/?token=${token}`);
      expect(off.body).toEqual({ data: [], total: 0 });
      await setup('demo');
      const on = await call(ctx.app, token, 'GET', `${spec}/is-payment/?token=${token}`);
      expect(on.body.data).toEqual([{ Type: 'demo' }]);
      const config = await call(ctx.app, token, 'GET', `${spec}/payment-config/?token=${token}`);
      expect(config.body.data).toEqual({
        Enabled: true,
        Type: 'demo',
        RequiredBeforeConfirm: true,
        Currency: 'EUR',
        TipsEnabled: false,
        TipPresets: [5, 10, 15],
      });
    });

    it('pays through the signed notification; the return alone never does; a repeat changes nothing', async () => {
      const { token, staff, order, cents } = await setup('demo');
      expect(
        (await call(ctx.app, token, 'PUT', `${spec}/${order.ID}/confirm?token=${token}`)).status,
      ).toBe(406);
      const started = await preparePay(token, order.ID);
      expect(started.status).toBe(200);
      expect(started.body.data).toMatch(/\/api\/public\/payments\/1\/demo\/pay\/demo_/);
      // A double tap answers the same attempt.
      expect((await preparePay(token, order.ID)).body.data).toBe(started.body.data);
      expect(await attemptsOf(order.ID)).toHaveLength(1);
      expect((await attemptsOf(order.ID))[0]).toMatchObject({
        AmountCents: cents,
        State: 'pending',
      });

      // Back from the provider without a notification: still unpaid.
      const back = await call(
        ctx.app,
        token,
        'PUT',
        `${spec}/${order.ID}/pay-order?token=${token}`,
        {},
      );
      expect(back.body.data.PaymentStatus).toBe('pending');
      expect(
        (await call(ctx.app, token, 'PUT', `${spec}/${order.ID}/confirm?token=${token}`)).status,
      ).toBe(406);

      const pay = await demoForm(started.body.data, 'paid');
      const fail = await demoForm(started.body.data, 'failed');
      const res = await postForm(ctx.app, pay.url, new URLSearchParams(pay.fields).toString());
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(
        new RegExp(`/guest/1/point\\?payment=\\d+&order=${order.ID}$`),
      );
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('paid');
      const again = await postForm(ctx.app, pay.url, new URLSearchParams(pay.fields).toString());
      expect(again.statusCode).toBe(303);
      // A failure after the payment (another tab of the page) changes nothing either.
      expect(
        (await postForm(ctx.app, fail.url, new URLSearchParams(fail.fields).toString())).statusCode,
      ).toBe(303);
      expect(await paymentEvents(order.ID)).toEqual(['payment_pending', 'payment_paid']);
      const confirmed = await call(
        ctx.app,
        token,
        'PUT',
        `${spec}/${order.ID}/confirm?token=${token}`,
      );
      expect(confirmed.body.data).toMatchObject({ Status: 'confirmed', PaymentStatus: 'paid' });
      // Paid: no new payment starts.
      expect((await preparePay(token, order.ID)).status).toBe(409);
    });

    it('refuses forged, tampered and foreign notifications with 400, changing nothing', async () => {
      const { token, staff, order } = await setup('demo');
      const started = await preparePay(token, order.ID);
      const pay = await demoForm(started.body.data, 'paid');
      const tries = [
        { ...pay.fields, amount: '1' },
        {
          ...pay.fields,
          signature: pay.fields.signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) ?? '',
        },
        { ...pay.fields, return: '/guest/1/evil' },
        { ...pay.fields, signature: '' },
      ];
      for (const fields of tries) {
        const res = await postForm(ctx.app, pay.url, new URLSearchParams(fields).toString());
        expect(res.statusCode).toBe(400);
      }
      // Another venue's notify path: not its attempt, not its secret.
      const foreign = await postForm(
        ctx.app,
        `/api/public/payments/${PLAZA}/demo/notify`,
        new URLSearchParams(pay.fields).toString(),
      );
      expect(foreign.statusCode).toBe(400);
      expect((await postForm(ctx.app, pay.url, 'garbage')).statusCode).toBe(400);
      // Providers the venue never configured: refused, not a server error.
      for (const path of ['stripe/webhook', 'redsys/notify'])
        expect(
          (await postForm(ctx.app, `/api/public/payments/${HOTEL}/${path}`, 'x=1')).statusCode,
        ).toBe(400);
      expect((await ctx.app.inject({ method: 'POST', url: pay.url })).statusCode).toBe(400);
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('pending');
      expect((await attemptsOf(order.ID))[0]?.State).toBe('pending');
      expect(
        await ctx.app.deps.db.selectFrom('payment_notifications').selectAll().execute(),
      ).toEqual([]);
    });

    it("refuses another point's token on the order's payment calls", async () => {
      const { token, staff, order } = await setup('demo');
      const other = await call(ctx.app, staff, 'POST', pointsUrl(HOTEL), {
        ID: 'new',
        Name: { es: 'Mesa 9' },
      });
      const intruder = await guestToken(ctx.app, other.body.data.Code);
      for (const path of ['prepare-pay', 'pay-order', 'demo-pay-order', 'demo-pay-link-order']) {
        const res = await call(
          ctx.app,
          intruder,
          'PUT',
          `${spec}/${order.ID}/${path}?token=${intruder}`,
          {},
        );
        expect(res.status, path).toBe(404);
      }
      expect(
        (await call(ctx.app, intruder, 'GET', `${spec}/${order.ID}/payments?token=${intruder}`))
          .status,
      ).toBe(404);
      expect(await attemptsOf(order.ID)).toEqual([]);
      expect((await preparePay(token, order.ID)).status).toBe(200);
    });

    it('20 simultaneous notifications and confirmations: one paid payment, one paid event', async () => {
      const { token, staff, order } = await setup('demo');
      const started = await preparePay(token, order.ID);
      const pay = await demoForm(started.body.data, 'paid');
      const body = new URLSearchParams(pay.fields).toString();
      const results = await Promise.all([
        ...Array.from({ length: 20 }, () => postForm(ctx.app, pay.url, body)),
        ...Array.from({ length: 20 }, () =>
          ctx.app.inject({ method: 'PUT', url: `${spec}/${order.ID}/confirm?token=${token}` }),
        ),
      ]);
      expect(results.slice(0, 20).every((r) => r.statusCode === 303)).toBe(true);
      expect(results.slice(20).every((r) => [200, 406, 409].includes(r.statusCode))).toBe(true);
      expect((await attemptsOf(order.ID)).filter((a) => a.State === 'paid')).toHaveLength(1);
      expect((await paymentEvents(order.ID)).filter((t) => t === 'payment_paid')).toHaveLength(1);
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('paid');
    });

    it('reconciles an attempt left pending at expiry; a new attempt may follow', async () => {
      const { token, staff, order } = await setup('demo');
      await preparePay(token, order.ID);
      expect(await reconcileExpired(ctx.app.deps, AT)).toBe(0);
      expect(await reconcileExpired(ctx.app.deps, AFTER_EXPIRY)).toBe(1);
      expect((await attemptsOf(order.ID))[0]?.State).toBe('expired');
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('none');
      expect(await reconcileExpired(ctx.app.deps, AFTER_EXPIRY)).toBe(0);
      // The clock is still AT: the expired attempt is not reused, a fresh one starts.
      const again = await preparePay(token, order.ID);
      expect(again.status).toBe(200);
      expect(await attemptsOf(order.ID)).toHaveLength(2);
    });

    it('refunds once, however many times staff click', async () => {
      const { token, staff, order } = await setup('demo');
      expect((await call(ctx.app, staff, 'PUT', `${priv}/${order.ID}/refund`, {})).status).toBe(
        409,
      );
      const started = await preparePay(token, order.ID);
      const pay = await demoForm(started.body.data, 'paid');
      await postForm(ctx.app, pay.url, new URLSearchParams(pay.fields).toString());
      const refunds = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(ctx.app, staff, 'PUT', `${priv}/${order.ID}/refund`, {}),
        ),
      );
      expect(refunds.filter((r) => r.status === 200).length).toBeGreaterThan(0);
      expect(refunds.every((r) => [200, 409].includes(r.status))).toBe(true);
      const after = await call(ctx.app, staff, 'PUT', `${priv}/${order.ID}/refund`, {});
      expect(after.body.data).toMatchObject({ State: 'refunded', Refunded: order.Total });
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('refunded');
      expect((await paymentEvents(order.ID)).filter((t) => t === 'payment_refunded')).toHaveLength(
        1,
      );
      const list = await call(ctx.app, staff, 'GET', `${priv}/${order.ID}/payments`);
      expect(list.body.total).toBe(1);
    });
  });
});
