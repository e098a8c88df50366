import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock, apiGet, blockCard, expectNoRawKeys, landOnContents, openMenu } from './flows.ts';
import { type Running, STAFF, startCarta } from './harness.ts';

type Listed<T> = { data: T[] };
type MenuRow = { ID: number; Name: { es: string } };

describe('menu editor, in Spanish', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('adds a Text block to a demo menu, saves, and finds it after a reload', async () => {
    const { page } = await carta.newPage('es-ES', { as: STAFF });
    await landOnContents(page, carta.url);
    await openMenu(page, 'Spa y piscina');
    const menus = await apiGet<Listed<MenuRow>>(page, carta.url, '/menus/1');
    const spa = menus.data.find((m) => m.Name.es === 'Spa y piscina');
    const stored = await apiGet<Listed<{ Type: number }>>(page, carta.url, `/contents/${spa?.ID}`);
    const text = 'Toallas y albornoces en la recepción del spa.';
    // Card bodies are built as they near the screen: look at the new card itself, scrolled to.
    const addedField = async () => {
      const card = blockCard(page, 'Texto', stored.data.length);
      await card.scrollIntoViewIfNeeded();
      return card.getByRole('textbox', { name: 'Texto', exact: true });
    };

    const saved = await addBlock(page, 'Texto', (dialog) =>
      dialog.getByRole('textbox', { name: 'Texto', exact: true }).fill(text),
    );
    expect(saved.status()).toBe(200);
    await page.getByText('Menú guardado correctamente').waitFor();
    await expect
      .poll(async () => (await addedField()).textContent(), { timeout: 10_000 })
      .toBe(text);
    await expectNoRawKeys(page);

    await page.reload();
    await page.getByRole('heading', { name: 'Contenidos' }).waitFor();
    await expect
      .poll(async () => (await addedField()).textContent(), { timeout: 10_000 })
      .toBe(text);

    const contents = await apiGet<Listed<unknown>>(page, carta.url, `/contents/${spa?.ID}`);
    expect(contents.data).toHaveLength(stored.data.length + 1);
    expect(contents.data.at(-1)).toMatchObject({
      Type: 16,
      ORD: stored.data.length,
      Text: expect.objectContaining({
        es: '<p>Toallas y albornoces en la recepción del spa.</p>',
      }),
    });
  });
});
