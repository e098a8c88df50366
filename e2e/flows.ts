import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Verb helpers for the flows, in the words a Spanish-speaking user sees on screen. */
export const login = async (
  page: Page,
  baseUrl: string,
  who: { email: string; password: string },
) => {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Contraseña').fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Contenidos' }).waitFor();
};

export const openMenu = async (page: Page, name: string) => {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  // A submenu's name is labelled 'Nombre del submenú' (§2.2).
  await page
    .getByLabel(/^Nombre del (sub)?menú/)
    .and(page.locator(`[value="${name}"]`))
    .waitFor();
};

/** Resolves when the menu save (PUT /api/menus/{owner}) has answered. */
const menuSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/menus\/[^/]+$/.test(new URL(r.url()).pathname),
  );

/**
 * In the open add-content dialog: pick `typeName` in the grid, let `fill` fill its form, then Save,
 * which inserts the block, saves the whole menu and reloads its contents (§2.4).
 */
export const completeAddContent = async (
  page: Page,
  typeName: string,
  fill?: (dialog: Locator) => Promise<void>,
) => {
  const grid = page.getByRole('dialog', { name: 'Añadir contenido' });
  await grid.getByRole('button', { name: typeName, exact: true }).click();
  const form = page.getByRole('dialog', { name: `Añadir contenido: ${typeName}` });
  await form.waitFor();
  if (fill) await fill(form);
  const saved = menuSaved(page);
  await form.getByRole('button', { name: 'Guardar' }).click();
  return saved;
};

/** 'Add content' (after the last block), then the type, its form and Save. */
export const addBlock = async (
  page: Page,
  typeName: string,
  fill?: (dialog: Locator) => Promise<void>,
) => {
  await page.getByRole('button', { name: 'Añadir contenido' }).click();
  return completeAddContent(page, typeName, fill);
};

/**
 * The insert-plus that puts a block at ORD `ord` (0: at the top; the blocks from there move down;
 * the screen counts positions from 1), then the type, its form and Save.
 */
export const insertBlock = async (
  page: Page,
  ord: number,
  typeName: string,
  fill?: (dialog: Locator) => Promise<void>,
) => {
  const name =
    ord === 0 ? 'Insertar contenido al principio' : `Insertar contenido en la posición ${ord + 1}`;
  await page.getByRole('button', { name, exact: true }).click();
  return completeAddContent(page, typeName, fill);
};

export const saveMenu = async (page: Page) => {
  const saved = menuSaved(page);
  await page.getByRole('button', { name: 'Guardar', exact: true }).first().click();
  const response = await saved;
  expect(response.status()).toBe(200);
  await page.getByText('Menú guardado correctamente').first().waitFor();
};

/**
 * Drags the block at ORD `from` to ORD `to` with dnd-kit's keyboard sensor (§6: only for
 * users with Permission 3): Space lifts, arrows move, Space drops.
 */
export const reorderBlocks = async (page: Page, from: number, to: number) => {
  const handle = page.getByRole('button', {
    name: `Mover el contenido de la posición ${from + 1}`,
  });
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit measures the list on the frame after lifting: a key pressed sooner is lost.
  await page.waitForTimeout(300);
  const key = to > from ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(to - from); i += 1) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await page.keyboard.press('Space');
};

/**
 * Drags the block at position `from` onto the block at position `to` with the mouse, in small
 * steps (dnd-kit follows pointer moves): the dragged card's centre ends on the target's centre.
 */
export const dragBlock = async (page: Page, from: number, to: number) => {
  const handle = page.getByRole('button', {
    name: `Mover el contenido de la posición ${from + 1}`,
  });
  const source = page.locator('section[id^="content-"]', { has: handle });
  const target = page.locator('section[id^="content-"]', {
    has: page.getByRole('button', { name: `Mover el contenido de la posición ${to + 1}` }),
  });
  const [h, s, t] = await Promise.all([
    handle.boundingBox(),
    source.boundingBox(),
    target.boundingBox(),
  ]);
  if (!h || !s || !t) throw new Error('block not on screen');
  const x = h.x + h.width / 2;
  const y = h.y + h.height / 2;
  const dy = t.y + t.height / 2 - (s.y + s.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 20;
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(x, y + (dy * i) / steps);
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(200);
  await page.mouse.up();
};

/** The card of the block at ORD `ord` (the screen counts from 1). */
export const blockCard = (page: Page, typeName: string, ord: number) =>
  page.getByRole('region', { name: `${typeName} Posición ${ord + 1}`, exact: true });

export const expectNoRawKeys = async (page: Page) => {
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toMatch(/\b(menus|contents|common|app|login|translatable)\.[a-z]+[A-Za-z.]*\b/);
};

/** A private API call with the page's own token, for checking what the server stored. */
export const apiGet = async <T>(page: Page, baseUrl: string, path: string): Promise<T> => {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const response = await fetch(`${baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
