import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { NewPageOptions, Running } from './harness.ts';

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

/**
 * Opens a menu's editor by its address. The editor shown before (the one after login) stays on
 * screen until this menu has loaded, so waiting for a heading both show would let a click land
 * on the old menu, and the new one's load closes whatever that click opened.
 */
export const openMenuEditor = async (page: Page, baseUrl: string, menuId: number | string) => {
  await page.goto(`${baseUrl}/#/menus/${menuId}`);
  await page.locator(`section[data-menu-id="${menuId}"]`).waitFor();
};

export const openMenu = async (page: Page, name: string) => {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  // A submenu's name is labelled 'Nombre del submenú' (behaviour.md#menu-editor).
  await page
    .getByLabel(/^Nombre del (sub)?menú/)
    .and(page.locator(`[value="${name}"]`))
    .waitFor();
};

/**
 * Opens a new, unsaved menu and answers its name field. The menu shown after login has a name
 * field too: typing before the new menu's own empty one replaces it lands in the old menu.
 */
export const openNewMenu = async (page: Page) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Nuevo menú' }).click();
  await page.waitForURL(/#\/menus\/new$/);
  const name = page.getByRole('textbox', { name: 'Nombre del menú' });
  await expect.poll(() => name.inputValue()).toBe('');
  return name;
};

/** Resolves when the menu save (PUT /api/menus/{owner}) has answered. */
const menuSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/menus\/[^/]+$/.test(new URL(r.url()).pathname),
  );

/**
 * In the open add-content dialog: pick `typeName` in the grid, let `fill` fill its form, then Save,
 * which inserts the block, saves the whole menu and reloads its contents (behaviour.md#menu-editor).
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

/** Regular-expression text that matches `text` exactly. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Resolves once dnd-kit's live region (what a screen reader hears; one sortable list per screen)
 * says `text`. dnd-kit announces in English whatever the UI language: "Picked up draggable item
 * A.", "Draggable item A was moved over droppable area B.", "… was dropped over droppable area B".
 * An announcement of being over a droppable means dnd-kit has measured the list and taken the last
 * key or move into account, so the next one is not lost.
 */
export const dragAnnounced = (page: Page, text: string) =>
  page.locator('[id^="DndLiveRegion-"]', { hasText: exactly(text) }).waitFor({ state: 'attached' });

/** The handle of the block at ORD `ord`, and the block's sortable id (its card is `content-<id>`). */
const dragHandle = async (page: Page, ord: number) => {
  const handle = page.getByRole('button', {
    name: `Mover el contenido de la posición ${ord + 1}`,
  });
  const id = await handle.evaluate(
    (el) => el.closest('section[id^="content-"]')?.id.slice('content-'.length) ?? null,
  );
  if (!id) throw new Error(`no sortable card at position ${ord + 1}`);
  return { handle, id };
};

/**
 * After a keyboard lift (Space) has been announced: dnd-kit's keyboard sensor listens for the arrows
 * from a setTimeout queued at the lift; a timer queued now runs after it, so the first arrow is not
 * pressed into the void (seen under load in CI, on blocks and on submenus).
 */
export const keyboardDragReady = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));

/**
 * Drags the block at ORD `from` to ORD `to` with dnd-kit's keyboard sensor (behaviour.md#scopes: only for
 * users with Permission 3): Space lifts, arrows move, Space drops. Each key waits for dnd-kit to
 * announce the previous one: a key pressed before the list is measured, or before the last move is
 * rendered, is lost.
 */
export const reorderBlocks = async (page: Page, from: number, to: number) => {
  const [{ handle, id }, target] = await Promise.all([
    dragHandle(page, from),
    dragHandle(page, to),
  ]);
  const step = to > from ? 1 : -1;
  const passed = await Promise.all(
    Array.from({ length: Math.abs(to - from) }, (_, i) => dragHandle(page, from + step * (i + 1))),
  );
  await handle.focus();
  await page.keyboard.press('Space');
  await dragAnnounced(page, `Draggable item ${id} was moved over droppable area ${id}.`);
  await keyboardDragReady(page);
  for (const over of passed) {
    await page.keyboard.press(step > 0 ? 'ArrowDown' : 'ArrowUp');
    await dragAnnounced(page, `Draggable item ${id} was moved over droppable area ${over.id}.`);
  }
  await page.keyboard.press('Space');
  await dragAnnounced(page, `Draggable item ${id} was dropped over droppable area ${target.id}`);
};

/**
 * Drags the block at position `from` onto the block at position `to` with the mouse, in small
 * steps (dnd-kit follows pointer moves): the dragged card's centre ends on the target's centre, and
 * the button is released once dnd-kit has announced the drag over the target.
 */
export const dragBlock = async (page: Page, from: number, to: number) => {
  const [{ handle, id }, target] = await Promise.all([
    dragHandle(page, from),
    dragHandle(page, to),
  ]);
  const source = page.locator('section[id^="content-"]', { has: handle });
  const targetCard = page.locator('section[id^="content-"]', { has: target.handle });
  // Both cards to the middle of the window first: a pointer taken past its edge (a target below
  // the fold, in a long menu) makes dnd-kit scroll the list under it, and the drop overshoots.
  const [s0, t0] = await Promise.all([source.boundingBox(), targetCard.boundingBox()]);
  if (!s0 || !t0) throw new Error('block not on screen');
  const middle = (s0.y + s0.height / 2 + t0.y + t0.height / 2) / 2;
  await page.evaluate(
    (dy) =>
      new Promise((done) => {
        window.scrollBy(0, dy);
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
    middle - (page.viewportSize()?.height ?? 0) / 2,
  );
  const [h, s, t] = await Promise.all([
    handle.boundingBox(),
    source.boundingBox(),
    targetCard.boundingBox(),
  ]);
  if (!h || !s || !t) throw new Error('block not on screen');
  const x = h.x + h.width / 2;
  const y = h.y + h.height / 2;
  const dy = t.y + t.height / 2 - (s.y + s.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy, { steps: 20 });
  await dragAnnounced(page, `Draggable item ${id} was moved over droppable area ${target.id}.`);
  await page.mouse.up();
  await dragAnnounced(page, `Draggable item ${id} was dropped over droppable area ${target.id}`);
};

/**
 * Brings a block's card near the screen and waits for its editor: the card swaps its placeholder
 * (`lazy-body`) for the body once near the viewport, then the editor's chunk loads behind a
 * progress bar named `loadingEditor` (the UI's language: Spanish unless given).
 */
export const mountCard = async (card: Locator, loadingEditor = 'Cargando editor…') => {
  await card.scrollIntoViewIfNeeded();
  await card.getByTestId('lazy-body').waitFor({ state: 'detached' });
  await card
    .getByRole('progressbar', { name: loadingEditor, exact: true })
    .waitFor({ state: 'detached' });
};

/** Every block card of the open menu, each with its editor built (see mountCard). */
export const mountEveryCard = async (page: Page, loadingEditor?: string) => {
  const cards = page.locator('section[id^="content-"]');
  await cards.last().waitFor();
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) await mountCard(cards.nth(i), loadingEditor);
  return cards;
};

/**
 * Resolves once the page is still: no finite animation or transition runs (MUI's fades and slides,
 * ripples; progress spinners loop forever and do not count) and every image on screen has loaded
 * or failed. Axe reads colours mid-fade as low contrast; a screenshot should show the end state.
 */
export const untilStill = (page: Page) =>
  page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    };
    return !moving && Array.from(document.images).every((i) => i.complete || !onScreen(i));
  });

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

/**
 * A new page signed in as `who` without the login screen (harness.ts, NewPageOptions.as), on the
 * screen a login lands on: for tests about something else than logging in.
 */
export const signedIn = async (
  carta: Running,
  who: { email: string; password: string },
  { locale = 'es-ES', viewport }: { locale?: string; viewport?: NewPageOptions['viewport'] } = {},
) => {
  const opened = await carta.newPage(locale, { as: who, viewport });
  await landOnContents(opened.page, carta.url);
  return opened;
};

/**
 * Loads the screen a login lands on (Contenidos), in a page opened signed in (`newPage(locale,
 * { as })`): what `login` leaves on screen, without typing into the login screen, for tests about
 * something else. Handlers and init scripts added to the page before this see the whole load.
 */
export const landOnContents = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/#/`);
  await page.getByRole('heading', { name: 'Contenidos' }).waitFor();
};
