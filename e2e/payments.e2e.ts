import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { ADMIN, type Running, STAFF, startCarta } from './harness.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const HOTEL = 1;

/**
 * behaviour.md#payments: a guest pays an order with the demo provider in a real browser — the Carta-hosted card
 * page, its signed notification posted by the browser, the return to the guest app — and staff
 * refund it. The guest pay step and the staff order screens are other issues' screens; this drives
 * their API calls and checks what the venue's staff would read.
 */
describe('paying an order with the demo provider', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  const api = async (method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${carta.url}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // The answers' shapes are the API's, checked by the server's own tests; here they are read.
    // biome-ignore lint/suspicious/noExplicitAny: a test reading JSON answers
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const login = async (who: { email: string; password: string }) =>
    (await api('POST', '/auth/login', null, who)).body.token as string;

  /** A dish of the demo hotel with a price, found as staff would: its menus' food blocks. */
  const aDish = async (staff: string): Promise<number> => {
    // The tree nests submenus: every object with a numeric ID in it is a menu.
    const ids: number[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const { ID } = node as { ID?: unknown };
        if (typeof ID === 'number') ids.push(ID);
        Object.values(node).forEach(walk);
      }
    };
    walk((await api('GET', `/menus/${HOTEL}`, staff)).body.data);
    for (const menu of ids) {
      const contents = (await api('GET', `/contents/${menu}`, staff)).body.data as {
        ID: number;
        Type: number;
        HideMobile: boolean | number;
        Data?: { FoodPrice?: number };
        FoodPrice?: number;
      }[];
      const dish = contents.find(
        (c) =>
          c.Type === 27 && !c.HideMobile && typeof (c.Data?.FoodPrice ?? c.FoodPrice) === 'number',
      );
      if (dish) return dish.ID;
    }
    throw new Error('no dish in the demo hotel');
  };

  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  it('pays through the card page, the order reads paid, and staff refund it once', async () => {
    const admin = await login(ADMIN);
    const staff = await login(STAFF);
    const config = await api('PUT', `/private/dish-orders/${HOTEL}/dish-orders-config/`, admin, {
      OrderingEnabled: true,
      Currency: 'EUR',
      PaymentRequired: false,
      PaymentType: null,
      Availability: null,
    });
    expect(config.status).toBe(200);
    const settings = await api('PUT', `/private/dish-orders/${HOTEL}/payment-settings`, admin, {
      Enabled: true,
      Provider: 'demo',
      RequiredBeforeConfirm: true,
      Currency: 'EUR',
    });
    expect(settings.status).toBe(200);
    const point = await api('POST', `/private/dish-orders/${HOTEL}/dish-orders-points`, staff, {
      ID: 'new',
      Name: { es: 'Hamaca 3' },
      Kind: 'sunbed',
    });
    const session = await api(
      'GET',
      `/public/dish-orders/${HOTEL}/token/${point.body.data.Code}/`,
      null,
    );
    const token = session.body.token as string;
    const orders = `/specific/dish-orders/${HOTEL}/dish-orders`;
    const placed = await api('POST', `${orders}/?token=${token}`, null, {
      Items: [{ MenuContentID: await aDish(staff), Quantity: 1 }],
    });
    expect(placed.body.status).toBe('OK');
    const orderId = placed.body.data.ID as number;
    expect((await api('PUT', `${orders}/${orderId}/confirm?token=${token}`, null)).status).toBe(
      406,
    );
    const prepared = await api('PUT', `${orders}/${orderId}/prepare-pay?token=${token}`, null, {});
    expect(prepared.status).toBe(200);

    for (const [width, height, name] of [
      [390, 844, 'demo-pay-phone'],
      [1440, 900, 'demo-pay-desktop'],
    ] as const) {
      const { context, page } = await carta.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${carta.url}${prepared.body.data}`);
      await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
      expect(await gatedViolations(page, name)).toEqual([]);
      await shot(page, name);
      await context.close();
    }

    const { context, page } = await carta.newPage();
    await page.goto(`${carta.url}${prepared.body.data}`);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/guest/${HOTEL}/point` &&
        url.searchParams.get('order') === String(orderId),
    );
    await context.close();

    const order = await api('GET', `/private/dish-orders/${HOTEL}/dish-orders/${orderId}`, staff);
    expect(order.body.data.PaymentStatus).toBe('paid');
    const back = await api('PUT', `${orders}/${orderId}/pay-order?token=${token}`, null, {});
    expect(back.body.data.PaymentStatus).toBe('paid');
    expect(
      (await api('PUT', `${orders}/${orderId}/confirm?token=${token}`, null)).body.data.Status,
    ).toBe('confirmed');

    const refund = await api(
      'PUT',
      `/private/dish-orders/${HOTEL}/dish-orders/${orderId}/refund`,
      staff,
      {},
    );
    expect(refund.body.data.State).toBe('refunded');
    const again = await api(
      'PUT',
      `/private/dish-orders/${HOTEL}/dish-orders/${orderId}/refund`,
      staff,
      {},
    );
    expect(again.body.data.ID).toBe(refund.body.data.ID);
    const attempts = await api(
      'GET',
      `/private/dish-orders/${HOTEL}/dish-orders/${orderId}/payments`,
      staff,
    );
    expect(attempts.body.data.map((a: { State: string }) => a.State)).toEqual(['refunded']);
  });
});
