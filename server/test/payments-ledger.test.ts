import { afterAll, describe, expect, it } from 'vitest';
import { reconcileExpired } from '../src/services/payments/payments.ts';
import { orderingSetup, ordersUrl, placeOrder, settingsUrl } from './dish-order-fixtures.ts';
import { ADMIN, call, databases, HOTEL, login, useApp } from './helpers.ts';
import {
  formsOf,
  postForm,
  REDSYS_KEY,
  REDSYS_MERCHANT,
  REDSYS_TERMINAL,
  startFakeProviders,
} from './payment-fakes.ts';

const fakes = await startFakeProviders();
afterAll(() => fakes.close());

const spec = ordersUrl(HOTEL, 'specific');
const priv = ordersUrl(HOTEL, 'private');
const paymentSettings = `/api/private/dish-orders/${HOTEL}/payment-settings`;
const AT = new Date('2026-06-03T10:30:00Z');
const AFTER_EXPIRY = new Date(AT.getTime() + 31 * 60 * 1000);
const STRIPE = { SecretKey: 'sk_test_carta_fake_key_0123456789', WebhookSecret: 'whsec_carta' };
const REDSYS = { MerchantCode: REDSYS_MERCHANT, Terminal: REDSYS_TERMINAL, SecretKey: REDSYS_KEY };

type Wire = {
  ID: number;
  Total: number;
  Paid: number;
  Due: number;
  Tips: number;
  Overpaid: number;
  PaymentStatus: string;
  Items: { ID: number; Paid: boolean; PaymentReference: string | null }[];
  Payments: { Amount: number; Tip: number; Refunded: number; State: string; Share: string }[];
};

describe.each(databases)('payments as a ledger on %s', (database) => {
  const ctx = useApp(database, { clock: () => AT, payments: fakes.payments });

  /** Payments on with `provider` in `currency`, and a point with its guest token. */
  const setup = async (
    provider: 'demo' | 'stripe' | 'redsys' = 'demo',
    currency = 'EUR',
    extra: Record<string, unknown> = {},
  ) => {
    const base = await orderingSetup(ctx.app, { Currency: currency });
    const admin = await login(ctx.app, ADMIN);
    const put = await call(ctx.app, admin, 'PUT', paymentSettings, {
      Enabled: true,
      Provider: provider,
      RequiredBeforeConfirm: false,
      Currency: currency,
      ...(provider === 'stripe' ? { Stripe: STRIPE } : {}),
      ...(provider === 'redsys' ? { Redsys: REDSYS } : {}),
      ...extra,
    });
    expect(put.status).toBe(200);
    const add = async (quantity = 1, device = 'phone-a', dish = 0) =>
      (
        await placeOrder(ctx.app, base.token, {
          Items: [{ MenuContentID: base.dishes[dish]?.id, Quantity: quantity }],
          DeviceID: device,
        })
      ).body.data as Wire;
    const pay = (orderId: number, body: object = {}) =>
      call(ctx.app, base.token, 'PUT', `${spec}/${orderId}/prepare-pay?token=${base.token}`, body);
    const order = async (id: number) =>
      (await call(ctx.app, base.staff, 'GET', `${priv}/${id}`)).body.data as Wire;
    return { ...base, admin, add, pay, order };
  };

  /** The demo page's "paid" form of a started payment, as the guest's browser would post it. */
  const paidForm = async (url: string) => {
    const page = await ctx.app.inject({ method: 'GET', url });
    const form = formsOf(page.body).find((f) => f.fields.outcome === 'paid');
    if (!form) throw new Error('no paid form');
    return form;
  };
  const post = (form: { action: string; fields: Record<string, string> }) =>
    postForm(ctx.app, form.action, new URLSearchParams(form.fields).toString());

  it('a late payment of an expired attempt counts for what it paid: the order is partial, not paid', async () => {
    const { add, pay, order } = await setup();
    const first = await add(1);
    const started = await pay(first.ID);
    const late = await paidForm(started.body.data);
    expect(await reconcileExpired(ctx.app.deps, AFTER_EXPIRY)).toBe(1);
    const grown = await add(3);
    expect(grown.Total).toBeGreaterThan(first.Total);
    expect((await post(late)).statusCode).toBe(303);
    const after = await order(first.ID);
    expect(after).toMatchObject({ PaymentStatus: 'partial', Paid: first.Total, Overpaid: 0 });
    expect(after.Due).toBeCloseTo(grown.Total - first.Total, 6);
  });

  it('a paid order takes no new payment; a second payment arriving anyway is Overpaid', async () => {
    const { add, pay, order } = await setup();
    const placed = await add(2);
    const stale = await paidForm((await pay(placed.ID)).body.data);
    await reconcileExpired(ctx.app.deps, AFTER_EXPIRY);
    await post(await paidForm((await pay(placed.ID)).body.data));
    expect(await order(placed.ID)).toMatchObject({ PaymentStatus: 'paid', Due: 0 });
    const again = await pay(placed.ID);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_paid');
    await post(stale);
    expect(await order(placed.ID)).toMatchObject({
      PaymentStatus: 'paid',
      Paid: placed.Total,
      Due: 0,
      Overpaid: placed.Total,
    });
  });

  it('AutoRefundOverpaid gives money beyond the total back on its own', async () => {
    const { add, pay, order } = await setup('demo', 'EUR', { AutoRefundOverpaid: true });
    const placed = await add(1);
    const stale = await paidForm((await pay(placed.ID)).body.data);
    await reconcileExpired(ctx.app.deps, AFTER_EXPIRY);
    await post(await paidForm((await pay(placed.ID)).body.data));
    await post(stale);
    const after = await order(placed.ID);
    expect(after).toMatchObject({ PaymentStatus: 'paid', Overpaid: 0, Paid: placed.Total });
    expect(after.Payments[0]).toMatchObject({ State: 'refunded', Refunded: placed.Total });
  });

  it('splits by items: those lines only, never twice; the rest stays due', async () => {
    const { add, pay, order } = await setup();
    await add(1, 'phone-a', 0);
    const both = await add(2, 'phone-b', 1);
    const [mine, theirs] = both.Items;
    const started = await pay(both.ID, { Items: [mine?.ID] });
    expect(started.status).toBe(200);
    const twice = await pay(both.ID, { Items: [mine?.ID, theirs?.ID] });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_paid');
    const foreign = await pay(both.ID, { Items: [999_999] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual(['Items.0']);
    await post(await paidForm(started.body.data));
    const after = await order(both.ID);
    expect(after.PaymentStatus).toBe('partial');
    expect(after.Items[0]).toMatchObject({ Paid: true });
    expect(after.Items[0]?.PaymentReference).toMatch(/^demo_/);
    expect(after.Items[1]).toMatchObject({ Paid: false, PaymentReference: null });
    expect(after.Paid + after.Due).toBeCloseTo(after.Total, 6);
    // The rest: everything due, the other line.
    await post(await paidForm((await pay(both.ID)).body.data));
    expect(await order(both.ID)).toMatchObject({ PaymentStatus: 'paid', Due: 0 });
  });

  it('splits in equal parts that add up exactly, and by an amount up to what is due', async () => {
    const { add, pay, order, staff } = await setup();
    const placed = await add(1);
    const cents = Math.round(placed.Total * 100);
    const third = await pay(placed.ID, { Parts: { Of: 3 } });
    expect(third.status).toBe(200);
    const share = Math.floor(cents / 3) + (cents % 3 > 0 ? 1 : 0);
    const list = await call(ctx.app, staff, 'GET', `${priv}/${placed.ID}/payments`);
    expect(list.body.data[0]).toMatchObject({ Amount: share / 100, Share: 'parts:1/3' });
    expect((await pay(placed.ID, { Amount: placed.Total })).status).toBe(400);
    const bad = await pay(placed.ID, { Amount: 1, Parts: { Of: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(['Parts', 'Amount']);
    expect((await pay(placed.ID, { Parts: { Of: 2, Count: 3 } })).status).toBe(400);
    expect((await pay(placed.ID, { Extra: 1 })).status).toBe(400);
    const amount = await pay(placed.ID, { Amount: 0.01 });
    expect(amount.status).toBe(200);
    await post(await paidForm(third.body.data));
    await post(await paidForm(amount.body.data));
    const after = await order(placed.ID);
    expect(after).toMatchObject({ PaymentStatus: 'partial' });
    expect(Math.round(after.Paid * 100)).toBe(share + 1);
    expect(Math.round(after.Due * 100)).toBe(cents - share - 1);
  });

  it('tips: refused while the venue has them off; kept apart from Paid and Due', async () => {
    const { add, pay, order, admin } = await setup();
    const placed = await add(1);
    const off = await pay(placed.ID, { Tip: 1 });
    expect(off.status).toBe(400);
    expect(off.body.error.fields).toEqual(['Tip']);
    const on = await call(ctx.app, admin, 'PUT', paymentSettings, {
      Enabled: true,
      Provider: 'demo',
      RequiredBeforeConfirm: false,
      Currency: 'EUR',
      TipsEnabled: true,
      TipPresets: [10, 20],
    });
    expect(on.body.data).toMatchObject({ TipsEnabled: true, TipPresets: [10, 20] });
    const started = await pay(placed.ID, { Tip: 1.5 });
    const form = await paidForm(started.body.data);
    expect(Number(form.fields.amount)).toBe(Math.round(placed.Total * 100) + 150);
    await post(form);
    const after = await order(placed.ID);
    expect(after).toMatchObject({ PaymentStatus: 'paid', Paid: placed.Total, Tips: 1.5, Due: 0 });
    expect(after.Payments[0]).toMatchObject({ Amount: placed.Total, Tip: 1.5 });
  });

  it('refunds one payment in part, then the rest', async () => {
    const { add, pay, order, staff } = await setup();
    const placed = await add(2);
    await post(await paidForm((await pay(placed.ID)).body.data));
    const refund = (body: object) =>
      call(ctx.app, staff, 'PUT', `${priv}/${placed.ID}/refund`, body);
    expect((await refund({ Amount: placed.Total + 1 })).body.error.fields).toEqual(['Amount']);
    const part = await refund({ Amount: 1 });
    expect(part.body.data).toMatchObject({ State: 'paid', Refunded: 1 });
    const between = await order(placed.ID);
    expect(between).toMatchObject({ PaymentStatus: 'partial', Due: 1 });
    const rest = await refund({ AttemptID: part.body.data.ID });
    expect(rest.body.data).toMatchObject({ State: 'refunded', Refunded: placed.Total });
    expect(await order(placed.ID)).toMatchObject({ PaymentStatus: 'refunded', Paid: 0 });
    expect((await refund({ AttemptID: 999_999 })).status).toBe(404);
  });

  it('the table keeps ordering after a payment and while another is open', async () => {
    const { add, pay, order } = await setup();
    const placed = await add(1, 'phone-a');
    await post(await paidForm((await pay(placed.ID)).body.data));
    const more = await add(1, 'phone-b', 1);
    expect(more.ID).toBe(placed.ID);
    expect(more.PaymentStatus).toBe('partial');
    const open = await pay(placed.ID);
    expect(open.status).toBe(200);
    const grown = await add(1, 'phone-a');
    expect(grown.PaymentStatus).toBe('pending');
    await post(await paidForm(open.body.data));
    const after = await order(placed.ID);
    expect(after.PaymentStatus).toBe('partial');
    // The open attempt kept its amount: what was added while it ran is still due.
    expect(after.Due).toBeCloseTo(grown.Total - more.Total, 6);
  });

  it('sends JPY and KWD to each provider in its own unit; a provider refuses a currency it cannot take', async () => {
    const yen = await setup('stripe', 'JPY');
    const jpy = await yen.add(1);
    expect(Number.isInteger(jpy.Total)).toBe(true);
    await yen.pay(jpy.ID);
    const session = [...fakes.sessions.values()].find(
      (s) => s.client_reference_id === String(jpy.ID),
    );
    expect(session).toMatchObject({ amount_total: jpy.Total, currency: 'jpy' });

    const kwdStripe = await call(ctx.app, yen.admin, 'PUT', paymentSettings, {
      Enabled: true,
      Provider: 'stripe',
      RequiredBeforeConfirm: false,
      Currency: 'KWD',
    });
    expect(kwdStripe.status).toBe(400);
    expect(kwdStripe.body.error.fields).toEqual(['Currency']);
    for (const Currency of ['XYZ', 'eur'])
      expect(
        (
          await call(ctx.app, yen.admin, 'PUT', paymentSettings, {
            Enabled: false,
            Provider: 'demo',
            RequiredBeforeConfirm: false,
            Currency,
          })
        ).body.error.fields,
      ).toEqual(['Currency']);

    const redsys = await setup('redsys', 'JPY');
    const ry = await redsys.add(1);
    const page = await ctx.app.inject({ method: 'GET', url: (await redsys.pay(ry.ID)).body.data });
    const [form] = formsOf(page.body);
    expect(
      JSON.parse(Buffer.from(form?.fields.Ds_MerchantParameters ?? '', 'base64').toString()),
    ).toMatchObject({ DS_MERCHANT_AMOUNT: String(ry.Total), DS_MERCHANT_CURRENCY: '392' });
    const kwdRedsys = await call(ctx.app, yen.admin, 'PUT', paymentSettings, {
      Enabled: true,
      Provider: 'redsys',
      RequiredBeforeConfirm: false,
      Currency: 'KWD',
    });
    expect(kwdRedsys.body.error.fields).toEqual(['Currency']);
    const config = await call(ctx.app, yen.admin, 'PUT', settingsUrl(HOTEL), {
      OrderingEnabled: true,
      Currency: 'KWD',
      PaymentRequired: false,
      PaymentType: 'redsys',
      Availability: null,
    });
    expect(config.body.error.fields).toEqual(['Currency']);

    const dinar = await setup('demo', 'KWD');
    const kwd = await dinar.add(1);
    const demo = await paidForm((await dinar.pay(kwd.ID)).body.data);
    expect(demo.fields).toMatchObject({
      amount: String(Math.round(kwd.Total * 1000)),
      currency: 'KWD',
    });
    await post(demo);
    expect(await dinar.order(kwd.ID)).toMatchObject({ PaymentStatus: 'paid', Paid: kwd.Total });
  });
});
