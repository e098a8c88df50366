import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRawKeys } from './flows.ts';
import { ADMIN, type Running, startCarta } from './harness.ts';

/** The smallest file the server takes for a PDF: it checks the bytes start with %PDF-. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const shownValue = (demo: Locator) => demo.getByLabel('Valor actual').textContent();
/** The gallery's fake provider and upload take up to 1.5 s: more than expect.poll's default. */
const SLOW = { timeout: 5000 };

describe('TranslatableField in the widget gallery, in Spanish', () => {
  let carta: Running;
  let page: Page;
  let gallery: Locator;
  const problems: string[] = [];
  const demo = (title: string) => gallery.getByRole('region', { name: title, exact: true });

  beforeAll(async () => {
    carta = await startCarta();
    // Signed in from the start: the gallery is the first screen the page loads.
    ({ page } = await carta.newPage('es-ES', { as: ADMIN }));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('dialog', (dialog) => {
      problems.push(`browser dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`${carta.url}/#/widgets`);
    gallery = page.getByTestId('gallery-TranslatableField');
    await gallery.getByRole('region').first().waitFor();
  });
  afterAll(() => carta?.stop());

  it('types rich text with bold in Quill and reports the HTML', async () => {
    const rich = demo('Texto enriquecido, cuatro idiomas, con traducción automática de prueba');
    const editor = rich.getByRole('textbox', { name: 'Texto', exact: true });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Desayuno ');
    await rich.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('incluido');
    await expect
      .poll(() => shownValue(rich))
      .toContain(
        '<p>Bienvenidos al <strong>Hotel Demo</strong>. Desayuno <strong>incluido</strong></p>',
      );

    // Tab leaves the editor instead of writing a tab character into it.
    await page.keyboard.press('Tab');
    expect(await editor.evaluate((node) => node.contains(document.activeElement))).toBe(false);
    expect(await shownValue(rich)).not.toContain('\\t');
  });

  it('edits English in the translations dialog, and Escape closes it from inside Quill', async () => {
    const rich = demo('Texto enriquecido, cuatro idiomas, con traducción automática de prueba');
    await rich.getByRole('button', { name: 'Abrir traducciones' }).click();
    const dialog = page.getByRole('dialog');
    const tabs = await dialog.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Español (original)', 'Inglés', 'Alemán', 'Francés']);
    await dialog.getByRole('tab', { name: 'Inglés' }).click();
    const english = dialog.getByRole('textbox', { name: 'Inglés' });
    await english.click();
    await page.keyboard.type('Welcome to the hotel');
    await page.keyboard.press('Escape');
    // The modal hides the page from the accessibility tree: read the value once it is closed.
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await shownValue(rich)).toContain('"en": "<p>Welcome to the hotel</p>"');
  });

  it('fills every language with the fake translation, source untouched', async () => {
    const rich = demo('Texto enriquecido, cuatro idiomas, con traducción automática de prueba');
    const translate = rich.getByRole('button', { name: 'Traducir automáticamente' });
    await translate.click();
    // English was typed by hand above: replacing it needs the user's leave, naming it.
    const confirm = page.getByRole('dialog', { name: '¿Sustituir traducciones escritas a mano?' });
    expect(await confirm.textContent()).toContain('sustituiría el texto que ya hay en inglés');
    await confirm.getByRole('button', { name: 'Sustituir' }).click();
    await expect.poll(() => translate.isDisabled()).toBe(true);
    await expect.poll(() => shownValue(rich), SLOW).toContain('"de": "<p>[DE] Bienvenidos al');
    const value = JSON.parse((await shownValue(rich)) ?? '{}') as Record<string, string>;
    expect(value.es).toContain('Desayuno <strong>incluido</strong>');
    expect(value.en).toMatch(/^<p>\[EN\] Bienvenidos/);
    expect(value.fr).toMatch(/^<p>\[FR\] Bienvenidos/);
    await expect.poll(() => translate.isEnabled(), SLOW).toBe(true);
  });

  it('marks an edited original until it is translated again', async () => {
    const marked = demo('Aviso de texto original editado: cambie el texto en español');
    const notice = marked.getByText(
      'Ha editado el texto original: revise o vuelva a traducir las traducciones.',
    );
    await marked.getByRole('textbox', { name: 'Nombre' }).fill('Piscina climatizada');
    await notice.waitFor();
    // Every translation is stale once the original changed: no question asked.
    await marked.getByRole('button', { name: 'Traducir automáticamente' }).click();
    await expect.poll(() => notice.count(), SLOW).toBe(0);
    expect(await shownValue(marked)).toContain('"en": "[EN] Piscina climatizada"');
  });

  it('shows a failed translation without changing the value', async () => {
    const failing = demo('Traducción automática que falla');
    const before = await shownValue(failing);
    await failing.getByRole('button', { name: 'Traducir automáticamente' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sustituir' }).click();
    await failing.getByRole('alert').filter({ hasText: 'No se pudo traducir el texto' }).waitFor();
    expect(await shownValue(failing)).toBe(before);
  });

  it('refuses a .txt and uploads a real PDF to the server', async () => {
    const real = demo('PDF por idioma, subida real al servidor');
    const attach = real.getByRole('button', { name: 'Adjuntar PDF' });
    const field = real.getByRole('textbox', { name: 'Documento PDF' });

    const [textChooser] = await Promise.all([page.waitForEvent('filechooser'), attach.click()]);
    await textChooser.setFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await real
      .getByRole('alert')
      .filter({ hasText: 'Solo se admiten archivos PDF (.pdf).' })
      .waitFor();
    expect(await field.inputValue()).toBe('');

    const [pdfChooser] = await Promise.all([page.waitForEvent('filechooser'), attach.click()]);
    await pdfChooser.setFiles({
      name: 'carta.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await expect
      .poll(() => field.inputValue(), { timeout: 15_000 })
      .toMatch(/^\/uploads\/.+\.pdf$/);
    expect(await real.getByRole('alert').count()).toBe(0);

    const stored = await fetch(`${carta.url}${await field.inputValue()}`);
    expect(stored.status).toBe(200);
    expect(
      Buffer.from(await stored.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('shows the progress of a slow upload, then its URL', async () => {
    const slow = demo('PDF por idioma, subida de prueba (1,5 s)');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      slow.getByRole('button', { name: 'Adjuntar PDF' }).click(),
    ]);
    await chooser.setFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await slow.getByRole('progressbar').waitFor();
    await expect
      .poll(() => slow.getByRole('textbox', { name: 'Documento PDF' }).inputValue(), SLOW)
      .toBe('/uploads/demo/es-menu.pdf');
    expect(await slow.getByRole('progressbar').count()).toBe(0);
  });

  it('raised no browser dialog, no page error and no raw label key', async () => {
    await expectNoRawKeys(page);
    expect(await gallery.textContent()).not.toMatch(/widgets\.TranslatableField\./);
    expect(problems).toEqual([]);
  });
});
