import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { expectNoRawKeys, landOnContents, untilStill } from './flows.ts';
import { ADMIN, guestDir, type Running, STAFF, startCarta } from './harness.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const WS = 1;
const PHONE = { width: 390, height: 844 };

type Point = { ID: number; Name: Record<string, string>; Code: string; MenuID: number };
type Block = { ID: number; Key: string; FoodName?: string; FoodPrice?: number; Extras?: unknown[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * behaviour.md#room-charge in a real browser: reception records the stay of Habitación 101 at the
 * desk; a guest there orders on a phone and charges it to the room with the holder's surname; the
 * desk shows the charge waiting and approves it; the guest's phone turns "Cargado a la habitación"
 * live, without a reload.
 */
describe('a guest charges an order to the room', () => {
  let carta: Running;
  let admin: string;
  let staff: string;
  let room: Point;
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

  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html')))
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    carta = await startCarta();
    admin = await token(ADMIN);
    staff = await token(STAFF);
    await api('PUT', `/private/room-charge/${WS}/settings`, admin, {
      Enabled: true,
      RequireApproval: true,
      Verification: 'surname',
    });
    const points = await api<{ data: Point[] }>(
      'GET',
      `/private/dish-orders/${WS}/dish-orders-points/?item_per_page=100`,
      staff,
    );
    const table = points.data.find((p) => p.Name.es === 'Mesa 5');
    const found = points.data.find((p) => p.Name.es === 'Habitación 101');
    if (!table || !found) throw new Error('no Mesa 5 or Habitación 101 in the demo');
    // The room orders from the dinner menu (the breakfast one has hours): any time of day works.
    await api('PATCH', `/private/dish-orders/${WS}/dish-orders-points/${found.ID}`, staff, {
      MenuID: table.MenuID,
    });
    room = { ...found, MenuID: table.MenuID };
    const menu = (await (
      await fetch(`${carta.url}/api/public/guest/${WS}/menus/${room.MenuID}?lang=es`)
    ).json()) as { Blocks: Block[] };
    const plain = menu.Blocks.find(
      (b) => b.Key === 'food' && typeof b.FoodPrice === 'number' && !b.Extras?.length,
    );
    if (!plain) throw new Error('no plain dish on the room’s menu');
    dish = plain;
  });
  afterAll(() => carta?.stop());

  it('reception sets the stay, the guest charges, the desk approves, the phone shows it', async () => {
    // Reception at the desk: the stay of Habitación 101.
    const desk = await carta.newPage('es-ES', { as: STAFF });
    await desk.page.setViewportSize({ width: 1440, height: 900 });
    await landOnContents(desk.page, carta.url);
    await desk.page
      .getByRole('navigation')
      .getByRole('link', { name: 'Pedidos', exact: true })
      .click();
    await desk.page.locator('[data-live="on"]').waitFor();
    const panel = desk.page.getByRole('region', { name: 'Cargos a la habitación' });
    await panel.getByText('Ningún cargo pendiente de aprobación.').waitFor();
    await panel.getByRole('button', { name: 'Estancias' }).click();
    const stays = desk.page.getByRole('dialog', { name: 'Estancias de las habitaciones' });
    const row = stays.locator(`[data-stay="${room.ID}"]`);
    await row.getByLabel('Apellido del titular').fill('García-López');
    await row.getByRole('button', { name: 'Guardar la estancia de Habitación 101' }).click();
    await desk.page.getByText('Estancia guardada.').waitFor();
    await axe(desk.page, 'estancias');
    await shot(desk.page, 'desk-stays-es-1440x900');
    await stays.getByRole('button', { name: 'Cerrar' }).click();

    // The guest's phone: a dish, then "Cargar a la habitación" with a wrong and the right surname.
    const guest = await carta.newPage('es-ES');
    await guest.page.setViewportSize(PHONE);
    await guest.page.goto(`${carta.url}/guest/${WS}/?point=${room.Code}`);
    await guest.page
      .getByRole('heading', { level: 1, name: 'Pedir desde Habitación 101' })
      .waitFor();
    await guest.page
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(dish.FoodName ?? '')}`) })
      .first()
      .click();
    await guest.page
      .getByRole('dialog', { name: dish.FoodName })
      .getByRole('button', { name: /^Añadir · / })
      .click();
    await guest.page.getByRole('button', { name: 'Cargar a la habitación' }).click();
    const form = guest.page.locator('[data-room-charge-form]');
    await form.getByLabel('Apellido del titular').fill('Pérez');
    await form.getByRole('button', { name: /^Cargar .* a la habitación$/ }).click();
    await form.getByRole('alert').filter({ hasText: 'Los datos no coinciden' }).waitFor();
    await axe(guest.page, 'cargo a la habitación');
    await shot(guest.page, 'guest-room-charge-form-es-390x844');
    await form.getByLabel('Apellido del titular').fill('garcia lopez');
    await form.getByRole('button', { name: /^Cargar .* a la habitación$/ }).click();
    const state = guest.page.locator('[data-room-charge]');
    await state.filter({ hasText: 'Cargo a la habitación pendiente de aprobación' }).waitFor();
    await shot(guest.page, 'guest-room-charge-pending-es-390x844');

    // The desk sees it waiting, live, and approves it.
    const approve = panel.getByRole('button', {
      name: /^Aprobar el cargo de .* a Habitación 101$/,
    });
    await approve.waitFor();
    await panel.getByText(/Habitación 101 · garcia lopez · pedido n\.º \d+/).waitFor();
    await expectNoRawKeys(desk.page);
    await untilStill(desk.page);
    await axe(desk.page, 'cargos pendientes');
    await shot(desk.page, 'desk-room-charges-es-1440x900');
    await approve.click();
    await panel.getByText('Ningún cargo pendiente de aprobación.').waitFor();

    // The guest's phone follows without a reload.
    await guest.page
      .locator('[data-room-charge="paid"]')
      .filter({ hasText: 'Cargado a la habitación' })
      .waitFor();
    await axe(guest.page, 'cargo aprobado');
    await shot(guest.page, 'guest-room-charge-approved-es-390x844');

    const orders = await api<{ data: { ID: number; PaymentStatus: string; PointID: number }[] }>(
      'PUT',
      `/private/dish-orders/${WS}/dish-orders/`,
      staff,
      { itemPerPage: 100 },
    );
    expect(orders.data.find((o) => o.PointID === room.ID)?.PaymentStatus).toBe('paid');

    // The same screens in English: another phone of the room, and the desk.
    const english = await carta.newPage('en-GB');
    await english.page.setViewportSize(PHONE);
    await english.page.goto(`${carta.url}/guest/${WS}/?point=${room.Code}`);
    await english.page
      .locator('[data-room-charge="paid"]')
      .filter({ hasText: 'Charged to the room' })
      .waitFor();
    await english.page
      .getByRole('button', { name: 'Charge to my room' })
      .waitFor({ state: 'hidden' });
    await shot(english.page, 'guest-room-charge-approved-en-390x844');
    await english.context.close();
    await desk.page.getByRole('button', { name: 'EN (English)' }).click();
    await desk.page.getByRole('region', { name: 'Room charges' }).waitFor();
    await untilStill(desk.page);
    await shot(desk.page, 'desk-room-charges-en-1440x900');
    for (const c of [guest, desk]) await c.context.close();
  }, 180_000);

  it('the venue’s settings on Integraciones, in Spanish and English', async () => {
    const { page, context } = await carta.newPage('es-ES', { as: ADMIN });
    await page.setViewportSize({ width: 1440, height: 900 });
    await landOnContents(page, carta.url);
    await page.getByRole('navigation').getByRole('link', { name: 'Integraciones' }).click();
    const section = page.getByRole('region', { name: 'Cargo a la habitación' });
    await section.getByRole('switch', { name: 'Ofrecer «Cargar a la habitación»' }).waitFor();
    expect(
      await section
        .getByRole('switch', { name: 'Recepción aprueba cada cargo antes de que cuente' })
        .isChecked(),
    ).toBe(true);
    await expectNoRawKeys(page);
    await untilStill(page);
    await axe(page, 'integraciones con cargo a la habitación');
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'integrations-room-charge-es-1440x900');
    await page.getByRole('button', { name: 'EN (English)' }).click();
    await page.getByRole('region', { name: 'Charge to the room' }).waitFor();
    await untilStill(page);
    await shot(page, 'integrations-room-charge-en-1440x900');
    await page.setViewportSize(PHONE);
    await untilStill(page);
    await shot(page, 'integrations-room-charge-en-390x844');
    await context.close();
  }, 120_000);
});
