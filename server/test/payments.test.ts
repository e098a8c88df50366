import { PAYMENT_EVENTS } from '@carta/domain/orders';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconcileExpired } from '../src/services/payments/reconcile.ts';
import {
  guestToken,
  orderingSetup,
  ordersUrl,
  placeOrder,
  pointsUrl,
} from './dish-order-fixtures.ts';
import { ADMIN, call, databases, HOTEL, HOTEL_STAFF, login, PLAZA, useApp } from './helpers.ts';
import {
  formsOf,
  postForm,
  REDSYS_KEY,
  REDSYS_MERCHANT,
  REDSYS_TERMINAL,
  redsysNotification,
  startFakeProviders,
} from './payment-fakes.ts';

const fakes = await startFakeProviders();
afterAll(() => fakes.close());

const spec = ordersUrl(HOTEL, 'specific');
const priv = ordersUrl(HOTEL, 'private');
const settingsUrl = `/api/private/dish-orders/${HOTEL}/payment-settings`;
/** 12:30 in Madrid: inside the demo venue's hours. */
const AT = new Date('2026-06-03T10:30:00Z');
const AFTER_EXPIRY = new Date(AT.getTime() + 31 * 60 * 1000);

const STRIPE_KEY = 'sk_test_carta_fake_key_0123456789';
const STRIPE_WEBHOOK = 'whsec_carta_fake_webhook_secret';
const stripe = new Stripe(STRIPE_KEY);

describe.each(databases)('payments on %s', (database) => {
  const ctx = useApp(database, { clock: () => AT, payments: fakes.payments });

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

  describe('redsys', () => {
    const notify = (body: string) =>
      postForm(ctx.app, `/api/public/payments/${HOTEL}/redsys/notify`, body);
    const params = (order: string, cents: number, extra: Record<string, string> = {}) => ({
      Ds_Date: '03/06/2026',
      Ds_Hour: '12:31',
      Ds_Amount: String(cents),
      Ds_Currency: '978',
      Ds_Order: order,
      Ds_MerchantCode: REDSYS_MERCHANT,
      Ds_Terminal: '001',
      Ds_Response: '0000',
      Ds_TransactionType: '0',
      Ds_SecurePayment: '1',
      Ds_AuthorisationCode: '123456',
      Ds_MerchantData: '',
      Ds_ConsumerLanguage: '1',
      ...extra,
    });

    it('sends the guest to a Carta page posting the signed form, with a 12-character order number', async () => {
      const { token, order, cents } = await setup('redsys');
      const res = await preparePay(token, order.ID);
      expect(res.body.data).toMatch(
        /\/api\/public\/payments\/1\/redsys\/pay\/\d{4}[0-9A-Za-z]{8}\?return=/,
      );
      const page = await ctx.app.inject({
        method: 'GET',
        url: res.body.data.replace(/^https?:\/\/[^/]+/, ''),
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain(
        `form-action https://sis-t.redsys.es:25443`,
      );
      const [form] = formsOf(page.body);
      expect(form?.action).toBe(fakes.payments.redsysUrls.redirect);
      const sent = JSON.parse(
        Buffer.from(form?.fields.Ds_MerchantParameters ?? '', 'base64').toString(),
      );
      expect(sent).toMatchObject({
        DS_MERCHANT_AMOUNT: String(cents),
        DS_MERCHANT_CURRENCY: '978',
      });
      expect(sent.DS_MERCHANT_MERCHANTURL).toMatch(/\/api\/public\/payments\/1\/redsys\/notify$/);
    });

    it('pays on 0000–0099 only; refuses wrong merchant, amount and signature', async () => {
      const { token, staff, order, cents } = await setup('redsys');
      await preparePay(token, order.ID);
      const ref = (await attemptsOf(order.ID))[0]?.Reference ?? '';
      expect(
        (await notify(redsysNotification(params(ref, cents, { Ds_MerchantCode: '999008882' }))))
          .statusCode,
      ).toBe(400);
      expect((await notify(redsysNotification(params(ref, cents + 100)))).statusCode).toBe(400);
      expect(
        (await notify(redsysNotification(params(ref, cents), 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev')))
          .statusCode,
      ).toBe(400);
      expect(
        (await notify(redsysNotification(params(ref, cents, { Ds_Currency: '840' })))).statusCode,
      ).toBe(400);
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('pending');
      // 0900 authorises refunds, not payments: a library's "OK" is not a payment.
      expect(
        (await notify(redsysNotification(params(ref, cents, { Ds_Response: '0900' })))).statusCode,
      ).toBe(200);
      expect((await attemptsOf(order.ID))[0]?.State).toBe('failed');
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('none');

      await preparePay(token, order.ID);
      const second = (await attemptsOf(order.ID))[1]?.Reference ?? '';
      expect(second).not.toBe(ref);
      const ok = await notify(redsysNotification(params(second, cents, { Ds_Response: '0099' })));
      expect(ok.json()).toEqual({ received: true, changed: true });
      expect(
        (await notify(redsysNotification(params(second, cents, { Ds_Response: '0099' })))).json(),
      ).toEqual({
        received: true,
        changed: false,
      });
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('paid');
    });

    it('refunds with the refund operation (transaction type 3)', async () => {
      const { token, staff, order, cents } = await setup('redsys');
      await preparePay(token, order.ID);
      const ref = (await attemptsOf(order.ID))[0]?.Reference ?? '';
      await notify(redsysNotification(params(ref, cents)));
      const res = await call(ctx.app, staff, 'PUT', `${priv}/${order.ID}/refund`, {});
      expect(res.status).toBe(200);
      const sent = fakes.redsysRefunds.find((p) => p.DS_MERCHANT_ORDER === ref);
      expect(sent).toMatchObject({
        DS_MERCHANT_TRANSACTIONTYPE: '3',
        DS_MERCHANT_AMOUNT: String(cents),
      });
      expect((await orderOf(staff, order.ID)).PaymentStatus).toBe('refunded');
    });
  });

  beforeEach(() => {
    fakes.setRedsysRefundAnswer('0900');
  });
});

describe.each(databases)('payment secrets and the log on %s', (database) => {
  const ctx = useApp(database, {
    clock: () => AT,
    payments: fakes.payments,
    logLevel: 'trace',
    logFormat: 'json',
  });

  it('no secret reaches a log line, whatever the calls', async () => {
    const lines: string[] = [];
    const spy = vi
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    try {
      const { token } = await orderingSetup(ctx.app);
      const admin = await login(ctx.app, ADMIN);
      const body = {
        Enabled: true,
        Provider: 'stripe',
        RequiredBeforeConfirm: false,
        Currency: 'EUR',
        Stripe: { SecretKey: STRIPE_KEY, WebhookSecret: STRIPE_WEBHOOK },
        Redsys: { MerchantCode: REDSYS_MERCHANT, Terminal: REDSYS_TERMINAL, SecretKey: REDSYS_KEY },
      };
      expect((await call(ctx.app, admin, 'PUT', settingsUrl, body)).status).toBe(200);
      // A refused body echoes nothing either.
      await call(ctx.app, admin, 'PUT', settingsUrl, {
        ...body,
        Stripe: { SecretKey: `${STRIPE_KEY} x` },
      });
      await call(ctx.app, admin, 'GET', settingsUrl);
      const placed = await placeOrder(ctx.app, token, { Items: [] });
      expect(placed.status).toBe(400);
      await ctx.app.inject({
        method: 'POST',
        url: `/api/public/payments/${HOTEL}/stripe/webhook`,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
    } finally {
      spy.mockRestore();
    }
    const log = lines.join('');
    expect(log).toContain('payment-settings');
    for (const secret of [STRIPE_KEY, STRIPE_WEBHOOK, REDSYS_KEY])
      expect(log).not.toContain(secret);
  });
});
