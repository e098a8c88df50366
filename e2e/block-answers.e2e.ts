import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { apiGet, blockCard, landOnContents, openMenu } from './flows.ts';
import { type Running, STAFF, startCarta } from './harness.ts';

type Listed<T> = { data: T[]; total: number };
type MenuRow = Record<string, unknown> & { ID: number; Name: { es: string }; Menus: MenuRow[] };

const FORM = 29;

/** The staff's menu save with the page's own token: a form block appended to `menu`. */
const addForm = async (page: Page, baseUrl: string, menuName: string) => {
  const tree = await apiGet<Listed<MenuRow>>(page, baseUrl, '/menus/1');
  const menu = tree.data.find((m) => m.Name.es === menuName);
  if (!menu) throw new Error(`no menu ${menuName}`);
  const { Menus: _submenus, ...fields } = menu;
  const blocks = await apiGet<Listed<unknown>>(page, baseUrl, `/contents/${menu.ID}`);
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const response = await fetch(`${baseUrl}/api/menus/1`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...fields,
      Content: [
        {
          ID: 'new_1',
          Type: FORM,
          ORD: blocks.total,
          FormRoomNumber: true,
          FormNumberOfPeople: true,
        },
      ],
    }),
  });
  expect(response.status).toBe(200);
  const saved = (await response.json()) as { contents: { newID: number }[] };
  return { id: saved.contents[0]?.newID ?? 0, ord: blocks.total };
};

/** A guest's answer, as the guest app posts it: no token. */
const answer = async (baseUrl: string, contentId: number, body: unknown) => {
  const response = await fetch(`${baseUrl}/api/public/guest/1/blocks/${contentId}/answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
};

describe("guests' answers in the editor, in Spanish", () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('shows a form’s answers newest first, exports them as CSV, on a laptop and a phone', async () => {
    const { page } = await carta.newPage('es-ES', { as: STAFF });
    await landOnContents(page, carta.url);
    const form = await addForm(page, carta.url, 'Bienvenida');
    await answer(carta.url, form.id, {
      Answers: {
        Name: 'Ana García',
        Contact: 'ana@example.com',
        Room: '214',
        People: 2,
        Message: 'Mesa junto a la ventana',
      },
    });
    await answer(carta.url, form.id, {
      Answers: { Name: '=John Smith', Contact: '+44 20 7946 0000', Room: '301', People: 4 },
      Language: 'en',
    });

    // The editor read the menu before the block was added: a reload reads it again.
    await page.reload();
    await page.getByRole('heading', { name: 'Contenidos' }).waitFor();
    await openMenu(page, 'Bienvenida');
    const card = blockCard(page, 'Formulario', form.ord);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Respuestas (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Respuestas: Formulario' });
    const rows = dialog.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => rows.nth(1).textContent()).toContain('=John Smith');
    expect(await rows.nth(2).textContent()).toContain('Mesa junto a la ventana');
    const found = await gatedViolations(page, 'respuestas (escritorio)');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`respuestas-${form.id}.csv`);
    const csv = readFileSync((await download.path()) ?? '', 'utf8').split('\r\n');
    expect(csv[0]).toBe(
      '\uFEFFID,Fecha (UTC),Idioma,Nombre,E-mail o teléfono,Habitación,Personas,Mensaje',
    );
    // Text that a spreadsheet would run as a formula is disarmed.
    expect(csv[1]).toMatch(/^\d+,[^,]+,en,'=John Smith,'\+44 20 7946 0000,301,4,$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Más acciones' }).click();
    await page.getByRole('menuitem', { name: /^Respuestas \(2\)/ }).click();
    const phone = page.getByRole('dialog', { name: 'Respuestas: Formulario' });
    await phone.getByRole('list').getByText('Ana García').waitFor();
    found.push(...(await gatedViolations(page, 'respuestas (móvil)')));
    expect(found).toEqual([]);
  });
});
