import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { landOnContents } from './flows.ts';
import { ADMIN, guestDir, type Running, STAFF, startCarta } from './harness.ts';
import { pdfText } from './pdf-text.ts';

const WS = 1;
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR;

type Point = { ID: number; Name: Record<string, string>; Code: string; MenuID: number };
type Block = { ID: number; Key: string; FoodName?: string; FoodPrice?: number; Extras?: unknown[] };
type Order = { ID: number; Paid: number; Due: number; Tips: number; PaymentStatus: string };

/**
 * A table pays together: two phones at one point each add a dish; phone A pays its own items with
 * a 10 % tip, phone B sees them paid live and pays the rest; the desk shows the money; a third
 * payment of the paid order is refused. Demo provider, 390×844.
 */
describe('two phones split the bill', () => {
  let carta: Running;
  let staff: string;
  let point: Point;
  let dishes: Block[];

  const call = async (method: string, path: string, token: string, body?: unknown) =>
    fetch(`${carta.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const api = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const response = await call(method, path, token, body);
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
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  const phone = async () => {
    const opened = await carta.newPage('es-ES');
    await opened.page.setViewportSize(PHONE);
    await opened.page.goto(`${carta.url}/guest/${WS}/?point=${point.Code}`);
    await opened.page.getByRole('heading', { level: 1, name: 'Pedir desde Mesa 5' }).waitFor();
    return opened;
  };
  const addDish = async (page: Page, dish: Block, lines: number) => {
    await page
      .getByRole('button', { name: new RegExp(`^${dish.FoodName ?? ''}`) })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: dish.FoodName })
      .getByRole('button', { name: /^Añadir · / })
      .click();
    await page
      .locator('#cart li[data-item]')
      .nth(lines - 1)
      .waitFor();
  };
  /** From the open pay step to the demo card page and back to the return panel saying "Pagado". */
  const payOnDemo = async (page: Page) => {
    await page
      .locator('[data-pay-step]')
      .getByRole('button', { name: /^Pagar \d/ })
      .click();
    await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/guest/${WS}/point`);
    await page.locator('[data-pay-return="paid"]').waitFor();
  };
  const order = async (id: number) =>
    (await api<{ data: Order }>('GET', `/private/dish-orders/${WS}/dish-orders/${id}`, staff)).data;

  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html')))
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    carta = await startCarta();
    const admin = await token(ADMIN);
    staff = await token(STAFF);
    await api('PUT', `/private/dish-orders/${WS}/payment-settings`, admin, {
      Enabled: true,
      Provider: 'demo',
      RequiredBeforeConfirm: true,
      Currency: 'EUR',
      TipsEnabled: true,
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
    ).json()) as { Blocks: Block[] };
    dishes = menu.Blocks.filter(
      (b) => b.Key === 'food' && typeof b.FoodPrice === 'number' && !b.Extras?.length,
    );
    if (dishes.length < 2) throw new Error('the point’s menu needs two plain dishes');
  });
  afterAll(() => carta?.stop());

  it('A pays its items with a 10 % tip, B sees them paid live and pays the rest; the desk agrees', async () => {
    const [first, second] = dishes as [Block, Block];
    const a = await phone();
    const b = await phone();
    await addDish(a.page, first, 1);
    await addDish(b.page, second, 2);
    await a.page.locator('#cart li[data-item]').nth(1).waitFor();

    // Confirmar on phone A: payment is required, so the pay step opens in view, with the focus.
    await a.page.locator('#cart').getByRole('button', { name: 'Confirmar pedido' }).click();
    const step = a.page.locator('[data-pay-step]');
    await step.waitFor();
    expect(await step.evaluate((el) => el === document.activeElement)).toBe(true);
    // In view: its heading is on screen (not above it, not below the fold).
    const top = await step
      .getByRole('heading', { name: 'Pagar el pedido' })
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(top, `heading top ${top}`).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(PHONE.height);

    await step.getByRole('radio', { name: /Mis platos/ }).check();
    await step.getByRole('radio', { name: /^10 %/ }).check();
    await shot(a.page, 'split-pay-step-es-390x844');
    await payOnDemo(a.page);
    const orderId = Number(new URL(a.page.url()).searchParams.get('order'));
    await a.page.locator('[data-still-due]').waitFor();
    const mine = Math.round((first.FoodPrice ?? 0) * 100);
    const afterA = await order(orderId);
    expect(Math.round(afterA.Paid * 100)).toBe(mine);
    expect(Math.round(afterA.Tips * 100)).toBe(Math.round(mine / 10));
    expect(afterA.PaymentStatus).toBe('partial');

    // A's receipt: its PDF holds the dish and the total charged; its page says the same.
    const charged = new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' })
      .format((mine + Math.round(mine / 10)) / 100)
      .replace(/\s+/g, ' ');
    const returned = a.page.locator('[data-pay-return="paid"]');
    const downloading = a.page.waitForEvent('download');
    await returned.getByRole('button', { name: 'Descargar PDF' }).click();
    const pdf = readFileSync((await (await downloading).path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(first.FoodName ?? '');
    expect(pdfText(pdf)).toContain(`Total cobrado ${charged}`);
    await returned.getByRole('button', { name: 'Ver recibo' }).click();
    const receipt = a.page.locator('[data-receipt]');
    await receipt.getByRole('heading', { level: 1, name: /^Recibo · / }).waitFor();
    expect(
      (await receipt.locator('[data-receipt-charged]').textContent())?.replace(/\s+/g, ' '),
    ).toBe(charged);
    await receipt.getByText(first.FoodName ?? '').waitFor();
    await shot(a.page, 'split-receipt-es-390x844');
    expect(await gatedViolations(a.page, 'recibo')).toEqual([]);
    await receipt.getByRole('button', { name: 'Volver a la carta' }).click();
    await a.page.locator('[data-still-due]').waitFor();

    // Phone B sees A's line paid without reloading, then pays all that is left.
    await b.page.locator('#cart [data-line-paid]').waitFor();
    await b.page.getByRole('button', { name: 'Pagar ahora' }).click();
    const stepB = b.page.locator('[data-pay-step]');
    await stepB.locator('[data-pay-paid]').waitFor();
    await payOnDemo(b.page);
    await b.page
      .locator('[data-pay-return="paid"]')
      .getByRole('button', { name: 'Confirmar pedido' })
      .waitFor();
    const paid = await order(orderId);
    expect(paid.Due).toBe(0);
    expect(paid.PaymentStatus).toBe('paid');

    // The desk: Paid, Due 0 and the tips, on the order's detail.
    const desk = await carta.newPage('es-ES', { as: STAFF });
    await desk.page.setViewportSize({ width: 1440, height: 900 });
    await landOnContents(desk.page, carta.url);
    await desk.page
      .getByRole('navigation')
      .getByRole('link', { name: 'Pedidos', exact: true })
      .click();
    await desk.page.getByRole('button', { name: `Ver pedido ${orderId}` }).click();
    const detail = desk.page.getByRole('dialog', { name: new RegExp(`Pedido nº ${orderId}`) });
    const money = (key: string) => detail.locator(`[data-money="${key}"] dd`).textContent();
    expect(await money('due')).toMatch(/^0,00\s€$/);
    expect(await money('paid')).toMatch(/€$/);
    expect(await money('tips')).not.toMatch(/^0,00/);
    await detail.locator('[data-attempt-state="paid"]').nth(1).waitFor();
    await shot(desk.page, 'split-desk-es-1440x900');

    // A third payment of the paid order is refused.
    const guestToken = await a.page.evaluate(() => sessionStorage.getItem('dishOrderToken'));
    const third = await call(
      'PUT',
      `/specific/dish-orders/${WS}/dish-orders/${orderId}/prepare-pay`,
      guestToken ?? '',
      {},
    );
    expect(third.status).toBe(409);
    for (const c of [a, b, desk]) await c.context.close();
    // Three browser contexts and two trips to the provider's page.
  }, 120_000);
});
