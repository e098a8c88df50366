import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, landOnContents, openMenu } from './flows.ts';
import { guestDir, type Running, STAFF, startCarta } from './harness.ts';

type Listed<T> = { data: T[]; total: number };
type MenuRow = { ID: number; Name: { es: string }; Version: number; Menus: MenuRow[] };
type Block = { ID: number; Type: number; ORD: number; Title?: { es: string } };

const TITLE = 'Bienvenido al Hotel Demo';
const FRAME = 'iframe[title="El menú tal como lo verá un cliente"]';

/** The hour on the venue's clock now. */
const hourIn = (timeZone: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );

/**
 * The demo's welcome title, made available only from `hour`:00 for one hour of the venue's clock
 * (saved through the API, as the editor's block availability would): three hours from now, so a
 * guest does not see it now.
 */
const showTitleOnlyAt = async (page: Page, base: string, hour: number) => {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const tree = await apiGet<Listed<MenuRow>>(page, base, '/menus/1');
  const welcome = tree.data.find((m) => m.Name.es === 'Bienvenida');
  if (!welcome) throw new Error('the demo has no Bienvenida menu');
  const blocks = await apiGet<Listed<Block>>(page, base, `/contents/${welcome.ID}`);
  const title = blocks.data.find((b) => b.Title?.es === TITLE);
  if (!title) throw new Error('the demo welcome has no title block');
  const saved = await fetch(`${base}/api/menus/1`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...welcome,
      Menus: undefined,
      Content: [
        {
          ...title,
          IsTemp: true,
          Per: 0,
          IsAllTimes: false,
          TimeStart: hour * 60,
          TimeEnd: ((hour + 1) % 24) * 60,
        },
      ],
    }),
  });
  expect(saved.status).toBe(200);
  return welcome.ID;
};

/** The frame shows the welcome page (its heading), with or without the title block. */
const framedTitles = async (frame: FrameLocator) => {
  await frame.getByRole('heading', { level: 1, name: 'Bienvenida' }).waitFor();
  await frame.getByText('Nos alegra tenerle con nosotros', { exact: false }).waitFor();
  return frame.getByRole('heading', { name: TITLE }).count();
};

/** Moves the preview's clock to `hour` with the time picker's keyboard (minutes unchanged). */
const chooseHour = async (page: Page, hour: number) => {
  const field = page.getByRole('textbox', { name: 'Hora', exact: true });
  const shown = Number((await field.inputValue()).slice(0, 2));
  await page.getByRole('button', { name: 'Abrir el reloj (Hora)' }).click();
  const clock = page.getByRole('dialog', { name: 'Hora', exact: true });
  await clock.getByRole('listbox').focus();
  const steps = hour - shown;
  for (let i = 0; i < Math.abs(steps); i += 1) {
    await page.keyboard.press(steps > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  await clock.getByRole('button', { name: 'Aceptar' }).click();
  await clock.waitFor({ state: 'detached' });
  expect((await field.inputValue()).slice(0, 2)).toBe(String(hour).padStart(2, '0'));
};

/**
 * behaviour.md#guest-app: the editor's Vista previa shows a block scheduled for later at the moment chosen,
 * not at "now"; the guest API refuses `at=` without a staff token.
 */
describe('menu preview from the editor, in Spanish', () => {
  let carta: Running;
  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html'))) {
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    }
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('shows at the chosen time a block hidden now, on a desktop and on a phone', async () => {
    const { page, context } = await carta.newPage('es-ES', { as: STAFF });
    await page.setViewportSize({ width: 1440, height: 900 });
    await landOnContents(page, carta.url);
    const venue = (await (await fetch(`${carta.url}/api/public/guest/1`)).json()) as {
      TimeZone: string;
    };
    const later = (hourIn(venue.TimeZone) + 3) % 24;
    const menuId = await showTitleOnlyAt(page, carta.url, later);

    // A guest now: no title; `at=` without a staff token is refused.
    const now = await fetch(`${carta.url}/api/public/guest/1/menus/${menuId}?lang=es`);
    const guestTitles = ((await now.json()) as { Blocks: { Title?: string }[] }).Blocks.map(
      (b) => b.Title,
    );
    expect(guestTitles).not.toContain(TITLE);
    const at = encodeURIComponent(new Date().toISOString());
    const anonymous = await fetch(`${carta.url}/api/public/guest/1/menus/${menuId}?at=${at}`);
    expect(anonymous.status).toBe(400);

    await openMenu(page, 'Bienvenida');
    await page.getByRole('button', { name: 'Vista previa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vista previa para clientes' });
    await dialog.getByText(`Hora de ${venue.TimeZone}`).waitFor();
    const frame = page.frameLocator(FRAME);
    // Opened at "now": the title is not there.
    expect(await framedTitles(frame)).toBe(0);
    await expect
      .poll(() => frame.getByRole('note').textContent())
      .toMatch(
        new RegExp(`^Vista previa: \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d \\(${venue.TimeZone}\\)`),
      );

    await chooseHour(page, later);
    await frame.getByRole('heading', { name: TITLE }).waitFor();
    const hh = String(later).padStart(2, '0');
    await expect.poll(() => frame.getByRole('note').textContent()).toContain(` ${hh}:`);
    // The frame is a 390×844 phone scaled to fit the dialog.
    const box = await page.locator(FRAME).boundingBox();
    expect(box && box.height <= 900 && box.width / box.height).toBeCloseTo(390 / 844, 2);

    // The same preview in a new tab (same browser: the stored staff token comes along).
    const tab = dialog.getByRole('link', { name: 'Abrir en una pestaña nueva' });
    const href = await tab.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/guest/1/menus/${menuId}\\?preview=.+&lang=es$`));
    expect(href).not.toMatch(/token/i);
    const [popup] = await Promise.all([context.waitForEvent('page'), tab.click()]);
    await popup.getByRole('heading', { name: TITLE }).waitFor();
    await popup.close();

    // Back to now: the frame reloads without the title.
    await dialog.getByRole('button', { name: 'Ahora' }).click();
    await expect.poll(() => framedTitles(frame)).toBe(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // On a phone: the toolbar's ⋮ menu, a full-screen dialog, the frame within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Más acciones del menú' }).click();
    await page.getByRole('menuitem', { name: 'Vista previa' }).click();
    await dialog.waitFor();
    const paper = await dialog.boundingBox();
    expect(paper?.width).toBe(390);
    await chooseHour(page, later);
    await frame.getByRole('heading', { name: TITLE }).waitFor();
    const phoneBox = await page.locator(FRAME).boundingBox();
    expect(phoneBox && phoneBox.x >= 0 && phoneBox.x + phoneBox.width <= 390).toBe(true);
    await context.close();
  });

  it('a preview link opened without a back-office session says to sign in', async () => {
    const { page, context } = await carta.newPage('es-ES');
    const at = encodeURIComponent('2026-11-25T21:00:00+01:00');
    await page.goto(`${carta.url}/guest/1/menus/1?preview=${at}&lang=es`);
    await page
      .getByRole('heading', { name: 'La vista previa necesita tu sesión del back-office' })
      .waitFor();
    expect(await page.getByRole('heading', { name: TITLE }).count()).toBe(0);
    await context.close();
  });
});
