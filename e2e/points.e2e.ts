import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { apiGet, expectNoRawKeys, signedIn, untilStill } from './flows.ts';
import { type Running, requestsAnswered, STAFF, startCarta } from './harness.ts';

type Point = {
  ID: number;
  Name: Record<string, string>;
  Code: string;
  Active: boolean;
  Availability: Record<string, unknown> | null;
};
type List<T> = { data: T[]; total: number };

const SHOTS = process.env.E2E_SHOTS_DIR;

/** behaviour.md#ordering: staff make a point, see its QR code, rotate it and delete it. */
describe('points and their QR codes', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  const still = async (page: Page) => {
    await requestsAnswered(page);
    await untilStill(page);
  };

  const axe = async (page: Page, where: string) =>
    expect(await gatedViolations(page, where)).toEqual([]);

  const shot = async (page: Page, name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };

  /** On a phone the navigation is a drawer behind the app bar's button. */
  const openPoints = async (page: Page) => {
    const opener = page.getByRole('button', { name: 'Abrir navegación' });
    if (await opener.isVisible()) await opener.click();
    await page.getByRole('navigation').getByRole('link', { name: 'Puntos' }).click();
    await page.getByRole('heading', { name: 'Puntos de pedido' }).waitFor();
    await still(page);
  };

  /** The demo venue has more points than a page holds: find one as staff would, by its name. */
  const search = async (page: Page, name: string) => {
    const box = page.getByRole('textbox', { name: 'Buscar puntos' });
    await box.fill(name);
    await box.press('Enter');
    await page.getByRole('rowheader', { name, exact: true }).waitFor();
    await still(page);
  };

  const pointsNamed = async (page: Page, ws: number, name: string) =>
    (
      await apiGet<List<Point>>(
        page,
        carta.url,
        `/private/dish-orders/${ws}/dish-orders-points/?item_per_page=100&search_value=${encodeURIComponent(name)}`,
      )
    ).data;

  it('creates a point, shows its QR code with its Code, rotates the code and deletes it (1440×900)', async () => {
    const { page } = await signedIn(carta, STAFF, { viewport: { width: 1440, height: 900 } });
    const ws = (await apiGet<{ EnterpriseID: number }>(page, carta.url, '/auth/me')).EnterpriseID;
    await openPoints(page);
    await axe(page, 'lista de puntos');

    await page.getByRole('button', { name: 'Nuevo punto' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo punto' });
    await form.getByRole('textbox', { name: /^Nombre/ }).fill('Terraza 7');
    // Hours of its own (the terrace closes at night): stored as the server reads them.
    await form.getByRole('checkbox', { name: /Temporal/ }).check();
    await still(page);
    await axe(page, 'diálogo de punto');
    await shot(page, 'points-dialog-desktop');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await form.waitFor({ state: 'detached' });
    await search(page, 'Terraza 7');
    const row = page.getByRole('row', { name: /Terraza 7/ });
    await row.waitFor();
    const [created] = await pointsNamed(page, ws, 'Terraza 7');
    expect(created?.Code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created?.Availability).toMatchObject({ IsTemp: true, TimeStart: 540, TimeEnd: 1380 });
    await still(page);
    await shot(page, 'points-list-desktop');

    await row.getByRole('button', { name: 'Código QR de Terraza 7' }).click();
    const qr = page.getByRole('dialog', { name: 'Código QR · Terraza 7' });
    const url = `${carta.url}/guest/${ws}/?point=${created?.Code}`;
    await expect
      .poll(() => qr.getByRole('textbox', { name: 'Dirección del código' }).inputValue())
      .toBe(url);
    const image = qr.getByRole('img', { name: `Código QR que abre ${url}` });
    await image.waitFor();
    expect((await image.locator('path').getAttribute('d'))?.length).toBeGreaterThan(500);
    await still(page);
    await axe(page, 'diálogo del código QR');
    await shot(page, 'points-qr-desktop');

    await qr.getByRole('button', { name: 'Rotar código' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Rotar el código de «Terraza 7»?' });
    await expect.poll(() => confirm.textContent()).toContain('Los códigos QR ya impresos');
    await still(page);
    await axe(page, 'confirmación de rotar');
    await confirm.getByRole('button', { name: 'Rotar código' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect
      .poll(() => qr.getByRole('textbox', { name: 'Dirección del código' }).inputValue())
      .not.toBe(url);
    const [rotated] = await pointsNamed(page, ws, 'Terraza 7');
    expect(rotated?.Code).not.toBe(created?.Code);
    const rotatedUrl = `${carta.url}/guest/${ws}/?point=${rotated?.Code}`;
    expect(await qr.getByRole('textbox', { name: 'Dirección del código' }).inputValue()).toBe(
      rotatedUrl,
    );
    await qr.getByRole('img', { name: `Código QR que abre ${rotatedUrl}` }).waitFor();
    // The old printed code no longer opens the point; the new one does.
    expect(
      (await fetch(`${carta.url}/api/public/dish-orders/${ws}/token/${created?.Code}/`)).status,
    ).toBe(404);
    expect(
      (await fetch(`${carta.url}/api/public/dish-orders/${ws}/token/${rotated?.Code}/`)).status,
    ).toBe(200);

    await qr.getByRole('button', { name: 'Cerrar' }).click();
    await qr.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Eliminar Terraza 7' }).click();
    const remove = page.getByRole('dialog', { name: '¿Eliminar «Terraza 7»?' });
    await still(page);
    await axe(page, 'confirmación de eliminar');
    await remove.getByRole('button', { name: 'Eliminar' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await pointsNamed(page, ws, 'Terraza 7')).toEqual([]);
    await expectNoRawKeys(page);
    expect(await page.locator('body').textContent()).not.toMatch(/\bpoints\.[a-z]+/);
  });

  it('fits a phone (390×844): list and QR code without sideways scrolling', async () => {
    const { page } = await signedIn(carta, STAFF, { viewport: { width: 390, height: 844 } });
    const ws = (await apiGet<{ EnterpriseID: number }>(page, carta.url, '/auth/me')).EnterpriseID;
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const made = await fetch(`${carta.url}/api/private/dish-orders/${ws}/dish-orders-points/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ID: 'new', Name: { es: 'Habitación 204' }, Kind: 'room' }),
    });
    expect(made.status).toBe(201);
    await openPoints(page);
    await search(page, 'Habitación 204');
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    // With the selection's checkbox, the row's actions still show without scrolling the table.
    const last = await page.getByRole('button', { name: 'Eliminar Habitación 204' }).boundingBox();
    expect(last && last.x + last.width <= 390).toBe(true);
    await axe(page, 'lista de puntos (móvil)');
    await shot(page, 'points-list-phone');

    await page.getByRole('button', { name: 'Editar Habitación 204' }).click();
    const form = page.getByRole('dialog', { name: 'Editar punto' });
    await form.getByRole('checkbox', { name: /Temporal/ }).check();
    await still(page);
    await axe(page, 'diálogo de punto (móvil)');
    await shot(page, 'points-dialog-phone');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Código QR de Habitación 204' }).click();
    const qr = page.getByRole('dialog', { name: 'Código QR · Habitación 204' });
    await qr.getByRole('img').waitFor();
    await still(page);
    const box = await qr.getByRole('img').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await axe(page, 'código QR (móvil)');
    await shot(page, 'points-qr-phone');
  });

  it('prints the QR codes of points chosen on two pages as one PDF (1440×900)', async () => {
    const { page } = await signedIn(carta, STAFF, { viewport: { width: 1440, height: 900 } });
    const ws = (await apiGet<{ EnterpriseID: number }>(page, carta.url, '/auth/me')).EnterpriseID;
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    for (let n = 1; n <= 7; n++) {
      const made = await fetch(`${carta.url}/api/private/dish-orders/${ws}/dish-orders-points/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ID: 'new', Name: { es: `Jardín ${n}` }, Kind: 'table' }),
      });
      expect(made.status).toBe(201);
    }
    await openPoints(page);
    const box = page.getByRole('textbox', { name: 'Buscar puntos' });
    await box.fill('Jardín');
    await box.press('Enter');
    await page.getByRole('rowheader', { name: 'Jardín 1', exact: true }).waitFor();
    await still(page);
    const print = page.getByRole('button', { name: 'Imprimir códigos QR' });
    expect(await print.isDisabled()).toBe(true);

    const thisPage = page.getByRole('checkbox', { name: 'Seleccionar los puntos de esta página' });
    await thisPage.check();
    await page.getByRole('button', { name: /siguiente/i }).click();
    await page.getByRole('rowheader', { name: 'Jardín 6', exact: true }).waitFor();
    await still(page);
    await page.getByRole('checkbox', { name: 'Seleccionar Jardín 6' }).check();
    // By keyboard: the row's checkbox takes Space.
    await page.getByRole('checkbox', { name: 'Seleccionar Jardín 7' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('7 puntos seleccionados').waitFor();
    await still(page);
    await axe(page, 'puntos seleccionados para imprimir');
    await shot(page, 'points-sheet-desktop');

    const answered = page.waitForResponse((r) => r.url().includes('/qr-sheet.pdf'));
    const downloaded = page.waitForEvent('download');
    await print.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('codigos-qr.pdf');
    const pdf = readFileSync(await download.path()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // Seven codes at six a page: two A4 pages (page objects are plain text: no object streams).
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
    expect(pdf).toMatch(/\/MediaBox \[ 0 0 595\.28 841\.89 \]/);
    await page.getByText('PDF de códigos QR descargado.').waitFor();
    const ids = new URL(response.url()).searchParams.get('ids')?.split(',') ?? [];
    expect(ids).toHaveLength(7);
    await expectNoRawKeys(page);
  });
});
