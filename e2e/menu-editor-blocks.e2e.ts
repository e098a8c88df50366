import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  blockCard,
  dragBlock,
  insertBlock,
  landOnContents,
  openMenu,
  reorderBlocks,
  saveMenu,
} from './flows.ts';
import { RECEPTION, type Running, STAFF, startCarta } from './harness.ts';

type Listed<T> = { data: T[] };
type Block = { ID: number; Type: number; ORD: number; HideMobile: boolean; Title?: { es: string } };
type MenuRow = { ID: number; Name: { es: string }; Menus: MenuRow[] };

const TITLE = 2;
const SPACE = 3;
/** A block as these tests list it: a title by its text, any other block by its type. */
const label = (b: Block) => b.Title?.es ?? b.Type;

describe('content blocks of the menu editor, in Spanish', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  const start = async (menu: string, who = STAFF) => {
    const { page } = await carta.newPage('es-ES', { as: who });
    await landOnContents(page, carta.url);
    await openMenu(page, menu);
    const tree = await apiGet<Listed<MenuRow>>(page, carta.url, '/menus/1');
    const all = tree.data.flatMap((m) => [m, ...m.Menus]);
    const idOf = (name: string) => all.find((m) => m.Name.es === name)?.ID ?? 0;
    const blocks = async (name = menu) =>
      (await apiGet<Listed<Block>>(page, carta.url, `/contents/${idOf(name)}`)).data;
    return { page, idOf, blocks };
  };

  it('inserts blocks at the top and between two blocks, shifting the ORD of the others', async () => {
    const { page, blocks } = await start('Cenas');
    const before = await blocks();
    // The demo's dinner: its title and text, then its dishes under their headings.
    expect(before).toHaveLength(16);
    expect(before.map((b) => b.ORD)).toEqual(before.map((_, i) => i));
    const rest = before.slice(2).map(label);

    const top = await insertBlock(page, 0, 'Título', (dialog) =>
      dialog.getByRole('textbox', { name: 'Título' }).fill('Carta de temporada'),
    );
    expect(top.status()).toBe(200);
    await expect
      .poll(async () => (await blocks()).length, { timeout: 5000 })
      .toBe(before.length + 1);
    const afterTop = await blocks();
    expect(afterTop.map((b) => [label(b), b.ORD])).toEqual([
      ['Carta de temporada', 0],
      ['Cocina canaria', 1],
      [16, 2],
      ...rest.map((name, i) => [name, i + 3]),
    ]);

    await page.getByRole('button', { name: 'Insertar contenido en la posición 3' }).waitFor();
    const between = await insertBlock(page, 2, 'Título', (dialog) =>
      dialog.getByRole('textbox', { name: 'Título' }).fill('Postres caseros'),
    );
    expect(between.status()).toBe(200);
    await expect
      .poll(async () => (await blocks()).length, { timeout: 5000 })
      .toBe(before.length + 2);
    expect((await blocks()).map((b) => [label(b), b.ORD])).toEqual([
      ['Carta de temporada', 0],
      ['Cocina canaria', 1],
      ['Postres caseros', 2],
      [16, 3],
      ...rest.map((name, i) => [name, i + 4]),
    ]);
    await blockCard(page, 'Título', 2).waitFor();
  });

  it('reorders blocks by drag with Permission 3; every ORD becomes its position', async () => {
    const { page, blocks } = await start('Desayunos');
    const before = await blocks();
    // The demo's breakfast: title, image and text, then its dishes (left where they are).
    expect(before).toHaveLength(11);
    expect(before.slice(0, 3).map((b) => b.Type)).toEqual([TITLE, 4, 16]);
    const dishes = before.slice(3).map((b) => b.Type);

    // By keyboard (Space, arrow, Space), as a keyboard user would.
    await reorderBlocks(page, 0, 1);
    await blockCard(page, 'Título', 1).waitFor();
    await expect.poll(() => page.getByText('Cambios sin guardar').count()).toBeGreaterThan(0);
    // By mouse, over more than one block.
    await dragBlock(page, 1, 2);
    await blockCard(page, 'Título', 2).waitFor();
    await saveMenu(page);
    await expect
      .poll(async () => (await blocks()).map((b) => b.Type))
      .toEqual([4, 16, TITLE, ...dishes]);
    expect((await blocks()).map((b) => b.ORD)).toEqual(before.map((_, i) => i));
  });

  it('offers no drag handle to a user without Permission 3', async () => {
    const { page } = await start('Bienvenida', RECEPTION);
    await blockCard(page, 'Título', 0).waitFor();
    expect(
      await page.getByRole('button', { name: /Mover el contenido de la posición/ }).count(),
    ).toBe(0);
  });

  it('hides a block on mobile, clones it, deletes the clone and a saved block', async () => {
    const { page, blocks } = await start('Bienvenida');
    const title = blockCard(page, 'Título', 0);
    const hide = title.getByRole('button', { name: 'Ocultar en móvil' });
    const hidden = page.waitForResponse((r) => r.url().includes('/hide-content'));
    await hide.click();
    expect((await hidden).status()).toBe(200);
    await title.getByRole('button', { name: 'Mostrar en móvil', pressed: true }).waitFor();
    await title.getByText('Oculto en móvil').waitFor();
    expect((await blocks())[0]?.HideMobile).toBe(true);

    const count = (await blocks()).length;
    await title.getByRole('button', { name: 'Clonar contenido' }).click();
    const clone = blockCard(page, 'Título', count);
    await clone.getByText('Sin guardar').waitFor();
    await expect
      .poll(() => clone.getByRole('textbox', { name: 'Título' }).inputValue())
      .toBe('Bienvenido al Hotel Demo');

    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(r.url());
    });
    await clone.getByRole('button', { name: 'Eliminar contenido' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar eliminación' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await clone.waitFor({ state: 'detached' });
    expect(deletes).toEqual([]);

    const space = blockCard(page, 'Espacio', 3);
    await space.getByRole('button', { name: 'Eliminar contenido' }).click();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await page
      .getByRole('dialog', { name: 'Confirmar eliminación' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    expect((await deleted).status()).toBe(200);
    await space.waitFor({ state: 'detached' });
    expect((await blocks()).some((b) => b.Type === SPACE)).toBe(false);

    // The hide and the delete answered the menu's new Version: this save is no false conflict.
    await title.getByRole('textbox', { name: 'Título' }).fill('Bienvenida al Hotel Demo');
    await saveMenu(page);
    expect((await blocks())[0]?.Title?.es).toBe('Bienvenida al Hotel Demo');
  });

  it('moves a block to another menu and opens that menu', async () => {
    const { page, blocks, idOf } = await start('Spa y piscina');
    const welcomeBefore = (await blocks('Bienvenida')).length;
    await blockCard(page, 'Espacio', 2).getByRole('button', { name: 'Mover a otro menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleccione el menú' });
    await dialog.getByRole('combobox', { name: 'Menú de destino' }).fill('Bienv');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Bienvenida']);
    await page.getByRole('option', { name: 'Bienvenida' }).click();
    await dialog.getByRole('button', { name: 'Mover' }).click();

    await page.waitForURL(`**/#/menus/${idOf('Bienvenida')}`);
    await page.getByLabel('Nombre del menú').and(page.locator('[value="Bienvenida"]')).waitFor();
    expect((await blocks('Spa y piscina')).some((b) => b.Type === SPACE)).toBe(false);
    const welcome = await blocks('Bienvenida');
    expect(welcome).toHaveLength(welcomeBefore + 1);
    expect(welcome.at(-1)?.Type).toBe(SPACE);
  });
});
