import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import {
  blockCard,
  expectNoRawKeys,
  insertBlock,
  mountCard,
  openMenuEditor,
  untilStill,
} from './flows.ts';
import { guestDir, type Running, STAFF, startCarta } from './harness.ts';

const WS = 1;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = process.env.E2E_SHOTS_DIR;
const STEAK = 'Chuletón de prueba';

type Point = { ID: number; Name: Record<string, string>; Code: string; MenuID: number | null };

/**
 * Modifier groups (behaviour.md#extra-groups) in Chromium: staff give a steak the groups "Punto"
 * (exactly 1) and "Salsas" (up to 2) in the dish's extras editor; a guest at the table sees each
 * group's rule, cannot add the steak without its Punto (the group is named), cannot pick a third
 * sauce, and orders; the desk and the kitchen show the choices grouped under the dish.
 */
describe('modifier groups: from the extras editor to the kitchen', () => {
  let carta: Running;
  let table: Point;
  /** The order the guest sends; the desk and the kitchen read it. */
  let orderId = 0;

  const axe = async (page: Page, where: string) => {
    await untilStill(page);
    expect(await gatedViolations(page, where)).toEqual([]);
  };
  /** What is on screen (a long editor's full page would bury the part shown). */
  const shot = async (page: Page, name: string) => {
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };
  /** Signed in, straight on the screen at `path`: how staff get there is not what this file tests. */
  const staffPage = async (path: string, heading: string) => {
    const { context, page } = await carta.newPage('es-ES', { as: STAFF, viewport: DESKTOP });
    await page.goto(`${carta.url}/#${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    return { context, page };
  };
  /** The dish's extras editor: a group, then its options, each saved as staff would. */
  const addGroup = async (card: Locator, page: Page, name: string, min: number, max: number) => {
    await card.getByRole('button', { name: 'Añadir grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grupo de opciones' });
    await dialog
      .getByRole('textbox', { name: /^Nombre del grupo/ })
      .first()
      .fill(name);
    await dialog.getByRole('spinbutton', { name: 'Mínimo' }).fill(String(min));
    await dialog.getByRole('spinbutton', { name: 'Máximo' }).fill(String(max));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('list', { name: 'Grupos de opciones' }).getByText(name).waitFor();
  };
  const addOption = async (card: Locator, page: Page, name: string, group: string) => {
    await card.getByRole('button', { name: 'Añadir extra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extras' });
    await dialog
      .getByRole('textbox', { name: /^Nombre/ })
      .first()
      .fill(name);
    await dialog.getByRole('textbox', { name: /^Precio/ }).fill('1,50');
    await dialog.getByRole('combobox', { name: 'Grupo' }).click();
    await page.getByRole('option', { name: group }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(name).first().waitFor();
  };

  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html')))
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    carta = await startCarta();
    const res = await fetch(`${carta.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
    });
    const { token } = (await res.json()) as { token: string };
    const points = (await (
      await fetch(
        `${carta.url}/api/private/dish-orders/${WS}/dish-orders-points/?item_per_page=100&search_value=Mesa%205`,
        { headers: { authorization: `Bearer ${token}` } },
      )
    ).json()) as { data: Point[] };
    const found = points.data.find((p) => p.Name.es === 'Mesa 5');
    if (!found?.MenuID) throw new Error('the demo has Mesa 5, with a menu');
    table = found;
  });
  afterAll(() => carta?.stop());

  it("staff set up Punto (exactly 1) and Salsas (up to 2) in the dish's extras editor; axe clean", async () => {
    // The back-office: a steak in Mesa 5's menu, its groups and options.
    const { context, page } = await carta.newPage('es-ES', { as: STAFF, viewport: DESKTOP });
    await openMenuEditor(page, carta.url, table.MenuID ?? 0);
    await insertBlock(page, 0, 'Comida y bebida', async (dialog) => {
      await dialog
        .getByRole('textbox', { name: /^Nombre del plato/ })
        .first()
        .fill(STEAK);
      await dialog.getByRole('textbox', { name: /^Precio/ }).fill('24');
    });
    const card = blockCard(page, 'Comida y bebida', 0);
    await mountCard(card);
    await card.getByRole('button', { name: 'Extras' }).click();
    await addGroup(card, page, 'Punto', 1, 1);
    await addGroup(card, page, 'Salsas', 0, 2);
    await addOption(card, page, 'Poco hecho', 'Punto');
    await addOption(card, page, 'Al punto', 'Punto');
    for (const sauce of ['Pimienta', 'Roquefort', 'Chimichurri'])
      await addOption(card, page, sauce, 'Salsas');
    await card.getByText('Elija 1').waitFor();
    await card.getByText('Hasta 2').waitFor();
    await expectNoRawKeys(page);
    await axe(page, 'editor de extras con grupos');
    const groups = card.getByRole('list', { name: 'Grupos de opciones' });
    await groups.scrollIntoViewIfNeeded();
    await shot(page, 'extras-editor-groups-es-1440x900');
    await page.setViewportSize(PHONE);
    await groups.scrollIntoViewIfNeeded();
    await shot(page, 'extras-editor-groups-es-390x844');
    await page.evaluate(() => localStorage.setItem('uiLanguage', 'en'));
    await page.reload();
    const cardEn = page.getByRole('region', { name: 'Food & drink Position 1', exact: true });
    await mountCard(cardEn, 'Loading editor…');
    await cardEn.getByRole('button', { name: 'Extras' }).click();
    const groupsEn = cardEn.getByRole('list', { name: 'Option groups' });
    await groupsEn.scrollIntoViewIfNeeded();
    await expectNoRawKeys(page);
    await shot(page, 'extras-editor-groups-en-390x844');
    await page.setViewportSize(DESKTOP);
    await groupsEn.scrollIntoViewIfNeeded();
    await shot(page, 'extras-editor-groups-en-1440x900');
    await context.close();
  }, 120_000);

  it('a guest sees each rule, cannot add the steak without its Punto nor pick a third sauce, and orders', async () => {
    // The guest: each group with its rule; Punto is required, a third sauce is not allowed.
    const guest = await carta.newPage('es-ES');
    await guest.page.setViewportSize(PHONE);
    await guest.page.goto(`${carta.url}/guest/${WS}/?point=${table.Code}`);
    await guest.page.getByRole('heading', { level: 1, name: 'Pedir desde Mesa 5' }).waitFor();
    await guest.page.getByRole('button', { name: new RegExp(`^${STEAK}`) }).click();
    const sheet = guest.page.getByRole('dialog', { name: STEAK });
    const punto = sheet.getByRole('group', { name: 'Punto · Elige 1' });
    const salsas = sheet.getByRole('group', { name: 'Salsas · Hasta 2' });
    await punto.waitFor();
    await salsas.waitFor();
    const add = sheet.getByRole('button', { name: /^Añadir · / });
    expect(await add.isDisabled()).toBe(true);
    await sheet.getByText('Falta elegir: Punto').waitFor();
    await salsas.getByRole('checkbox', { name: /Pimienta/ }).check();
    await salsas.getByRole('checkbox', { name: /Roquefort/ }).check();
    expect(await salsas.getByRole('checkbox', { name: /Chimichurri/ }).isDisabled()).toBe(true);
    await axe(guest.page, 'punto: plato con grupos');
    await shot(guest.page, 'point-dish-groups-es-390x844');
    await guest.page.setViewportSize(DESKTOP);
    await shot(guest.page, 'point-dish-groups-es-1440x900');
    await guest.page.keyboard.press('Escape');
    await guest.page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await guest.page.getByRole('button', { name: new RegExp(`^${STEAK}`) }).click();
    await sheet.getByRole('group', { name: 'Salsas · Up to 2' }).waitFor();
    await shot(guest.page, 'point-dish-groups-en-1440x900');
    await guest.page.setViewportSize(PHONE);
    await shot(guest.page, 'point-dish-groups-en-390x844');
    await guest.page.keyboard.press('Escape');
    await guest.page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await guest.page.getByRole('button', { name: new RegExp(`^${STEAK}`) }).click();
    // The sheet starts afresh: the sauces again.
    await salsas.getByRole('checkbox', { name: /Pimienta/ }).check();
    await salsas.getByRole('checkbox', { name: /Roquefort/ }).check();
    await punto.getByRole('checkbox', { name: /Al punto/ }).check();
    expect(await add.isEnabled()).toBe(true);
    await add.click();
    await sheet.waitFor({ state: 'detached' });
    await guest.page.locator('#cart').getByRole('button', { name: 'Confirmar pedido' }).click();
    await guest.page.getByText('Pedidos enviados').waitFor();
    const token = await guest.page.evaluate(() => sessionStorage.getItem('dishOrderToken'));
    const sent = (await (
      await fetch(`${carta.url}/api/specific/dish-orders/${WS}/table-orders`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { ID: number; Status: string }[] };
    const order = sent.data.find((o) => o.Status === 'confirmed');
    if (!order) throw new Error('the steak was sent');
    orderId = order.ID;
    await guest.context.close();
  }, 120_000);

  it('the desk and the kitchen show the choices grouped under the dish; axe clean', async () => {
    // The desk and the kitchen: the choices under the dish, by group.
    const desk = await staffPage('/orders', 'Pedidos');
    await desk.page.getByRole('button', { name: `Ver pedido ${orderId}` }).click();
    const detail = desk.page.getByRole('dialog', { name: new RegExp(`Pedido nº ${orderId}`) });
    expect(await detail.locator('[data-choice-group="Punto"]').textContent()).toMatch(
      /^Punto: Al punto/,
    );
    expect(await detail.locator('[data-choice-group="Salsas"]').textContent()).toMatch(
      /^Salsas: Pimienta.*, Roquefort/,
    );
    await axe(desk.page, 'mostrador: opciones agrupadas');
    await desk.context.close();
    const kitchen = await staffPage('/kitchen', 'Cocina');
    const ticket = kitchen.page.locator('[data-choice-group="Salsas"]').first();
    await ticket.waitFor();
    expect(await ticket.textContent()).toBe('Salsas: Pimienta, Roquefort');
    await axe(kitchen.page, 'cocina: opciones agrupadas');
    await kitchen.context.close();

    // Ajustes › Pedidos while paused (screenshots, ES and EN, desktop and phone).
    // Reached through the navigation in service-day's settings test; here straight by its address.
    const settings = await staffPage('/settings/orders', 'Pedidos');
    const { page } = settings;
    await page.getByRole('button', { name: '15 min' }).click();
    await page.getByRole('button', { name: 'Reanudar' }).waitFor();
    await axe(page, 'ajustes de pedidos en pausa');
    await shot(page, 'settings-orders-paused-es-1440x900');
    await page.setViewportSize(PHONE);
    await shot(page, 'settings-orders-paused-es-390x844');
    await page.evaluate(() => localStorage.setItem('uiLanguage', 'en'));
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    await expectNoRawKeys(page);
    await shot(page, 'settings-orders-paused-en-390x844');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'settings-orders-paused-en-1440x900');
    await page.getByRole('button', { name: 'Resume' }).click();
    await settings.context.close();
  }, 120_000);
});
