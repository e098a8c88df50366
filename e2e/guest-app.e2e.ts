import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { guestDir, type Running, startCarta } from './harness.ts';

const PHONE = { width: 390, height: 844 };

/** Every console error and uncaught exception of the page, to be asserted empty. */
const watchConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
};

type Tree = { data: { ID: number; Name: string; Menus: { ID: number; Name: string }[] }[] };
type MenuPage = { Name: string; Blocks: { Key: string; ORD: number }[] };

/** What the guest API answers (the app must show the same, in the same order). */
const read = async <T>(page: Page, base: string, path: string): Promise<T> =>
  (await (await page.request.get(`${base}/api/public/guest/1${path}`)).json()) as T;

const blockKeys = (page: Page) =>
  page.locator('[data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));

/** axe once the page is quiet (no request in flight, transitions done). */
const axe = async (page: Page, where: string, found: string[]) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  found.push(...(await gatedViolations(page, where)));
};

/**
 * The guest app of the demo hotel on a phone, in Spanish: home, a menu and its blocks, back,
 * submenus, the language switch, the "not found" page; no console error, axe without a serious or
 * critical violation.
 */
describe('the guest app (behaviour.md#guest-app) on a phone', () => {
  let carta: Running;
  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html'))) {
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    }
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('home, a menu, back, submenus and English, without a console error', async () => {
    const { page } = await carta.newPage('es-ES');
    await page.setViewportSize(PHONE);
    const errors = watchConsole(page);
    const found: string[] = [];

    const response = await page.goto(`${carta.url}/guest/1/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");

    // Home: the venue, then its menus as tiles, in the default language.
    await page.getByRole('heading', { level: 1, name: 'Hotel Demo' }).waitFor();
    const menus = page.getByRole('navigation', { name: 'Menús' });
    await menus.getByRole('link').first().waitFor();
    const tree = await read<Tree>(page, carta.url, '/menus?lang=es');
    expect(await menus.getByRole('link').allTextContents()).toEqual(tree.data.map((m) => m.Name));
    expect(tree.data.map((m) => m.Name)).toEqual(
      expect.arrayContaining(['Bienvenida', 'Restaurante']),
    );
    expect(await page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
    expect(await page.title()).toBe('Hotel Demo');
    await axe(page, 'inicio', found);

    // A menu: its blocks in order.
    await menus.getByRole('link', { name: 'Bienvenida' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bienvenida' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Bienvenido al Hotel Demo' }).waitFor();
    const welcome = tree.data.find((m) => m.Name === 'Bienvenida');
    expect(new URL(page.url()).pathname).toBe(`/guest/1/menus/${welcome?.ID}`);
    const shown = await read<MenuPage>(page, carta.url, `/menus/${welcome?.ID}?lang=es`);
    expect(shown.Blocks.length).toBeGreaterThan(2);
    expect(await blockKeys(page)).toEqual(
      [...shown.Blocks].sort((a, b) => a.ORD - b.ORD).map((b) => b.Key),
    );
    await page.getByText('La recepción está abierta').waitFor();
    expect(await page.locator('[data-not-available]').count()).toBe(0);
    await axe(page, 'menú Bienvenida', found);

    // The browser's back button.
    await page.goBack();
    await menus.getByRole('link', { name: 'Restaurante' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/guest/1/');

    // Submenus as tiles, one of them, and the app's own back link up the tree.
    await menus.getByRole('link', { name: 'Restaurante' }).click();
    await page.getByRole('heading', { level: 1, name: 'Restaurante' }).waitFor();
    const submenus = page.getByRole('navigation', { name: 'Restaurante' });
    await submenus.getByRole('link').first().waitFor();
    expect(await submenus.getByRole('link').allTextContents()).toEqual(
      tree.data.find((m) => m.Name === 'Restaurante')?.Menus.map((m) => m.Name),
    );
    await axe(page, 'submenús', found);
    await submenus.getByRole('link', { name: 'Cenas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cenas' }).waitFor();
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.getByRole('heading', { level: 1, name: 'Restaurante' }).waitFor();
    await page.getByRole('link', { name: 'Volver' }).click();
    await menus.getByRole('link', { name: 'Bienvenida' }).waitFor();

    // English: the content and the labels change, and the choice survives a reload.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    const english = page.getByRole('navigation', { name: 'Menus' });
    await english.getByRole('link', { name: 'Welcome' }).waitFor();
    const inEnglish = await read<Tree>(page, carta.url, '/menus?lang=en');
    expect(await english.getByRole('link').allTextContents()).toEqual(
      inEnglish.data.map((m) => m.Name),
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await english.getByRole('link', { name: 'Welcome' }).click();
    await page.getByRole('heading', { level: 2, name: 'Welcome to Hotel Demo' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
    await axe(page, 'menu Welcome (en)', found);

    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('an unknown venue gets a friendly page, not a blank one', async () => {
    const { page } = await carta.newPage('es-ES');
    await page.setViewportSize(PHONE);
    await page.goto(`${carta.url}/guest/999/`);
    await page.getByRole('heading', { name: 'No encontramos este establecimiento' }).waitFor();
    await page.getByText('Revisa el enlace o vuelve a escanear el código QR.').waitFor();
    const found: string[] = [];
    await axe(page, 'establecimiento no encontrado', found);
    expect(found).toEqual([]);
  });

  it("the home header keeps one row on a 360 px phone: the venue's name on one line beside its buttons", async () => {
    const { page } = await carta.newPage('de-DE');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${carta.url}/guest/1/?lang=de`);
    const name = page.getByRole('heading', { level: 1, name: 'Hotel Demo' });
    await name.waitFor();
    const box = await name.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      line: Number.parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(box.height).toBeLessThan(box.line * 1.5);
    // The language picker and the allergen button stay on the name's row.
    const top = async (selector: string) =>
      page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
    const row = await top('.header-inner');
    expect((await top('.language')) - row).toBeLessThan(24);
    expect((await top('[data-allergen-button]')) - row).toBeLessThan(24);
  });

  it('works 320 px wide with the text at twice its size', async () => {
    const { page } = await carta.newPage('es-ES');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${carta.url}/guest/1/menus/1`);
    await page.getByRole('heading', { level: 1, name: 'Bienvenida' }).waitFor();
    // The browser's text-size setting, as a larger root font size: everything is in rem.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const fontSize = await page
      .getByRole('heading', { level: 1, name: 'Bienvenida' })
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(50);
    // Nothing wider than the screen: no sideways scrolling.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
