import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { guestDir, type Running, STAFF, startCarta } from './harness.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PHONE = { width: 390, height: 844 };
const WS = 1;
const SHOTS = process.env.E2E_SHOTS_DIR;

type Point = { ID: number; Name: Record<string, string>; Code: string; MenuID: number | null };
type Order = {
  ID: number;
  PointID: number;
  Status: string;
  Items: { Name: Record<string, string>; Quantity: number; Extras: unknown[] }[];
};
type Block = {
  ID: number;
  Key: string;
  FoodName?: string;
  FoodPrice?: number | null;
  Extras?: { ID: number; Name: string }[];
};

/**
 * behaviour.md#ordering in Chromium, in Spanish, on phones (390×844): two phones at one table share the
 * order live, the staff's accept reaches the guest, a double tap confirms once, a tap offline is
 * sent once when the connection returns, out of hours says so, a rotated code asks to scan again.
 */
describe('ordering from a point in the guest app (behaviour.md#ordering)', () => {
  let carta: Running;
  let staffToken = '';

  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${carta.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${staffToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const pointNamed = async (name: string) => {
    const list = await api<{ data: Point[] }>(
      'GET',
      `/private/dish-orders/${WS}/dish-orders-points/?item_per_page=100&search_value=${encodeURIComponent(name)}`,
    );
    const point = list.data.find((p) => p.Name.es === name);
    if (!point) throw new Error(`no point ${name}`);
    return point;
  };
  const ordersOf = async (point: number) =>
    (
      await api<{ data: Order[] }>('PUT', `/private/dish-orders/${WS}/dish-orders/`, {
        point,
        itemPerPage: 100,
      })
    ).data;

  const phone = async () => {
    const { context, page } = await carta.newPage('es-ES');
    await page.setViewportSize(PHONE);
    track(page);
    return { context, page };
  };
  /**
   * The page's requests, but its event stream (it never ends: harness's requestsAnswered would
   * wait for it forever).
   */
  const unanswered = new WeakMap<Page, Set<Request>>();
  const track = (page: Page) => {
    const open = new Set<Request>();
    page.on('request', (r) => {
      if (!new URL(r.url()).pathname.endsWith('/events')) open.add(r);
    });
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    unanswered.set(page, open);
  };
  const still = (page: Page) =>
    new Promise<void>((resolve) => {
      const open = unanswered.get(page);
      const check = () => {
        if (open && open.size > 0) return;
        page.off('requestfinished', check);
        page.off('requestfailed', check);
        resolve();
      };
      page.on('requestfinished', check);
      page.on('requestfailed', check);
      check();
    });
  const axe = async (page: Page, where: string) => {
    await still(page);
    expect(await gatedViolations(page, where)).toEqual([]);
  };
  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };
  const opened = async (page: Page, point: string) =>
    page.getByRole('heading', { level: 1, name: `Pedir desde ${point}` }).waitFor();
  const cart = (page: Page) => page.locator('#cart');
  /** A dish of the menu: its button reads its name first, then its description and price. */
  const dishButton = (page: Page, name: string | undefined) =>
    page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name ?? '')}`) });

  let dish: Block;
  let dishWithExtras: Block;

  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html'))) {
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    }
    carta = await startCarta();
    const login = await fetch(`${carta.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
    });
    staffToken = ((await login.json()) as { token: string }).token;
    const table = await pointNamed('Mesa 5');
    const menu = (await (
      await fetch(`${carta.url}/api/public/guest/${WS}/menus/${table.MenuID}?lang=es`)
    ).json()) as { Blocks: Block[] };
    const dishes = menu.Blocks.filter((b) => b.Key === 'food' && typeof b.FoodPrice === 'number');
    const withExtras = dishes.find((b) => (b.Extras?.length ?? 0) > 0);
    const plain = dishes.find((b) => !b.Extras?.length);
    if (!withExtras || !plain)
      throw new Error('the dinner menu needs a dish with extras and one without');
    dishWithExtras = withExtras;
    dish = plain;
  });
  afterAll(() => carta?.stop());

  it('two phones share the order live; the staff accept it and the guest sees it move', async () => {
    const table = await pointNamed('Mesa 5');
    const a = await phone();
    const b = await phone();
    // The QR code's address, with a campaign parameter the venue added to it.
    await a.page.goto(`${carta.url}/guest/${WS}/?point=${table.Code}&utm_source=qr`);
    await opened(a.page, 'Mesa 5');
    // behaviour.md#ordering: the code leaves the address, the other parameters stay.
    expect(new URL(a.page.url()).pathname).toBe(`/guest/${WS}/point`);
    expect(new URL(a.page.url()).search).toBe('?utm_source=qr');
    await b.page.goto(`${carta.url}/guest/${WS}/?point=${table.Code}`);
    await opened(b.page, 'Mesa 5');
    await cart(b.page).getByText('Aún no hay nada en el pedido').waitFor();
    await axe(a.page, 'punto: carta');
    await shot(a.page, 'point-menu-phone');

    // Phone A: the dish with extras, two of them, one extra and a note.
    await dishButton(a.page, dishWithExtras.FoodName).click();
    const sheet = a.page.getByRole('dialog', { name: dishWithExtras.FoodName });
    await sheet.waitFor();
    const extra = dishWithExtras.Extras?.[0];
    if (!extra) throw new Error('no extra');
    await sheet.getByRole('checkbox', { name: new RegExp(extra.Name) }).check();
    await sheet.getByRole('button', { name: 'Añadir uno' }).click();
    await sheet.getByRole('textbox', { name: /Nota para la cocina/ }).fill('Sin cebolla');
    await axe(a.page, 'punto: ficha del plato');
    await shot(a.page, 'point-dish-sheet-phone');
    // Keyboard: Escape closes the sheet; open it again and add.
    await a.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // The focus goes back to the dish that opened it; Enter opens it again.
    await a.page.waitForFunction(
      (name) => document.activeElement?.textContent?.startsWith(name) === true,
      dishWithExtras.FoodName ?? '',
    );
    await a.page.keyboard.press('Enter');
    await sheet.waitFor();
    // Tab stays inside the sheet.
    for (let i = 0; i < 12; i += 1) await a.page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await sheet.getByRole('checkbox', { name: new RegExp(extra.Name) }).check();
    await sheet.getByRole('button', { name: 'Añadir uno' }).click();
    await sheet.getByRole('textbox', { name: /Nota para la cocina/ }).fill('Sin cebolla');
    await sheet.getByRole('button', { name: /^Añadir · / }).click();
    await sheet.waitFor({ state: 'detached' });

    const line = (page: Page) =>
      cart(page)
        .getByRole('listitem')
        .filter({ hasText: `2 × ${dishWithExtras.FoodName}` });
    await line(a.page).getByText('Este móvil').waitFor();
    await line(a.page).getByText(extra.Name).waitFor();
    // Phone B sees it live, as another phone's line.
    await line(b.page).getByText('Otro móvil de tu mesa').waitFor();
    await line(b.page).getByText('“Sin cebolla”').waitFor();
    await cart(b.page).scrollIntoViewIfNeeded();
    await shot(b.page, 'point-cart-other-phone');
    // A third phone that scans only now sees the table's order at once.
    const third = await phone();
    await third.page.goto(`${carta.url}/guest/${WS}/?point=${table.Code}`);
    await opened(third.page, 'Mesa 5');
    await line(third.page).getByText('Otro móvil de tu mesa').waitFor();
    await third.context.close();

    // Phone B adds its own dish, then confirms for the table.
    await dishButton(b.page, dish.FoodName).click();
    await b.page
      .getByRole('dialog', { name: dish.FoodName })
      .getByRole('button', { name: /^Añadir · / })
      .click();
    await cart(a.page)
      .getByRole('listitem')
      .filter({ hasText: `1 × ${dish.FoodName}` })
      .getByText('Otro móvil de tu mesa')
      .waitFor();
    await axe(b.page, 'punto: pedido');
    await cart(b.page).getByRole('button', { name: 'Confirmar pedido' }).click();

    const sent = (page: Page) => page.getByRole('region', { name: 'Pedidos enviados' });
    await sent(a.page).getByRole('status').filter({ hasText: 'Estado: Enviado' }).waitFor();
    const [order] = await ordersOf(table.ID);
    expect(order?.Status).toBe('confirmed');
    expect(order?.Items.map((i) => i.Quantity).sort()).toEqual([1, 2]);

    // The staff accept it (the kitchen display's call): phone A shows it without a reload.
    await api('PUT', `/private/dish-orders/${WS}/dish-orders/${order?.ID}/check`);
    await sent(a.page).getByRole('status').filter({ hasText: 'Estado: Aceptado' }).waitFor();
    await shot(a.page, 'point-accepted-phone');
    await a.page.setViewportSize({ width: 1440, height: 900 });
    await shot(a.page, 'point-accepted-desktop');
    await a.page.setViewportSize(PHONE);
    await api('PUT', `/private/dish-orders/${WS}/dish-orders/${order?.ID}/close`);
    await sent(b.page).getByRole('status').filter({ hasText: 'Estado: Servido' }).waitFor();
    await axe(a.page, 'punto: pedido enviado');

    // A dropped connection: a tap made offline waits, then is sent once.
    await a.context.setOffline(true);
    await dishButton(a.page, dish.FoodName).click();
    await a.page
      .getByRole('dialog', { name: dish.FoodName })
      .getByRole('button', { name: /^Añadir · / })
      .click();
    await a.page.getByText('Esperando conexión').waitFor();
    await shot(a.page, 'point-waiting-phone');
    await a.context.setOffline(false);
    await cart(a.page)
      .getByRole('listitem')
      .filter({ hasText: `1 × ${dish.FoodName}` })
      .getByText('Este móvil')
      .waitFor();
    await a.page.getByText('Esperando conexión').waitFor({ state: 'detached' });
    // Phone B, whose stream resumed, has it too.
    await cart(b.page)
      .getByRole('listitem')
      .filter({ hasText: `1 × ${dish.FoodName}` })
      .waitFor();
    const open = (await ordersOf(table.ID)).filter((o) => o.Status === 'open');
    expect(open).toHaveLength(1);
    expect(open[0]?.Items).toHaveLength(1);

    // Staff rotate the code: the phones' session ends, and the old QR address asks to scan again.
    await api('PUT', `/private/dish-orders/${WS}/dish-orders-points/${table.ID}/rotate-code`);
    await a.page.getByRole('heading', { name: 'Vuelve a escanear el código de tu mesa' }).waitFor();
    const late = await phone();
    await late.page.goto(`${carta.url}/guest/${WS}/?point=${table.Code}`);
    await late.page
      .getByRole('heading', { name: 'Vuelve a escanear el código de tu mesa' })
      .waitFor();
    expect(new URL(late.page.url()).pathname).toBe(`/guest/${WS}/point`);
    expect(await late.page.evaluate(() => sessionStorage.getItem('dishOrderToken'))).toBeNull();
    await axe(late.page, 'punto: escanear de nuevo');
    await shot(late.page, 'point-scan-again-phone');
    for (const p of [a, b, late]) await p.context.close();
  });

  it('a double tap on "confirm" sends one order', async () => {
    const table = await pointNamed('Mesa 6');
    const { context, page } = await phone();
    await page.goto(`${carta.url}/guest/${WS}/?point=${table.Code}`);
    await opened(page, 'Mesa 6');
    await dishButton(page, dish.FoodName).click();
    await page
      .getByRole('dialog', { name: dish.FoodName })
      .getByRole('button', { name: /^Añadir · / })
      .click();
    await cart(page)
      .getByRole('listitem')
      .filter({ hasText: dish.FoodName ?? '' })
      .waitFor();
    // Two clicks in one task: the second comes before the page can redraw the button.
    await cart(page)
      .getByRole('button', { name: 'Confirmar pedido' })
      .evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
    await page.getByRole('status').filter({ hasText: 'Estado: Enviado' }).waitFor();
    await still(page);
    const orders = await ordersOf(table.ID);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.Status).toBe('confirmed');
    expect(orders[0]?.Items).toHaveLength(1);
    await context.close();
  });

  it('out of hours says "Fuera de horario." and stores nothing', async () => {
    const table = await pointNamed('Mesa 5');
    const created = await api<{ data: Point }>(
      'POST',
      `/private/dish-orders/${WS}/dish-orders-points/`,
      {
        ID: 'new',
        Name: { es: 'Terraza cerrada', en: 'Closed terrace' },
        MenuID: table.MenuID,
        // Open only on two days long gone.
        Availability: {
          IsTemp: true,
          DateStart: '2020-01-01',
          DateEnd: '2020-01-02',
          IsAllDays: false,
        },
      },
    );
    const { context, page } = await phone();
    await page.goto(`${carta.url}/guest/${WS}/?point=${created.data.Code}`);
    await opened(page, 'Terraza cerrada');
    await dishButton(page, dish.FoodName).click();
    await page
      .getByRole('dialog', { name: dish.FoodName })
      .getByRole('button', { name: /^Añadir · / })
      .click();
    await page.getByRole('alert').filter({ hasText: 'Fuera de horario.' }).waitFor();
    await axe(page, 'punto: fuera de horario');
    await shot(page, 'point-out-of-hours-phone');
    expect(await ordersOf(created.data.ID)).toEqual([]);
    await context.close();
  });
});
