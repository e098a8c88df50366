import { afterAll, describe, expect, it } from 'vitest';
import { call, databases, HOTEL, useApp } from './helpers.ts';
import {
  formsOf,
  postForm,
  REDSYS_MERCHANT,
  redsysNotification,
  startFakeProviders,
} from './payment-fakes.ts';
import { AT, paymentsHarness, priv } from './payments-fixtures.ts';

const fakes = await startFakeProviders();
afterAll(() => fakes.close());

describe.each(databases)('redsys payments on %s', (database) => {
  const ctx = useApp(database, { clock: () => AT, payments: fakes.payments });
  const { attemptsOf, setup, preparePay, orderOf } = paymentsHarness(ctx, fakes);

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
});
