import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRawKeys } from './flows.ts';
import { ADMIN, type Running, startCarta } from './harness.ts';

const chipsOf = (day: Locator) => day.getByRole('listitem').allTextContents();

describe('WeeklySchedule and ColorPicker in the widget gallery, in Spanish', () => {
  let carta: Running;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    carta = await startCarta();
    // Signed in from the start: the gallery is the first screen the page loads.
    ({ page } = await carta.newPage('es-ES', { as: ADMIN }));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${carta.url}/#/widgets`);
    await page.getByTestId('gallery-WeeklySchedule').getByRole('region').first().waitFor();
  });
  afterAll(() => carta?.stop());

  // behaviour.md#editing and docs/decisions.md: the 24:00 check on every day, Sunday (day 0) included.
  for (const dayName of ['miércoles', 'domingo']) {
    it(`adds times every 6 h on ${dayName} up to 24:00, then refuses more`, async () => {
      const schedule = page.getByTestId('gallery-WeeklySchedule').getByRole('region', {
        name: 'Con horas; intervalo de 6 h para llegar pronto a las 24:00',
      });
      const interval = schedule.getByRole('group', { name: 'Intervalo' });
      expect(await interval.getByRole('spinbutton', { name: 'Horas' }).inputValue()).toBe('06');
      const day = schedule.getByRole('group', { name: dayName, exact: true });
      const add = day.getByRole('button', { name: `Añadir hora el ${dayName}` });

      const dialog = page.getByRole('dialog', { name: 'Superado el límite' });
      // Press + until the next time would pass 24:00 and the confirm appears. While a dialog is
      // open the page behind it is hidden from the accessibility tree: read the chips before.
      let before: string[] = [];
      for (let presses = 0; presses < 5 && !(await dialog.isVisible()); presses += 1) {
        before = await chipsOf(day);
        await add.click();
        // Either one more time on the day, or the confirm (the page behind it leaves the tree).
        await dialog.or(day.getByRole('listitem').nth(before.length)).first().waitFor();
      }
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(
        'El tramo supera las 24h, ¿quiere establecerlo a esa hora?',
      );
      expect(before.length).toBeGreaterThan(1);
      expect(before.at(-1)).not.toBe('24:00');
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => chipsOf(day)).toEqual([...before, '24:00']);

      await add.click();
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('El tramo no puede superar las 24h');
      expect(await dialog.getByRole('button').allTextContents()).toEqual(['Cerrar']);
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await chipsOf(day)).toEqual([...before, '24:00']);

      const dayTitle = day.getByRole('heading', { level: 3 });
      const colour = await dayTitle.evaluate((el) => getComputedStyle(el).color);
      expect(colour === 'rgb(198, 40, 40)').toBe(dayName === 'domingo');
      expect(await dayTitle.evaluate((el) => (el as HTMLElement).innerText)).toBe(
        dayName.toUpperCase(),
      );
    });
  }

  it('picks a dark swatch: the dialog closes and the label turns white', async () => {
    const gallery = page.getByTestId('gallery-ColorPicker');
    const button = gallery.getByRole('button', { name: /Color de fondo/ });
    await button.scrollIntoViewIfNeeded();
    const ink = () => button.evaluate((el) => getComputedStyle(el).color);
    expect(await ink()).toBe('rgb(0, 0, 0)');
    expect(await button.textContent()).toContain('Sin color');

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Color de fondo' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '#000055', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(ink).toBe('rgb(255, 255, 255)');
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(0, 0, 85)',
    );
    expect(await button.textContent()).toContain('#000055');

    // A light swatch flips it back to black.
    await button.click();
    await dialog.getByRole('button', { name: '#FFFF00', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(ink).toBe('rgb(0, 0, 0)');
  });

  it('shows no raw keys and raised no page errors', async () => {
    await expectNoRawKeys(page);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toMatch(/widgets\.(WeeklySchedule|ColorPicker|TimePicker|IntervalPicker)\./);
    expect(problems).toEqual([]);
  });
});
