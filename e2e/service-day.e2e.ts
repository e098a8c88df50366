import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { expectNoRawKeys, landOnContents, untilStill } from './flows.ts';
import { ADMIN, guestDir, type Running, STAFF, startCarta } from './harness.ts';

const WS = 1;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = process.env.E2E_SHOTS_DIR;
const MESSAGE = 'Cocina saturada: volvemos en 15 minutos';

type Point = { ID: number; Name: Record<string, string>; Code: string; MenuID: number | null };
type Block = { ID: number; Key: string; FoodName?: string; FoodPrice?: number | null };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A service day (behaviour.md#ordering) in Chromium: Ajustes › Pedidos saves and reads back; a pause
 * from the kitchen reaches a guest's phone with the venue's message; a dish 86'd from the desk is
 * "Agotado" on the phone at once and cannot be added or confirmed; a guest's call rings on the
 * desk until a staff member taps Atendido, and the phone sees it attended.
 */
describe('a service day: settings, pause, sold out and calls', () => {
  let carta: Running;
  let staffToken = '';
  let table: Point;
  let dish: Block;

  const api = async <T>(method: string, path: string, body?: unknown, token = staffToken) => {
    const res = await fetch(`${carta.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': crypto.randomUUID(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const axe = async (page: Page, where: string) => {
    await untilStill(page);
    expect(await gatedViolations(page, where)).toEqual([]);
  };
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const guestPhone = async () => {
    const { context, page } = await carta.newPage('es-ES');
    await page.setViewportSize(PHONE);
    await page.goto(`${carta.url}/guest/${WS}/?point=${table.Code}`);
    await page.getByRole('heading', { level: 1, name: 'Pedir desde Mesa 5' }).waitFor();
    return { context, page };
  };
  /** Signed in, straight on the screen at `path`: how staff get there is not what this file tests. */
  const staffPage = async (path: string, heading: string) => {
    const { context, page } = await carta.newPage('es-ES', { as: STAFF, viewport: DESKTOP });
    await page.goto(`${carta.url}/#${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.locator('[data-live="on"]').waitFor();
    return { context, page };
  };
  const dishRow = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${escapeRegExp(dish.FoodName ?? '')}`) });

  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html')))
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    carta = await startCarta();
    const login = await fetch(`${carta.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
    });
    staffToken = ((await login.json()) as { token: string }).token;
    const points = await api<{ data: Point[] }>(
      'GET',
      `/private/dish-orders/${WS}/dish-orders-points/?item_per_page=100&search_value=Mesa%205`,
    );
    const found = points.data.find((p) => p.Name.es === 'Mesa 5');
    if (!found) throw new Error('the demo has Mesa 5');
    table = found;
    const menu = (await (
      await fetch(`${carta.url}/api/public/guest/${WS}/menus/${table.MenuID}?lang=es`)
    ).json()) as { Blocks: Block[] };
    const plain = menu.Blocks.find((b) => b.Key === 'food' && typeof b.FoodPrice === 'number');
    if (!plain) throw new Error("Mesa 5's menu has a priced dish");
    dish = plain;
  });
  afterAll(() => carta?.stop());

  it('Ajustes › Pedidos: the pause message and the day change are saved and read back; axe clean (ES and EN, desktop and phone)', async () => {
    const { page, context } = await carta.newPage('es-ES', { as: ADMIN });
    await page.setViewportSize(DESKTOP);
    await landOnContents(page, carta.url);
    await page.getByRole('navigation').getByRole('link', { name: 'Ajustes de pedidos' }).click();
    await page.getByRole('heading', { name: 'Pedidos', level: 1 }).waitFor();
    expect(
      await page.getByRole('switch', { name: 'Los clientes pueden hacer pedidos' }).isChecked(),
    ).toBe(true);
    await page
      .getByRole('textbox', { name: /Mensaje para los clientes durante la pausa/ })
      .fill(MESSAGE);
    const dayChange = page.getByRole('textbox', { name: 'Cambio de día' });
    await dayChange.fill('06:30');
    await dayChange.press('Tab');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardado.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Pedidos', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Cambio de día' }).inputValue()).toBe('06:30');
    expect(
      await page
        .getByRole('textbox', { name: /Mensaje para los clientes durante la pausa/ })
        .inputValue(),
    ).toBe(MESSAGE);
    const stored = await api<{
      data: { DayChange: string; PauseMessage: Record<string, string> }[];
    }>('GET', `/private/dish-orders/${WS}/dish-orders-config`);
    expect(stored.data[0]).toMatchObject({ DayChange: '06:30', PauseMessage: { es: MESSAGE } });
    await expectNoRawKeys(page);
    await axe(page, 'ajustes de pedidos');
    await shot(page, 'settings-orders-es-1440x900');
    await page.setViewportSize(PHONE);
    await axe(page, 'ajustes de pedidos (móvil)');
    await shot(page, 'settings-orders-es-390x844');
    await page.evaluate(() => localStorage.setItem('uiLanguage', 'en'));
    await page.reload();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await expectNoRawKeys(page);
    await shot(page, 'settings-orders-en-390x844');
    await page.setViewportSize(DESKTOP);
    await axe(page, 'ordering settings');
    await shot(page, 'settings-orders-en-1440x900');
    await context.close();
  });

  it("a pause from the kitchen's pause bar reaches a guest's phone with the venue's message, and Resume lifts it", async () => {
    const guest = await guestPhone();
    const kitchen = await staffPage('/kitchen', 'Cocina');
    await kitchen.page.getByRole('button', { name: 'Pausar pedidos' }).click();
    await kitchen.page.getByRole('menuitem', { name: '15 min' }).click();
    await kitchen.page.getByTestId('ordering-paused').waitFor();
    const banner = guest.page.getByTestId('ordering-paused');
    await banner.waitFor();
    expect(await banner.textContent()).toBe(MESSAGE);
    await kitchen.page.getByRole('button', { name: 'Reanudar' }).click();
    await banner.waitFor({ state: 'detached' });
    await kitchen.context.close();
    await guest.context.close();
  });

  it("a dish 86'd from the desk is Agotado on the phone at once: it cannot be added, and the cart holding it cannot be confirmed", async () => {
    const guest = await guestPhone();
    // The phone has the dish in its cart.
    await dishRow(guest.page).click();
    const sheet = guest.page.getByRole('dialog', { name: dish.FoodName });
    await sheet.getByRole('button', { name: /^Añadir · / }).click();
    await sheet.waitFor({ state: 'detached' });
    const confirm = guest.page.locator('#cart').getByRole('button', { name: 'Confirmar pedido' });
    await confirm.waitFor();
    expect(await confirm.isEnabled()).toBe(true);

    // Another table's confirmed order of the same dish is on the desk.
    const other = await api<{ data: (Point & { Active: boolean })[] }>(
      'GET',
      `/private/dish-orders/${WS}/dish-orders-points/?item_per_page=100`,
    );
    const six = other.data.find((p) => p.ID !== table.ID && p.Active);
    if (!six) throw new Error('the demo has another table');
    const { token } = await api<{ token: string }>(
      'GET',
      `/public/dish-orders/${WS}/token/${six.Code}/`,
    );
    const placed = await api<{ status: string; data: { ID: number } }>(
      'POST',
      `/specific/dish-orders/${WS}/dish-orders/`,
      { Items: [{ MenuContentID: dish.ID, Quantity: 1 }] },
      token,
    );
    expect(placed.status).toBe('OK');
    await api(
      'PUT',
      `/specific/dish-orders/${WS}/dish-orders/${placed.data.ID}/confirm`,
      undefined,
      token,
    );

    const desk = await staffPage('/orders', 'Pedidos');
    await desk.page.getByRole('button', { name: `Ver pedido ${placed.data.ID}` }).click();
    const detail = desk.page.getByRole('dialog', {
      name: new RegExp(`Pedido nº ${placed.data.ID}`),
    });
    await detail
      .getByRole('button', {
        name: new RegExp(`^Marcar agotado: ${escapeRegExp(dish.FoodName ?? '')},`),
      })
      .first()
      .click();

    // Live on the phone: the menu, the cart, and Confirmar held.
    await dishRow(guest.page).getByText('Agotado').waitFor();
    await guest.page.getByTestId('cart-sold-out').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await shot(guest.page, 'point-sold-out-es-390x844');
    await dishRow(guest.page).click();
    expect(await sheet.getByRole('button', { name: 'Agotado' }).isDisabled()).toBe(true);
    await guest.page.keyboard.press('Escape');

    // The desk lists it; one more tap puts it back on sale, and the phone may confirm again.
    await desk.page
      .getByTestId('sold-out')
      .getByText(new RegExp(`^${escapeRegExp(dish.FoodName ?? '')} · `))
      .waitFor();
    await detail
      .getByRole('button', {
        name: new RegExp(`^Agotado: ${escapeRegExp(dish.FoodName ?? '')}\\. Pulse`),
      })
      .first()
      .click();
    await guest.page.getByTestId('cart-sold-out').waitFor({ state: 'detached' });
    expect(await confirm.isEnabled()).toBe(true);
    await desk.context.close();
    await guest.context.close();
  });

  it('a guest calls the waiter: the desk rings until Atendido, and the phone sees it attended (ES and EN screenshots)', async () => {
    const guest = await guestPhone();
    const desk = await staffPage('/orders', 'Pedidos');
    await axe(guest.page, 'punto: avisos');
    await shot(guest.page, 'point-calls-es-390x844');
    await guest.page.getByRole('button', { name: 'Llamar al camarero' }).click();
    await guest.page.getByText('Aviso enviado: un camarero viene enseguida.').waitFor();

    const panel = desk.page.getByTestId('service-requests');
    await panel.waitFor();
    expect(await panel.getAttribute('data-alert')).toBe('ringing');
    await panel.getByText('Mesa 5 · Llama al camarero').waitFor();
    await axe(desk.page, 'mostrador: avisos');
    await panel.getByRole('button', { name: 'Marcar como atendido: Mesa 5' }).click();
    await panel.waitFor({ state: 'detached' });
    await guest.page.getByText('El personal ha atendido el aviso.').waitFor();

    // The bill, in cash with a note: on the desk as such.
    await guest.page.getByRole('button', { name: 'Pedir la cuenta' }).click();
    const sheet = guest.page.getByRole('dialog', { name: 'Pedir la cuenta' });
    await sheet.getByRole('radio', { name: 'Efectivo' }).check();
    await sheet.getByRole('textbox', { name: /Nota para el personal/ }).fill('Dos cuentas');
    await axe(guest.page, 'punto: pedir la cuenta');
    await sheet.getByRole('button', { name: 'Enviar' }).click();
    await guest.page.getByText('Cuenta pedida: el personal ya está avisado.').waitFor();
    await panel.getByText('Mesa 5 · Pide la cuenta (efectivo)').waitFor();
    await panel.getByText(/Dos cuentas/).waitFor();
    await shot(guest.page, 'point-calls-sent-es-390x844');
    await panel.getByRole('button', { name: 'Marcar como atendido: Mesa 5' }).click();
    await guest.page.getByText('El personal ha atendido la petición de la cuenta.').waitFor();

    await guest.page.setViewportSize(DESKTOP);
    await shot(guest.page, 'point-calls-es-1440x900');
    await guest.page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await guest.page.getByRole('button', { name: 'Call the waiter' }).waitFor();
    await shot(guest.page, 'point-calls-en-1440x900');
    await guest.page.setViewportSize(PHONE);
    await shot(guest.page, 'point-calls-en-390x844');
    await desk.context.close();
    await guest.context.close();
  });
});
