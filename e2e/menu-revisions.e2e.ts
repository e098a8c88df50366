import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, blockCard, landOnContents, openMenu, saveMenu } from './flows.ts';
import { type Running, STAFF, startCarta } from './harness.ts';

type Listed<T> = { data: T[]; total: number };
type Block = {
  ID: number;
  Type: number;
  ORD: number;
  Title?: { es: string };
  Text?: { es: string };
};
type MenuRow = { ID: number; Name: { es: string }; Menus: MenuRow[] };

const TITLE = 2;
const TEXT = 16;

describe('menu revisions, in Spanish', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('lists two saves in the history and restores the first, deleted block included', async () => {
    const { page } = await carta.newPage('es-ES', { as: STAFF });
    await landOnContents(page, carta.url);
    await openMenu(page, 'Cenas');
    const tree = await apiGet<Listed<MenuRow>>(page, carta.url, '/menus/1');
    const menuId = tree.data.flatMap((m) => [m, ...m.Menus]).find((m) => m.Name.es === 'Cenas')?.ID;
    const blocks = async () =>
      (await apiGet<Listed<Block>>(page, carta.url, `/contents/${menuId}`)).data;
    const original = await blocks();
    // The demo's dinner: its title and text, then its dishes under their headings (untouched here).
    expect(original).toHaveLength(16);
    expect(original.slice(0, 2).map((b) => b.Type)).toEqual([TITLE, TEXT]);
    const dishes = original.slice(2);

    // First save: the title changed.
    const title = () => blockCard(page, 'Título', 0).getByRole('textbox', { name: 'Título' });
    await title().fill('Cocina de temporada');
    await saveMenu(page);

    // Second save: the title changed again and the text block deleted (at once, on confirm).
    await title().fill('Cocina de autor');
    const text = blockCard(page, 'Texto', 1);
    await text.getByRole('button', { name: 'Eliminar contenido' }).click();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await page
      .getByRole('dialog', { name: 'Confirmar eliminación' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    expect((await deleted).status()).toBe(200);
    await text.waitFor({ state: 'detached' });
    await saveMenu(page);
    expect((await blocks()).map((b) => b.Title?.es ?? b.Type)).toEqual([
      'Cocina de autor',
      ...dishes.map((b) => b.Title?.es ?? b.Type),
    ]);

    await page.getByRole('button', { name: 'Historial' }).click();
    const panel = page.getByRole('dialog', { name: 'Historial de versiones' });
    const rows = panel.getByTestId('revision');
    // The two saves, then the seeded menu as it was before anyone changed it.
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => rows.nth(0).textContent()).toMatch(/1 eliminado, 1 editado/);
    await expect.poll(() => rows.nth(0).textContent()).toMatch(/por Lucía Pérez/);
    await expect.poll(() => rows.nth(1).textContent()).toMatch(/^1 editado/);
    await expect.poll(() => rows.nth(2).textContent()).toMatch(/Contenido original \(16 bloques\)/);

    // Restoring loads a draft: nothing is sent until Save.
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
    });
    await rows
      .nth(1)
      .getByRole('button', { name: /Restaurar/ })
      .click();
    await page.getByText(/No se guardará hasta que pulse Guardar/).waitFor();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => title().inputValue()).toBe('Cocina de temporada');
    await blockCard(page, 'Texto', 1).waitFor();
    await page.getByText('Cambios sin guardar').first().waitFor();
    expect(writes).toEqual([]);

    await saveMenu(page);
    await page.reload();
    await openMenu(page, 'Cenas');
    await expect.poll(() => title().inputValue()).toBe('Cocina de temporada');
    await blockCard(page, 'Texto', 1).waitFor();
    const restored = await blocks();
    expect(restored.map((b) => [b.Type, b.Title?.es ?? b.Text?.es])).toEqual([
      [TITLE, 'Cocina de temporada'],
      [TEXT, original[1]?.Text?.es],
      ...dishes.map((b) => [b.Type, b.Title?.es ?? b.Text?.es]),
    ]);
    expect(restored.slice(2).map((b) => b.ID)).toEqual(dishes.map((b) => b.ID));
    // The title kept its block; the deleted text came back as a new one.
    expect(restored[0]?.ID).toBe(original[0]?.ID);
    expect(restored[1]?.ID).not.toBe(original[1]?.ID);

    const history = await apiGet<Listed<{ ID: number }>>(
      page,
      carta.url,
      `/menus/1/${menuId}/revisions`,
    );
    expect(history.total).toBe(4);
  });

  it('brings the seeded text back from "original" after the menu was changed', async () => {
    const { page } = await carta.newPage('es-ES', { as: STAFF });
    await landOnContents(page, carta.url);
    await openMenu(page, 'Desayunos');
    const title = () => blockCard(page, 'Título', 0).getByRole('textbox', { name: 'Título' });
    await expect.poll(() => title().inputValue()).toBe('Buffet de desayuno');
    await title().fill('Desayuno continental');
    await saveMenu(page);

    await page.getByRole('button', { name: 'Historial' }).click();
    const panel = page.getByRole('dialog', { name: 'Historial de versiones' });
    const original = panel.getByTestId('revision').filter({ hasText: 'Contenido original' });
    await expect.poll(() => original.textContent()).toMatch(/como se cargó inicialmente/);
    await original.getByRole('button', { name: /Restaurar/ }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => title().inputValue()).toBe('Buffet de desayuno');
    await saveMenu(page);
    await page.reload();
    await openMenu(page, 'Desayunos');
    await expect.poll(() => title().inputValue()).toBe('Buffet de desayuno');
  });
});
