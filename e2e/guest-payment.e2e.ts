import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { landOnContents } from './flows.ts';
import { ADMIN, guestDir, type Running, STAFF, startCarta } from './harness.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const WS = 1;
const PHONE = { width: 390, height: 844 };

type Point = { ID: number; Name: Record<string, string>; Code: string; MenuID: number };
type Block = { ID: number; Key: string; FoodName?: string; FoodPrice?: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * behaviour.md#payments in a real browser: with the venue's payment on the demo provider and required before
 * confirming, a guest's phone gets the pay step on confirm, pays on the demo card page, comes back
 * to "Pagado" and confirms; the kitchen display shows the paid chip; staff refund it from the order
 * detail and the chip turns refunded. The demo's fail and cancel buttons lead to their retry.
 */
describe('a guest pays an order before confirming it', () => {
  let carta: Running;
  let admin: string;
  let staff: string;
  let point: Point;
  let dish: Block;

  const api = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${carta.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const token = async (who: { email: string; password: string }) =>
    (
      (await (
        await fetch(`${carta.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(who),
        })
      ).json()) as { token: string }
    ).token;

  const axe = async (page: Page, where: string) =>
    expect(await gatedViolations(page, where)).toEqual([]);
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const cart = (page: Page) => page.locator('#cart');
  const returnPanel = (page: Page) => page.locator('[data-pay-return]');

  const addDish = async (page: Page) => {
    await page
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(dish.FoodName ?? '')}`) })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: dish.FoodName })
      .getByRole('button', { name: /^Añadir · / })
      .click();
    await cart(page).getByRole('listitem').first().waitFor();
  };
  /** From the pay step to the demo card page, one of its three buttons, and back. */
  const payOnDemo = async (page: Page, button: string) => {
    await page.getByRole('button', { name: /^Pagar \d/ }).click();
    await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/guest/${WS}/point`);
    await returnPanel(page).waitFor();
  };

  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html')))
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    carta = await startCarta();
    admin = await token(ADMIN);
    staff = await token(STAFF);
    await api('PUT', `/private/dish-orders/${WS}/payment-settings`, admin, {
      Enabled: true,
      Provider: 'demo',
      RequiredBeforeConfirm: true,
      Currency: 'EUR',
    });
    const points = await api<{ data: Point[] }>(
      'GET',
      `/private/dish-orders/${WS}/dish-orders-points/?item_per_page=100&search_value=Mesa%205`,
      staff,
    );
    const found = points.data.find((p) => p.Name.es === 'Mesa 5');
    if (!found) throw new Error('no point Mesa 5 in the demo');
    point = found;
    const menu = (await (
      await fetch(`${carta.url}/api/public/guest/${WS}/menus/${point.MenuID}?lang=es`)
    ).json()) as { Blocks: (Block & { Extras?: unknown[] })[] };
    const plain = menu.Blocks.find(
      (b) => b.Key === 'food' && typeof b.FoodPrice === 'number' && !b.Extras?.length,
    );
    if (!plain) throw new Error('no plain dish on the point’s menu');
    dish = plain;
  });
  afterAll(() => carta?.stop());

  it('pays on the demo page, sees "Pagado", confirms; the kitchen shows it paid; staff refund it', async () => {
    const guest = await carta.newPage('es-ES');
    await guest.page.setViewportSize(PHONE);
    await guest.page.goto(`${carta.url}/guest/${WS}/?point=${point.Code}`);
    await guest.page.getByRole('heading', { level: 1, name: 'Pedir desde Mesa 5' }).waitFor();
    await addDish(guest.page);
    await cart(guest.page).getByRole('button', { name: 'Confirmar pedido' }).click();

    // 406: the pay step, with the amount in the venue's currency.
    await guest.page.getByRole('heading', { name: 'Pagar el pedido' }).waitFor();
    expect(await guest.page.locator('[data-pay-amount]').textContent()).toMatch(/€/);
    await axe(guest.page, 'paso de pago');
    await shot(guest.page, 'pay-step-390x844');

    await payOnDemo(guest.page, 'Pagar');
    const orderId = Number(new URL(guest.page.url()).searchParams.get('order'));
    expect(orderId).toBeGreaterThan(0);
    await returnPanel(guest.page).getByRole('heading', { name: 'Pagado' }).waitFor();
    await axe(guest.page, 'vuelta del pago');
    await shot(guest.page, 'pay-return-paid-390x844');
    await returnPanel(guest.page).getByRole('button', { name: 'Confirmar pedido' }).click();
    await guest.page
      .getByRole('region', { name: 'Pedidos enviados' })
      .getByRole('status')
      .filter({ hasText: 'Estado: Enviado' })
      .waitFor();
    expect(new URL(guest.page.url()).search).toBe('');

    // The kitchen display (another device): the order, with its paid chip.
    const kitchen = await carta.newPage('es-ES', { as: STAFF });
    await kitchen.page.setViewportSize({ width: 1280, height: 800 });
    await landOnContents(kitchen.page, carta.url);
    await kitchen.page.getByRole('navigation').getByRole('link', { name: 'Cocina' }).click();
    await kitchen.page.locator('[data-live="on"]').waitFor();
    const card = kitchen.page.locator(`article[data-order="${orderId}"]`);
    await card.locator('[data-payment="paid"]').waitFor();
    await axe(kitchen.page, 'cocina con pago');

    // Staff refund from the order detail, asked first; the kitchen's chip follows live.
    const desk = await carta.newPage('es-ES', { as: STAFF });
    await desk.page.setViewportSize({ width: 1440, height: 900 });
    await landOnContents(desk.page, carta.url);
    await desk.page
      .getByRole('navigation')
      .getByRole('link', { name: 'Pedidos', exact: true })
      .click();
    await desk.page.locator('[data-live="on"]').waitFor();
    await desk.page.getByRole('button', { name: `Ver pedido ${orderId}` }).click();
    const detail = desk.page.getByRole('dialog', { name: new RegExp(`Pedido nº ${orderId}`) });
    const payments = detail.getByRole('region', { name: 'Pagos' });
    await payments.locator('[data-attempt-state="paid"]').waitFor();
    await axe(desk.page, 'detalle con pagos');
    await payments.getByRole('button', { name: 'Reembolsar' }).click();
    const ask = desk.page.getByRole('dialog', { name: /^Reembolsar el pago demo_/ });
    await ask.getByRole('button', { name: 'Reembolsar', exact: true }).click();
    await desk.page.getByText('Pago reembolsado.').waitFor();
    await payments.locator('[data-attempt-state="refunded"]').waitFor();
    await card.locator('[data-payment="refunded"]').waitFor();
    await shot(desk.page, 'order-detail-refunded-1440x900');
    await shot(kitchen.page, 'kitchen-refunded-1280x800');
    const stored = await api<{ data: { PaymentStatus: string } }>(
      'GET',
      `/private/dish-orders/${WS}/dish-orders/${orderId}`,
      staff,
    );
    expect(stored.data.PaymentStatus).toBe('refunded');
    for (const c of [guest, kitchen, desk]) await c.context.close();
  });

  it('the demo’s fail and cancel buttons lead to failed and cancelled, each with a retry', async () => {
    const guest = await carta.newPage('es-ES');
    await guest.page.setViewportSize(PHONE);
    await guest.page.goto(`${carta.url}/guest/${WS}/?point=${point.Code}`);
    await guest.page.getByRole('heading', { level: 1, name: 'Pedir desde Mesa 5' }).waitFor();
    await addDish(guest.page);
    await guest.page.getByRole('button', { name: 'Pagar ahora' }).click();
    await guest.page.getByRole('heading', { name: 'Pagar el pedido' }).waitFor();

    await payOnDemo(guest.page, 'Simular un pago rechazado');
    await returnPanel(guest.page)
      .getByRole('heading', { name: 'El pago no se ha completado' })
      .waitFor();
    await axe(guest.page, 'pago fallido');
    await shot(guest.page, 'pay-return-failed-390x844');
    await returnPanel(guest.page).getByRole('button', { name: 'Reintentar el pago' }).click();
    await guest.page.getByRole('heading', { name: 'Pagar el pedido' }).waitFor();

    await payOnDemo(guest.page, 'Cancelar');
    await returnPanel(guest.page).getByRole('heading', { name: 'Pago cancelado' }).waitFor();
    await returnPanel(guest.page).getByRole('button', { name: 'Reintentar el pago' }).waitFor();
    await shot(guest.page, 'pay-return-cancelled-390x844');
    await guest.context.close();
  });
});
