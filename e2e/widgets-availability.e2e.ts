import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRawKeys } from './flows.ts';
import { ADMIN, type Running, startCarta } from './harness.ts';

/** The gallery demo of one state, found by its heading as a user would. */
const demo = (page: Page, name: string): Locator =>
  page.getByTestId('gallery-AvailabilityEditor').getByRole('region', { name });

const visible = (
  scope: Locator,
  role: 'group' | 'textbox' | 'checkbox' | 'radiogroup',
  name: string,
) => scope.getByRole(role, { name, exact: true }).isVisible();

const fieldText = (scope: Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true }).inputValue();

describe('availability editor widget, in Spanish', () => {
  let carta: Running;
  let page: Page;
  beforeAll(async () => {
    carta = await startCarta();
    // Signed in from the start: the gallery is the first screen the page loads.
    ({ page } = await carta.newPage('es-ES', { as: ADMIN }));
    await page.goto(`${carta.url}/#/widgets`);
    await demo(page, 'Contenido nuevo (no temporal)').waitFor();
  });
  afterAll(() => carta?.stop());

  it('shows and hides its fields by the visibility rules (behaviour.md#editing)', async () => {
    const editor = demo(page, 'Contenido nuevo (no temporal)');
    expect(await visible(editor, 'radiogroup', 'Periodicidad')).toBe(false);

    await editor.getByRole('checkbox', { name: 'Temporal' }).check();
    expect(await visible(editor, 'radiogroup', 'Periodicidad')).toBe(true);
    expect(await visible(editor, 'textbox', 'Fecha de inicio')).toBe(true);
    // Switched on, it starts today at 09:00–23:00 (not behaviour.md#data's 02:00–02:00), with no error to fix.
    expect(await fieldText(editor, 'Fecha de inicio')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect
      .poll(() => editor.getByTestId('reported').textContent())
      .toMatch(/"TimeStart":540.*"TimeEnd":1380|"TimeEnd":1380.*"TimeStart":540/);
    expect(await editor.getByText('Elija la fecha de inicio').count()).toBe(0);
    expect(await visible(editor, 'checkbox', 'Sin fecha de fin')).toBe(true);
    expect(await visible(editor, 'textbox', 'Hora de inicio')).toBe(false);
    expect(await visible(editor, 'textbox', 'Fecha de fin')).toBe(false);
    expect(await visible(editor, 'radiogroup', 'Repetir')).toBe(false);

    // Times appear only without 'A cualquier hora'.
    await editor.getByRole('checkbox', { name: 'A cualquier hora' }).uncheck();
    expect(await visible(editor, 'textbox', 'Hora de inicio')).toBe(true);
    expect(await visible(editor, 'textbox', 'Hora de fin')).toBe(true);
    expect(await fieldText(editor, 'Hora de inicio')).toBe('09:00');
    expect(await fieldText(editor, 'Hora de fin')).toBe('23:00');
    // A time is typed (or picked in the clock): '1930' is stored as 19:30 once the field is left.
    const start = editor.getByRole('textbox', { name: 'Hora de inicio' });
    await start.fill('1930');
    await start.press('Tab');
    expect(await fieldText(editor, 'Hora de inicio')).toBe('19:30');

    // The end date appears only without 'Sin fecha de fin'.
    await editor.getByRole('checkbox', { name: 'Sin fecha de fin' }).uncheck();
    expect(await visible(editor, 'textbox', 'Fecha de fin')).toBe(true);

    // One day: no end at all, and the start is just 'Fecha'.
    await editor.getByRole('radio', { name: 'Un día' }).check();
    expect(await visible(editor, 'checkbox', 'Sin fecha de fin')).toBe(false);
    expect(await visible(editor, 'textbox', 'Fecha de fin')).toBe(false);
    expect(await visible(editor, 'textbox', 'Fecha')).toBe(true);
    expect(await visible(editor, 'textbox', 'Fecha de inicio')).toBe(false);

    // Recurrence: by week shows seven weekdays, by month thirty-one days.
    await editor.getByRole('radio', { name: 'Recurrencia' }).check();
    expect(await visible(editor, 'radiogroup', 'Repetir')).toBe(true);
    expect(await visible(editor, 'textbox', 'Fecha de fin')).toBe(true);
    const week = editor.getByRole('group', { name: 'Días de la semana' });
    expect(await week.getByRole('checkbox').count()).toBe(7);
    await week.getByRole('checkbox', { name: 'Sábado' }).check();
    await week.getByRole('checkbox', { name: 'Lunes' }).check();
    await expect
      .poll(() => editor.getByTestId('reported').textContent())
      .toContain('"DayOfWeek":[1,6]');

    await editor.getByRole('radio', { name: 'Por mes' }).check();
    expect(await visible(editor, 'group', 'Días de la semana')).toBe(false);
    expect(
      await editor.getByRole('group', { name: 'Días del mes' }).getByRole('checkbox').count(),
    ).toBe(31);

    // Every how many months: refuses 0.
    const alt = editor.getByRole('textbox', { name: 'Cada cuántos meses' });
    await alt.fill('0');
    expect(await editor.getByText('Escriba un número entero del 1 al 52').isVisible()).toBe(true);
    await alt.fill('3');
    await expect.poll(() => editor.getByTestId('reported').textContent()).toContain('"Alt":3');
    await expect
      .poll(() => editor.getByText('Cada 3 meses', { exact: true }).isVisible())
      .toBe(true);

    // Not temporary again: everything else goes away.
    await editor.getByRole('checkbox', { name: 'Temporal' }).uncheck();
    expect(await visible(editor, 'radiogroup', 'Periodicidad')).toBe(false);
    await expectNoRawKeys(page);
  });

  it('picks a start date through the dialog: Cancelar leaves it, Aceptar sets it', async () => {
    const editor = demo(page, 'Todos los días, con horario y fechas');
    expect(await fieldText(editor, 'Fecha de inicio')).toBe('01/03/2026');
    const open = editor.getByRole('button', { name: 'Elegir Fecha de inicio' });

    await open.click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '12' }).click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await fieldText(editor, 'Fecha de inicio')).toBe('01/03/2026');

    await open.click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '12' }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await fieldText(editor, 'Fecha de inicio')).toBe('01/03/2026');

    await open.click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '12' }).click();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await fieldText(editor, 'Fecha de inicio')).toBe('12/03/2026');
    await expect
      .poll(() => editor.getByText(/^Todos los días, del 12 mar 2026/).isVisible())
      .toBe(true);
  });

  it('the welcome-modal variant reports JSON-string day lists', async () => {
    const editor = demo(page, 'Variante del modal de bienvenida (minúsculas, listas en JSON)');
    await editor.getByRole('checkbox', { name: 'Domingo' }).check();
    await expect
      .poll(() => editor.getByTestId('reported').textContent())
      .toContain('"dayOfWeek":"[0,5,6]"');
  });
});
