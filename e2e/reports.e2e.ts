import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { apiGet, expectNoRawKeys, landOnContents, untilStill } from './flows.ts';
import { type Running, STAFF, startCarta } from './harness.ts';

type Totals = { Orders: number; Revenue: number };
type Report = { data: { Totals: Totals; Rows: { Key: string }[] } };

const SHOTS = process.env.E2E_SHOTS_DIR;
const HOTEL = 1;

/** `1234.5` as the Spanish screen and CSV write it: `1234,50`. */
const spanish = (amount: number) => amount.toFixed(2).replace('.', ',');

/**
 * Pedidos › Informes on the demo hotel: the screen opens on the last 7 days, switches to today,
 * passes axe, and its CSV download carries the same totals as the API.
 */
describe('sales reports screen', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  const shot = async (page: Page, name: string) => {
    await untilStill(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };
  const revenueTile = (page: Page) => page.locator('[data-tile="revenue"]');
  const answered = (page: Page, group: string) =>
    page.waitForResponse((r) => r.url().includes('/sales?') && r.url().includes(`group=${group}`));

  // A generous bound for a machine under load: every wait inside is for an event, never a delay.
  const SLOW = 180_000;

  it(
    'opens on the demo data, switches range, downloads the CSV with its totals (1280×800)',
    async () => {
      const { page } = await carta.newPage('es-ES', { as: STAFF });
      await page.setViewportSize({ width: 1280, height: 800 });
      await landOnContents(page, carta.url);
      await page.getByRole('link', { name: 'Informes' }).click();
      await page.getByRole('heading', { name: 'Informes', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Ingresos por día' }).waitFor();

      const today = page.waitForResponse(
        (r) => r.url().includes('group=hour') && r.status() === 200,
      );
      await page.getByRole('button', { name: 'Hoy' }).click();
      const body = (await (await today).json()) as Report;
      const url = new URL((await today).url());
      const day = url.searchParams.get('from') ?? '';
      expect(url.searchParams.get('to')).toBe(day);
      const api = await apiGet<Report>(
        page,
        carta.url,
        `/private/reports/${HOTEL}/sales?from=${day}&to=${day}&group=day`,
      );
      expect(body.data.Totals).toEqual(api.data.Totals);
      // The demo's orders of today count: confirmed, in the kitchen and closed ones.
      expect(api.data.Totals.Orders).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'Ingresos por hora' }).waitFor();
      await expect
        .poll(() => revenueTile(page).innerText())
        .toContain(spanish(api.data.Totals.Revenue).split(',')[0] ?? '');
      await untilStill(page);
      expect(await gatedViolations(page, 'reports, today')).toEqual([]);
      await expectNoRawKeys(page);

      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      const file = await downloaded;
      expect(file.suggestedFilename()).toBe(`ventas-hotel-demo-${day}-${day}.csv`);
      const bytes = readFileSync((await file.path()) ?? '');
      // UTF-8 with a BOM, so that a spreadsheet opens the accents right.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
      expect(lines[0]).toBe('Hora;Pedidos;Unidades;Ingresos;Propinas;Devoluciones');
      const total = lines.at(-1)?.split(';') ?? [];
      expect(total[0]).toBe('Total');
      expect(Number(total[1])).toBe(api.data.Totals.Orders);
      expect(total[3]).toBe(spanish(api.data.Totals.Revenue));
      await shot(page, 'reports-es-desktop');

      // The data of a chart as a table, opened from the keyboard.
      // Found by its panel: its name changes once pressed.
      const show = page
        .getByRole('region', { name: 'Ingresos por hora' })
        .getByRole('button', { name: /tabla/ });
      await show.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => show.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('button', { name: 'EN (English)' }).click();
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      await expectNoRawKeys(page);
      await shot(page, 'reports-en-desktop');
    },
    SLOW,
  );

  it(
    'on a phone: tiles and one chart at a time (390×844)',
    async () => {
      const { page } = await carta.newPage('es-ES', { as: STAFF });
      await page.setViewportSize({ width: 390, height: 844 });
      const loaded = answered(page, 'day');
      await page.goto(`${carta.url}/#/reports`);
      await loaded;
      await page.getByRole('tab', { name: 'Ingresos por día' }).waitFor();
      await expect.poll(() => page.getByRole('tabpanel').locator('section').count()).toBe(1);
      await page.getByRole('tab', { name: 'Los 10 platos más vendidos' }).click();
      await page.getByRole('heading', { name: 'Los 10 platos más vendidos' }).waitFor();
      await untilStill(page);
      expect(await gatedViolations(page, 'reports on a phone')).toEqual([]);
      await shot(page, 'reports-es-phone');
      await page.getByRole('button', { name: 'EN (English)' }).click();
      await page.getByRole('tab', { name: 'Top 10 dishes' }).waitFor();
      await shot(page, 'reports-en-phone');
    },
    SLOW,
  );
});
