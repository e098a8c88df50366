import { describe, expect, it } from 'vitest';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import { ADMIN, call, databases, HOTEL, login, useApp } from './helpers.ts';
import { formsOf, postForm } from './payment-fakes.ts';

const spec = ordersUrl(HOTEL, 'specific');
const settingsUrl = `/api/private/dish-orders/${HOTEL}/payment-settings`;
const configUrl = `/api/private/dish-orders/${HOTEL}/dish-orders-config`;
/** 12:30 in Madrid: inside the demo venue's hours. */
const AT = new Date('2026-06-03T10:30:00Z');
const DEMO_ON = { Enabled: true, Provider: 'demo', RequiredBeforeConfirm: false, Currency: 'EUR' };

/**
 * behaviour.md#payments: the demo provider hands its signed "paid" form to anyone with the
 * reference, so it is off once the venue takes real money.
 */
describe.each(databases)('demo payments once real money is taken on %s', (database) => {
  describe('a venue that saves a live provider setting', () => {
    const ctx = useApp(database, { clock: () => AT });

    it('refuses the demo page and its signed forms, offers no demo, and says why', async () => {
      const { token, staff, dishes } = await orderingSetup(ctx.app);
      const admin = await login(ctx.app, ADMIN);
      expect((await call(ctx.app, admin, 'GET', settingsUrl)).body.data.DemoOff).toBeNull();
      expect((await call(ctx.app, admin, 'PUT', settingsUrl, DEMO_ON)).status).toBe(200);
      const placed = await placeOrder(ctx.app, token, {
        Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }],
      });
      const orderId = placed.body.data.ID as number;
      const started = await call(
        ctx.app,
        token,
        'PUT',
        `${spec}/${orderId}/prepare-pay?token=${token}`,
        {},
      );
      expect(started.status).toBe(200);
      const pageUrl = String(started.body.data).replace(/^https?:\/\/[^/]+/, '');
      const page = await ctx.app.inject({ method: 'GET', url: pageUrl });
      const paid = formsOf(page.body).find((f) => f.fields.outcome === 'paid');
      if (!paid) throw new Error('no paid form');

      // The venue goes live with Redsys, demo left as it was chosen: refused, naming the provider.
      const live = await call(ctx.app, admin, 'PUT', settingsUrl, {
        ...DEMO_ON,
        Redsys: {
          MerchantCode: '999008881',
          Terminal: '1',
          SecretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
          Environment: 'live',
        },
      });
      expect(live.status).toBe(400);
      expect(live.body.error.fields).toEqual(['Provider']);
      const redsys = await call(ctx.app, admin, 'PUT', settingsUrl, {
        ...DEMO_ON,
        Enabled: false,
        Redsys: {
          MerchantCode: '999008881',
          Terminal: '1',
          SecretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
          Environment: 'live',
        },
      });
      expect(redsys.status).toBe(200);
      expect(redsys.body.data.DemoOff).toBe('live_provider');
      expect((await call(ctx.app, admin, 'PUT', settingsUrl, DEMO_ON)).status).toBe(400);

      // The page and the signed form handed out before are refused; the order stays unpaid.
      const again = await ctx.app.inject({ method: 'GET', url: pageUrl });
      expect(again.statusCode).toBe(403);
      expect(again.json().error.code).toBe('demo_payments_off');
      const form = new URLSearchParams(paid.fields).toString();
      const notify = await postForm(ctx.app, paid.action.replace(/^https?:\/\/[^/]+/, ''), form);
      expect(notify.statusCode).toBe(403);
      const order = await call(ctx.app, staff, 'GET', `${ordersUrl(HOTEL, 'private')}/${orderId}`);
      expect(order.body.data.PaymentStatus).toBe('pending');
    });
  });

  describe('a server in production (NODE_ENV=production)', () => {
    const ctx = useApp(database, { clock: () => AT, production: true });

    it('never turns the demo on, and a venue that had it offers and starts no demo payment', async () => {
      const { token, dishes } = await orderingSetup(ctx.app);
      const admin = await login(ctx.app, ADMIN);
      expect((await call(ctx.app, admin, 'GET', settingsUrl)).body.data.DemoOff).toBe('production');
      const refused = await call(ctx.app, admin, 'PUT', settingsUrl, DEMO_ON);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual(['Provider']);
      const config = (await call(ctx.app, admin, 'GET', configUrl)).body.data[0];
      const viaConfig = await call(ctx.app, admin, 'PUT', configUrl, {
        ...config,
        PaymentType: 'demo',
      });
      expect(viaConfig.status).toBe(400);
      expect(viaConfig.body.error.fields).toEqual(['PaymentType']);

      // Chosen before the server went to production (stored as it was).
      await ctx.app.deps.db
        .updateTable('dish_order_settings')
        .set({ PaymentType: 'demo' })
        .where('EnterpriseID', '=', HOTEL)
        .execute();
      const guest = token;
      expect(
        (await call(ctx.app, guest, 'GET', `${spec}/is-payment/?token=${guest}`)).body.data,
      ).toEqual([]);
      const publishable = await call(
        ctx.app,
        guest,
        'GET',
        `${spec}/payment-config/?token=${guest}`,
      );
      expect(publishable.body.data).toMatchObject({ Enabled: false, Type: null });
      // The desk's other settings (a pause) still save.
      const kept = (await call(ctx.app, admin, 'GET', configUrl)).body.data[0];
      expect((await call(ctx.app, admin, 'PUT', configUrl, kept)).status).toBe(200);

      const placed = await placeOrder(ctx.app, token, {
        Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }],
      });
      const orderId = placed.body.data.ID as number;
      const start = await call(
        ctx.app,
        token,
        'PUT',
        `${spec}/${orderId}/prepare-pay?token=${token}`,
        {},
      );
      expect(start.status).toBe(403);
      expect(start.body.error.code).toBe('demo_payments_off');
      const attempts = await ctx.app.deps.db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('OrderID', '=', orderId)
        .execute();
      expect(attempts).toEqual([]);
    });
  });
});
