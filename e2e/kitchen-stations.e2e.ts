import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { apiGet, expectNoRawKeys, landOnContents, untilStill } from './flows.ts';
import { type Running, STAFF, startCarta } from './harness.ts';

type Point = { ID: number; Code: string };
type Item = { ID: number; MenuContentID: number; StationID: number | null; DoneAt: string | null };
type Order = { ID: number; Status: string; Items: Item[] };
type List<T> = { data: T[] };

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * behaviour.md#kitchen: a station's tablet shows only its lines; a line is bumped and the bump
 * undone; the board on a phone is one column with a tab per state, axe clean.
 */
describe('kitchen stations', () => {
  let carta: Running;
  let ws = 0;
  let jwt = '';
  let orderId = 0;
  let barLine = 0;
  let kitchenLine = 0;

  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  const api = async (path: string, method = 'GET', body?: unknown, token = jwt) => {
    const response = await fetch(`${carta.url}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'idempotency-key': crypto.randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
    return response.json();
  };
  const axe = async (page: Page, where: string) => {
    await untilStill(page);
    expect(await gatedViolations(page, where)).toEqual([]);
  };
  const shot = async (page: Page, name: string) => {
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };
  const card = (page: Page) => page.locator(`article[data-order="${orderId}"]`);
  const openKitchen = async (page: Page, label = 'Cocina') => {
    const opener = page.getByRole('button', { name: /Abrir navegación|Open navigation/ });
    if (await opener.isVisible()) await opener.click();
    await page.getByRole('navigation').getByRole('link', { name: label }).click();
    await page.getByRole('heading', { name: label, level: 1 }).waitFor();
    await page.locator('[data-live="on"]').waitFor();
  };

  it('a station tablet shows only its lines; a line is bumped and the bump undone (1440×900)', async () => {
    const { page, context } = await carta.newPage('es-ES', { as: STAFF });
    await page.setViewportSize({ width: 1440, height: 900 });
    await landOnContents(page, carta.url);
    jwt = (await page.evaluate(() => localStorage.getItem('jwt'))) ?? '';
    ws = (await apiGet<{ EnterpriseID: number }>(page, carta.url, '/auth/me')).EnterpriseID;
    const base = `/private/dish-orders/${ws}`;
    const demo = (await api(`${base}/dish-orders/`, 'PUT', { itemPerPage: 100 })) as List<Order>;
    const dishes = [...new Set(demo.data.flatMap((o) => o.Items.map((i) => i.MenuContentID)))];
    const cocina = (await api(`${base}/stations`, 'POST', { Name: 'Cocina', PrepMinutes: 15 })).data
      .ID as number;
    const barra = (await api(`${base}/stations`, 'POST', { Name: 'Barra', PrepMinutes: 3 })).data
      .ID as number;
    const points = (await api(
      `${base}/dish-orders-points/?item_per_page=100&search_value=Hamaca%202`,
    )) as List<Point>;
    const code = points.data[0]?.Code ?? '';
    const token = (await api(`/public/dish-orders/${ws}/token/${code}/`, 'GET', undefined, ''))
      .token as string;
    // Two dishes the venue serves now, one per station.
    for (let i = 0; i + 1 < dishes.length && !orderId; i += 1) {
      const [food, drink] = [dishes[i], dishes[i + 1]] as [number, number];
      await api(`${base}/station-assignments`, 'PUT', {
        Kind: 'dish',
        TargetID: food,
        StationID: cocina,
        PrepMinutes: null,
      });
      await api(`${base}/station-assignments`, 'PUT', {
        Kind: 'dish',
        TargetID: drink,
        StationID: barra,
        PrepMinutes: null,
      });
      const placed = await api(
        `/specific/dish-orders/${ws}/dish-orders/?token=${token}`,
        'POST',
        {
          Items: [
            { MenuContentID: food, Quantity: 2 },
            { MenuContentID: drink, Quantity: 1 },
          ],
        },
        '',
      );
      if (placed.status !== 'OK') continue;
      orderId = placed.data.ID;
      const items = placed.data.Items as Item[];
      kitchenLine = items.find((l) => l.StationID === cocina)?.ID ?? 0;
      barLine = items.find((l) => l.StationID === barra)?.ID ?? 0;
    }
    expect(orderId).toBeGreaterThan(0);
    await api(
      `/specific/dish-orders/${ws}/dish-orders/${orderId}/confirm?token=${token}`,
      'PUT',
      undefined,
      '',
    );
    await api(`${base}/dish-orders/${orderId}/check`, 'PUT');

    await openKitchen(page);
    await page.getByRole('combobox', { name: 'Puesto' }).click();
    await page.getByRole('option', { name: 'Barra' }).click();
    await card(page).waitFor();
    // The bar's tablet: the bar's line only, and a word about the rest.
    await expect.poll(() => card(page).locator('[data-line]').count()).toBe(1);
    expect(await card(page).locator(`[data-line="${barLine}"]`).count()).toBe(1);
    expect(await card(page).locator(`[data-line="${kitchenLine}"]`).count()).toBe(0);
    await card(page)
      .getByText(/^\d+ líneas? más en otros puestos$/)
      .waitFor();
    // Its accessible name reads with a separator.
    expect(await card(page).getAttribute('aria-labelledby')).toBeTruthy();
    const heading = (await card(page).locator('h3').getAttribute('aria-label')) ?? '';
    expect(heading).toMatch(/^Hamaca 2[^,]*, Pedido nº \d+$/);
    expect(await page.locator('main').count()).toBe(1);

    const line = card(page).locator(`[data-line="${barLine}"]`);
    await line.click();
    await expect.poll(() => line.getAttribute('data-done')).toBe('true');
    const bumped = (await api(`${base}/dish-orders/${orderId}`)) as { data: Order };
    expect(bumped.data.Items.find((i) => i.ID === barLine)?.DoneAt).not.toBeNull();
    expect(bumped.data.Status).toBe('checked');
    await expectNoRawKeys(page);
    await axe(page, 'cocina por puesto');
    await shot(page, 'kitchen-station-es-1440x900');
    await page.getByTestId('kitchen-undo').click();
    await expect.poll(() => line.getAttribute('data-done')).toBe('false');
    const undone = (await api(`${base}/dish-orders/${orderId}`)) as { data: Order };
    expect(undone.data.Items.every((i) => i.DoneAt === null)).toBe(true);
    // The whole kitchen sees both lines.
    await page.getByRole('combobox', { name: 'Puesto' }).click();
    await page.getByRole('option', { name: 'Toda la cocina' }).click();
    await card(page).locator(`[data-line="${kitchenLine}"]`).waitFor();
    expect(await card(page).locator(`[data-line="${barLine}"]`).count()).toBe(1);
    // The stations' settings: both stations, the sections and dishes to assign.
    await page.getByRole('button', { name: 'Puestos de cocina' }).click();
    const dialog = page.getByRole('dialog', { name: 'Puestos de cocina' });
    await dialog.getByRole('heading', { name: 'Secciones y platos' }).waitFor();
    expect(await dialog.getByLabel('Nombre del puesto').count()).toBeGreaterThanOrEqual(3);
    await expectNoRawKeys(page);
    await axe(page, 'puestos de cocina');
    await shot(page, 'kitchen-stations-dialog-es-1440x900');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await context.close();
  });

  it.each(['es', 'en'] as const)(
    'on a phone (%s): one column with a tab per state, every button reachable, axe clean (390×844)',
    async (language) => {
      const { page, context } = await carta.newPage(language === 'es' ? 'es-ES' : 'en-GB');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${carta.url}/#/login`);
      await page.evaluate((l) => localStorage.setItem('uiLanguage', l), language);
      await page.reload();
      const en = language === 'en';
      await page.getByLabel(en ? 'Email' : 'Correo electrónico').fill(STAFF.email);
      await page.getByLabel(en ? 'Password' : 'Contraseña').fill(STAFF.password);
      await page.getByRole('button', { name: en ? 'Log in' : 'Entrar' }).click();
      await page.getByRole('heading', { name: en ? 'Contents' : 'Contenidos' }).waitFor();
      await openKitchen(page, language === 'es' ? 'Cocina' : 'Kitchen');
      const tabs = page.getByRole('tab');
      expect(await tabs.count()).toBe(3);
      await page.getByRole('tab', { name: language === 'es' ? /^Aceptados/ : /^Accepted/ }).click();
      await card(page).waitFor();
      expect(await page.locator('section[data-column]').count()).toBe(1);
      const accept = card(page).getByRole('button', {
        name: language === 'es' ? 'Servido' : 'Served',
      });
      await accept.scrollIntoViewIfNeeded();
      expect(await accept.isVisible()).toBe(true);
      // Keyboard: the line is reached with Tab and bumped with Enter.
      const line = card(page).locator(`[data-line="${barLine}"]`);
      await line.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => line.getAttribute('data-done')).toBe('true');
      await expectNoRawKeys(page);
      await axe(page, `cocina en el móvil (${language})`);
      await shot(page, `kitchen-${language}-390x844`);
      await page.getByTestId('kitchen-undo').click();
      await expect.poll(() => line.getAttribute('data-done')).toBe('false');
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, `kitchen-${language}-1440x900`);
      await context.close();
    },
  );
});
