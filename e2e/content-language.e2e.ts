import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  blockCard,
  expectNoRawKeys,
  landOnContents,
  openNewMenu,
  saveMenu,
} from './flows.ts';
import { type Running, STAFF, startCarta } from './harness.ts';

type Listed<T> = { data: T[] };
type MenuRow = { ID: number; Name: Record<string, string> };

/** The demo hotel edits es, en, de and fr; its default (first) content language is es. */
describe('content language apart from the interface language', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  const uiLanguage = (page: Page, name: 'English' | 'Español') =>
    page
      .getByRole('group', { name: /Idioma de la interfaz|Interface language/ })
      .getByRole('button', { name });
  const selector = (page: Page) =>
    page.getByRole('combobox', { name: /Idioma del contenido|Content language/ });

  it('keeps editing Spanish after the UI turns English, shows the fallback in EN, and writes only en', async () => {
    const { page } = await carta.newPage('es-ES', { as: STAFF });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await landOnContents(page, carta.url);

    // A menu with Spanish text only, saved.
    await (await openNewMenu(page)).fill('Terraza');
    await page.getByRole('button', { name: 'Elegir tipo de menú' }).click();
    await page
      .getByRole('dialog', { name: 'Seleccione el tipo de menú' })
      .getByRole('button', { name: 'Título' })
      .click();
    await blockCard(page, 'Título', 0).getByRole('textbox', { name: 'Título' }).fill('Cócteles');
    await saveMenu(page);
    await page.waitForURL(/#\/menus\/\d+$/);
    const menuId = Number(/#\/menus\/(\d+)/.exec(page.url())?.[1]);
    // The menu name and the title: both hold Spanish text.
    await expect.poll(() => selector(page).textContent()).toBe('ES 2/2');

    // The interface in English: labels change, the content edited stays Spanish.
    await uiLanguage(page, 'English').click();
    const name = page.getByRole('textbox', { name: 'Menu name' });
    await expect.poll(() => name.inputValue()).toBe('Terraza');
    expect(await name.getAttribute('lang')).toBe('es');
    expect(await selector(page).textContent()).toBe('ES 2/2');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Terraza');
    await expectNoRawKeys(page);

    // English content: every language listed with its count, the Spanish text greyed as fallback.
    await selector(page).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual([
      'Spanish (ES): 2/2 texts',
      'English (EN): 0/2 texts',
      'German (DE): 0/2 texts',
      'French (FR): 0/2 texts',
    ]);
    await page.getByRole('option', { name: 'English (EN): 0/2 texts' }).click();
    await expect.poll(() => name.inputValue()).toBe('');
    expect(await name.getAttribute('placeholder')).toBe('Terraza');
    expect(await name.getAttribute('lang')).toBe('en');
    const fallbackNote = page
      .getByText('Fallback text in Spanish: what guests see until there is English text.')
      .first();
    await fallbackNote.waitFor();
    // Greyed: the placeholder's colour is lighter than the text's.
    const opacity = await name.evaluate(
      (input) => getComputedStyle(input, '::placeholder').opacity,
    );
    expect(Number(opacity)).toBeLessThan(1);

    await name.fill('Terrace');
    await expect.poll(() => selector(page).textContent()).toBe('EN 1/2');
    expect(await name.getAttribute('placeholder')).toBeNull();

    // Back to a Spanish interface: the content language stays English until changed.
    await uiLanguage(page, 'Español').click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Nombre del menú' }).inputValue())
      .toBe('Terrace');
    await saveMenu(page);

    const menus = await apiGet<Listed<MenuRow>>(page, carta.url, '/menus/1');
    const saved = menus.data.find((menu) => menu.ID === menuId);
    expect(saved?.Name).toEqual({ es: 'Terraza', en: 'Terrace', de: '', fr: '' });
    const contents = await apiGet<Listed<{ Title: Record<string, string> }>>(
      page,
      carta.url,
      `/contents/${menuId}`,
    );
    expect(contents.data[0]?.Title).toEqual({ es: 'Cócteles', en: '', de: '', fr: '' });
    // The navigation names menus in the default content language.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Terraza', exact: true })
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('shows every language as a tab of the translations dialog, none hidden behind an arrow', async () => {
    const { page } = await carta.newPage('es-ES', { as: STAFF });
    await landOnContents(page, carta.url);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Bienvenida', exact: true })
      .click();
    await page.getByRole('button', { name: 'Abrir traducciones' }).first().click();
    const dialog = page.getByRole('dialog');
    const tabs = dialog.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Español', 'Inglés', 'Alemán', 'Francés']);
    const allTabsInside = async () => {
      const box = await dialog.boundingBox();
      for (const tab of await tabs.all()) {
        const rect = await tab.boundingBox();
        if (!rect || !box || rect.x < box.x || rect.x + rect.width > box.x + box.width)
          return false;
      }
      return true;
    };
    expect(await allTabsInside()).toBe(true);
    // On a phone the tabs wrap onto a second row instead of hiding French behind an arrow.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(allTabsInside).toBe(true);
    expect(await dialog.locator('.MuiTabScrollButton-root').count()).toBe(0);
  });
});
