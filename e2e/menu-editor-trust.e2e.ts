import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock, apiGet, blockCard, landOnContents, openMenu, untilStill } from './flows.ts';
import { type Running, STAFF, startCarta } from './harness.ts';

type Listed<T> = { data: T[] };
type MenuRow = { ID: number; Name: { es: string }; Menus: MenuRow[] };

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Every menu save (PUT /api/menus/{owner}) the page sends from now on. */
const countMenuSaves = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'PUT' &&
      /\/api\/menus\/[^/]+$/.test(new URL(request.url()).pathname)
    ) {
      sent.push(request.url());
    }
  });
  return sent;
};

const pressSave = (page: Page) =>
  page.getByRole('button', { name: 'Guardar', exact: true }).first().click();

/** The focused element's accessible label and whether it sits inside the viewport. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const box = element?.getBoundingClientRect();
    const label = element?.labels?.[0]?.textContent ?? '';
    return {
      label: label.replace(/\s*\*\s*$/, '').trim(),
      value: element?.value ?? null,
      inView: box ? box.top >= 0 && box.bottom <= window.innerHeight : false,
    };
  });

describe('a menu editor you can trust, in Spanish', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  const start = async (menu: string) => {
    const { page } = await carta.newPage('es-ES', { as: STAFF });
    await landOnContents(page, carta.url);
    await openMenu(page, menu);
    const tree = await apiGet<Listed<MenuRow>>(page, carta.url, '/menus/1');
    const all = tree.data.flatMap((m) => [m, ...m.Menus]);
    const id = all.find((m) => m.Name.es === menu)?.ID ?? 0;
    const blocks = async () =>
      (await apiGet<Listed<Record<string, unknown>>>(page, carta.url, `/contents/${id}`)).data;
    return { page, id, blocks };
  };

  it('refuses to save an invalid link domain, takes the user to it, then saves what was typed', async () => {
    const { page, blocks } = await start('Spa y piscina');
    const before = (await blocks()).length;
    const added = await addBlock(page, 'Enlace a dominio', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Nombre del enlace' }).fill('Reservas');
      await dialog.getByRole('textbox', { name: 'Dominio' }).fill('reservas.example.com');
    });
    expect(added.status()).toBe(200);
    await page.getByText('Menú guardado correctamente').first().waitFor();
    const card = blockCard(page, 'Enlace a dominio', before);
    await card.scrollIntoViewIfNeeded();
    const domain = card.getByRole('textbox', { name: 'Dominio' });
    await domain.fill('reservas hotel');
    // The user scrolls away before saving: Save must bring the field back.
    await page.evaluate(() => window.scrollTo(0, 0));

    const saves = countMenuSaves(page);
    await pressSave(page);
    const notice = page.getByRole('alert').filter({ hasText: 'necesita su atención' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('1 campo necesita su atención');
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Dominio', inView: true });
    expect((await focused(page)).value).toBe('reservas hotel');
    expect(saves).toEqual([]);
    expect(await page.getByText('Menú guardado correctamente').count()).toBe(0);
    expect(await page.getByText('Cambios sin guardar').isVisible()).toBe(true);

    if (SHOTS) {
      // The refusal as the user sees it: the notice up, the field brought into view and focused.
      const refusedShown = async () => {
        await notice.waitFor();
        await expect.poll(() => focused(page)).toMatchObject({ label: 'Dominio', inView: true });
        await untilStill(page);
      };
      await page.setViewportSize({ width: 1440, height: 900 });
      await pressSave(page);
      await refusedShown();
      await page.screenshot({ path: `${SHOTS}/refused-1440.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await pressSave(page);
      await refusedShown();
      await page.screenshot({ path: `${SHOTS}/refused-390.png` });
      await page.setViewportSize({ width: 1366, height: 900 });
      expect(saves).toEqual([]);
    }

    await domain.fill('reservas.hotel.com');
    await notice.waitFor({ state: 'detached' }).catch(() => undefined);
    expect(await page.getByText('necesita su atención').count()).toBe(0);
    await pressSave(page);
    await page.getByText('Menú guardado correctamente').first().waitFor();
    expect(saves).toHaveLength(1);

    await page.reload();
    await page.getByRole('heading', { name: 'Contenidos' }).waitFor();
    const again = blockCard(page, 'Enlace a dominio', before);
    await again.scrollIntoViewIfNeeded();
    await expect
      .poll(() => again.getByRole('textbox', { name: 'Dominio' }).inputValue(), { timeout: 10_000 })
      .toBe('reservas.hotel.com');
    expect((await blocks()).at(-1)).toMatchObject({ Type: 28, LinkDomain: 'reservas.hotel.com' });
  });

  it('refuses a Form without its destination e-mail, in the add dialog and in the list', async () => {
    const { page, blocks } = await start('Spa y piscina');
    const before = (await blocks()).length;
    const saves = countMenuSaves(page);
    await page.getByRole('button', { name: 'Añadir contenido' }).click();
    const grid = page.getByRole('dialog', { name: 'Añadir contenido' });
    await grid.getByRole('button', { name: 'Formulario', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir contenido: Formulario' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    // Refused: the dialog stays, its mail field gets the cursor, nothing is sent.
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Correo de destino' });
    expect(await dialog.isVisible()).toBe(true);
    expect(saves).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Correo de destino' }).fill('spa@hotel.example');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Menú guardado correctamente').first().waitFor();
    expect(saves).toHaveLength(1);

    const card = blockCard(page, 'Formulario', before);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('textbox', { name: 'Correo de destino' }).fill('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await pressSave(page);
    await page.getByRole('alert').filter({ hasText: '1 campo necesita su atención' }).waitFor();
    await expect
      .poll(() => focused(page))
      .toMatchObject({ label: 'Correo de destino', inView: true });
    expect(saves).toHaveLength(1);
    expect((await blocks()).at(-1)).toMatchObject({
      Type: 29,
      FormDestinationMail: 'spa@hotel.example',
    });
  });

  it('a hash typed in the address bar with unsaved edits asks first and stays', async () => {
    const { page, id } = await start('Spa y piscina');
    const name = page.getByRole('textbox', { name: 'Nombre del menú' });
    await name.fill('Spa, piscina y gimnasio');
    const here = await page.evaluate(() => location.hash);
    expect(here).toBe(`#/menus/${id}`);

    await page.evaluate(() => {
      location.hash = '#/menus/new';
    });
    const ask = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await ask.waitFor();
    expect(await page.evaluate(() => location.hash)).toBe(here);
    await ask.getByRole('button', { name: 'Seguir editando' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => location.hash)).toBe(here);
    expect(await name.inputValue()).toBe('Spa, piscina y gimnasio');

    // Leaving is still possible once confirmed.
    await page.evaluate(() => {
      location.hash = '#/menus/new';
    });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/menus/new');
  });

  it('on a phone, leaving a modified menu through the navigation drawer asks first', async () => {
    const { page } = await carta.newPage('es-ES', { as: STAFF });
    await page.setViewportSize({ width: 390, height: 844 });
    await landOnContents(page, carta.url);
    const openDrawer = () => page.getByRole('button', { name: 'Abrir navegación' }).click();
    await openDrawer();
    await openMenu(page, 'Bienvenida');
    const here = await page.evaluate(() => location.hash);
    await page.getByRole('checkbox', { name: 'Temporal' }).check();

    await openDrawer();
    await page.getByRole('navigation').getByRole('link', { name: 'Nuevo menú' }).click();
    const ask = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await ask.waitFor();
    expect(await page.evaluate(() => location.hash)).toBe(here);
    await ask.getByRole('button', { name: 'Seguir editando' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: 'Temporal' }).isChecked()).toBe(true);

    await openDrawer();
    await page.getByRole('navigation').getByRole('link', { name: 'Nuevo menú' }).click();
    await ask.getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.waitForURL(/#\/menus\/new$/);
  });
});
