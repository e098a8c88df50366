import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { guestDir, type Running, requestsAnswered, startCarta } from './harness.ts';

const PHONE = { width: 390, height: 844 };
const MILK = 7;

type Tree = { data: { ID: number; Name: string; Menus: { ID: number; Name: string }[] }[] };
type Block = { ID: number; Key: string; ORD: number; FoodName?: string; FoodAllergens?: number[] };

const read = async <T>(page: Page, base: string, path: string): Promise<T> =>
  (await (await page.request.get(`${base}/api/public/guest/1${path}`)).json()) as T;

const axe = async (page: Page, where: string, found: string[]) => {
  await requestsAnswered(page);
  found.push(...(await gatedViolations(page, where)));
};

/** The card of the dish named `name` (its view's article). */
const dishCard = (page: Page, name: string) =>
  page.locator('[data-block="food"] article').filter({
    has: page.getByRole('heading', { level: 3, name, exact: true }),
  });

/**
 * behaviour.md#guest-app "allergen filter" on a phone, in Spanish, on the demo hotel's dinner menu: a guest
 * avoids milk; the dishes with milk say so; hiding them leaves a note per section that can show
 * them; the choice survives a reload; axe finds nothing serious on the menu or in the dialog.
 */
describe('the guest app’s allergen filter (behaviour.md#guest-app) on a phone', () => {
  let carta: Running;
  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html'))) {
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    }
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('marks, hides and remembers the dishes with an allergen the guest avoids', async () => {
    const { page } = await carta.newPage('es-ES');
    await page.setViewportSize(PHONE);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const found: string[] = [];

    // The way in is on the home page too, named in words there.
    await page.goto(`${carta.url}/guest/1/`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Demo' }).waitFor();
    await page.getByRole('button', { name: 'Alérgenos', exact: true }).waitFor();

    const tree = await read<Tree>(page, carta.url, '/menus?lang=es');
    const dinner = tree.data.flatMap((m) => m.Menus).find((m) => m.Name === 'Cenas');
    expect(dinner).toBeDefined();
    const blocks = (
      await read<{ Blocks: Block[] }>(page, carta.url, `/menus/${dinner?.ID}?lang=es`)
    ).Blocks;
    const dishes = blocks.filter((b) => b.Key === 'food');
    const withMilk = dishes.filter((d) => d.FoodAllergens?.includes(MILK)).map((d) => d.FoodName);
    const without = dishes.filter((d) => !d.FoodAllergens?.includes(MILK)).map((d) => d.FoodName);
    expect(withMilk.length).toBeGreaterThanOrEqual(2);
    expect(without.length).toBeGreaterThanOrEqual(2);
    const [milkDish] = withMilk as string[];
    const [plainDish] = without as string[];

    await page
      .getByRole('navigation', { name: 'Menús' })
      .getByRole('link', { name: 'Restaurante' })
      .click();
    await page
      .getByRole('navigation', { name: 'Restaurante' })
      .getByRole('link', { name: 'Cenas' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Cenas' }).waitFor();
    await dishCard(page, milkDish as string).waitFor();
    expect(await page.locator('[data-allergen-warning]').count()).toBe(0);

    // Choose milk in the dialog (keyboard focus starts inside it and comes back to the button).
    const button = page.getByRole('button', { name: /^Alérgenos/ });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Mis alérgenos' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(14);
    await axe(page, 'diálogo de alérgenos', found);
    await dialog.getByRole('checkbox', { name: 'Lácteos' }).check();
    await dialog.getByRole('button', { name: 'Hecho' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Alérgenos, 1 elegido' }).count()).toBe(1);

    // Marked in words on every dish with milk, not on the others.
    await dishCard(page, milkDish as string)
      .getByText('Contiene: Lácteos')
      .waitFor();
    expect(await page.locator('[data-allergen-warning]').count()).toBe(withMilk.length);
    expect(
      await dishCard(page, plainDish as string)
        .locator('[data-allergen-warning]')
        .count(),
    ).toBe(0);
    await axe(page, 'cena con platos marcados', found);

    // Hide them: gone, and a note per section says how many, so nothing vanishes silently.
    await button.click();
    await dialog.getByRole('switch', { name: /Ocultar los platos que los contienen/ }).check();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await dishCard(page, milkDish as string).waitFor({ state: 'detached' });
    for (const name of withMilk) expect(await dishCard(page, name as string).count()).toBe(0);
    for (const name of without) expect(await dishCard(page, name as string).count()).toBe(1);
    const notes = page.locator('[data-hidden-dishes]');
    const counts = (await notes.evaluateAll((els) =>
      els.map((el) => Number(el.getAttribute('data-hidden-dishes'))),
    )) as number[];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(withMilk.length);
    await page
      .getByText(/platos? ocultos? por tus alérgenos/)
      .first()
      .waitFor();
    await axe(page, 'cena con platos ocultos', found);

    // Remembered on the device: a reload keeps the choice and the hiding.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cenas' }).waitFor();
    await dishCard(page, plainDish as string).waitFor();
    expect(await dishCard(page, milkDish as string).count()).toBe(0);
    expect(await notes.count()).toBe(counts.length);
    expect(await page.getByRole('button', { name: 'Alérgenos, 1 elegido' }).count()).toBe(1);

    // "Mostrar" brings a section's dishes back, marked.
    await notes.first().getByRole('button', { name: 'Mostrar' }).click();
    await dishCard(page, milkDish as string)
      .getByText('Contiene: Lácteos')
      .waitFor();
    expect(
      await notes.first().getByRole('button', { name: 'Ocultar' }).getAttribute('aria-expanded'),
    ).toBe('true');

    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});
