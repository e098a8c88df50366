import { afterAll, describe, expect, it, vi } from 'vitest';
import { orderingSetup, placeOrder } from './dish-order-fixtures.ts';
import { ADMIN, call, databases, HOTEL, login, useApp } from './helpers.ts';
import {
  REDSYS_KEY,
  REDSYS_MERCHANT,
  REDSYS_TERMINAL,
  startFakeProviders,
} from './payment-fakes.ts';
import { AT, STRIPE_KEY, STRIPE_WEBHOOK, settingsUrl } from './payments-fixtures.ts';

const fakes = await startFakeProviders();
afterAll(() => fakes.close());

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
