import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentTypeById } from '@carta/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { apiCall, apiLogin, createMenuWithBlocks, readContents } from './blocks-api.ts';
import { ADMIN, guestDir, type Running, startCarta } from './harness.ts';
import { SWEEP_BLOCKS } from './sweep-blocks.ts';

const PHONE = { width: 390, height: 844 };
const MENU = 'Todos los bloques';
const FORM = 29;
const POLL = 35;

/** Every console error and uncaught exception of the page, to be asserted empty. */
const watchConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
};

const blockKeys = (page: Page) =>
  page.locator('[data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));

/** How many answers the staff API lists for a block. */
const answersOf = async (base: string, token: string, contentId: number) => {
  const { status, body } = await apiCall<{ total: number; data: { Answers: unknown }[] }>(
    base,
    token,
    'GET',
    `/contents/${contentId}/answers`,
  );
  expect(status).toBe(200);
  return body;
};

/**
 * behaviour.md#guest-app "done when": a menu holding one block of every type, as a guest sees it on a phone:
 * every block in order, none of them an error or "not available" card, no console error, axe
 * without a serious or critical violation; then the form and the poll filled in and sent through
 * the page, each stored once (a double click included).
 */
describe('the guest app shows every block type (behaviour.md#guest-app) on a phone', () => {
  let carta: Running;
  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'index.html'))) {
      throw new Error('guest/dist is missing: run `npm run build` first (npm run test:e2e does)');
    }
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('renders one block of each type in order, then sends the form and the poll once each', async () => {
    const token = await apiLogin(carta.url, ADMIN);
    const menuId = await createMenuWithBlocks(carta.url, token, MENU, SWEEP_BLOCKS);
    const contents = await readContents(carta.url, token, menuId);
    const idOf = (type: number) => Number(contents.find((c) => c.Type === type)?.ID);

    const { page } = await carta.newPage('es-ES');
    await page.setViewportSize(PHONE);
    const errors = watchConsole(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/answers'))
        posts.push(request.url());
    });

    await page.goto(`${carta.url}/guest/1/`);
    await page.getByRole('navigation', { name: 'Menús' }).getByRole('link', { name: MENU }).click();
    await page.getByRole('heading', { level: 1, name: MENU }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/guest/1/menus/${menuId}`);

    // Every block, by its key, in the order staff put them.
    const expected = SWEEP_BLOCKS.map((block) => contentTypeById(block.Type as number)?.key);
    await expect.poll(() => blockKeys(page)).toEqual(expected);
    // The lazily loaded views (form, poll, wifi, map…) have arrived: no placeholder left.
    await page.getByRole('heading', { level: 2, name: 'Enviar solicitud' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Tu opinión' }).waitFor();
    await expect.poll(() => page.locator('.block-placeholder').count()).toBe(0);
    // No view threw (ViewBoundary's card) and none is left to the "not available" card.
    expect(await page.locator('[data-not-available]').count()).toBe(0);

    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(await gatedViolations(page, 'todos los bloques')).toEqual([]);

    // 320 px wide: nothing wider than the screen, forms included.
    await page.setViewportSize({ width: 320, height: 700 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(PHONE);

    // The form: its checks first, then a double click that stores one answer.
    const form = page.locator('[data-block="form"]');
    const send = form.getByRole('button', { name: 'Enviar' });
    await send.click();
    await expect
      .poll(() => form.getByLabel('Nombre').evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(await form.getByLabel('Nombre').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Nombre').fill('Ana García');
    await form.getByLabel('Tu e-mail').fill('ana@example.com');
    await form.getByLabel('Habitación').fill('214');
    await form.getByLabel('Mensaje (opcional)').fill('Mesa junto a la ventana');
    await send.dblclick();
    await form.getByText('¡Gracias! Hemos recibido tu solicitud.').waitFor();
    expect(await gatedViolations(page, 'formulario enviado')).toEqual([]);

    // The poll, with the keyboard.
    const poll = page.locator('[data-block="poll"]');
    await poll.getByRole('radio', { name: 'Excelente' }).focus();
    await page.keyboard.press('Space');
    await poll.getByRole('button', { name: 'Enviar' }).dblclick();
    await poll.getByText('¡Gracias por tu opinión!').waitFor();

    // The second click of each double click sent nothing (and its key would have stored nothing).
    expect(posts.map((url) => new URL(url).pathname)).toEqual([
      `/api/public/guest/1/blocks/${idOf(FORM)}/answers`,
      `/api/public/guest/1/blocks/${idOf(POLL)}/answers`,
    ]);
    const formAnswers = await answersOf(carta.url, token, idOf(FORM));
    expect(formAnswers.total).toBe(1);
    expect(formAnswers.data[0]?.Answers).toEqual({
      Name: 'Ana García',
      Contact: 'ana@example.com',
      Room: '214',
      Message: 'Mesa junto a la ventana',
    });
    const pollAnswers = await answersOf(carta.url, token, idOf(POLL));
    expect(pollAnswers.total).toBe(1);
    type Question = { id: string; values: { id: string }[] };
    const questions = SWEEP_BLOCKS.find((b) => b.Type === POLL)?.PollFormData as Question[];
    const question = questions[0];
    expect(pollAnswers.data[0]?.Answers).toEqual({
      [String(question?.id)]: [question?.values[0]?.id],
    });

    expect(errors).toEqual([]);
  });
});
