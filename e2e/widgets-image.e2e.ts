import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Running, startCarta } from './harness.ts';

/** A real PNG of the given size, drawn by the browser itself (stripes, so a crop is visible). */
const drawPng = async (page: Page, width: number, height: number): Promise<Buffer> => {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const colours = ['#1e6091', '#f4a261', '#2a9d8f', '#e76f51'];
      colours.forEach((colour, i) => {
        context.fillStyle = colour;
        context.fillRect((i * w) / colours.length, 0, w / colours.length, h);
      });
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
};

/** Clicks the button that opens the browser's file chooser and answers it with a file. */
const chooseThroughFileChooser = async (
  page: Page,
  dialog: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: /^Elegir (archivo|otra imagen)$/ }).click(),
  ]);
  await chooser.setFiles(file);
};

const naturalSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));

describe('image widgets in the gallery page, in Spanish', () => {
  let carta: Running;
  let page: Page;
  let png: Buffer;

  beforeAll(async () => {
    carta = await startCarta();
    // Signed in from the start: the gallery is the first screen the page loads.
    ({ page } = await carta.newPage('es-ES', { as: ADMIN }));
    await page.goto(`${carta.url}/#/widgets`);
    await page.getByTestId('gallery-ImageGallery').getByRole('button').first().waitFor();
    png = await drawPng(page, 400, 300);
  });
  afterAll(() => carta?.stop());

  it('adds a cropped image to the gallery: the server stores it and the thumbnail loads', async () => {
    const block = page
      .getByTestId('gallery-ImageGallery')
      .locator('figure', { hasText: 'Bloque de galería' });
    const thumbnails = block.getByRole('img', { name: /^Imagen \d+ de \d+$/ });
    await expect.poll(() => thumbnails.count()).toBe(2);

    await block.getByRole('button', { name: 'Añadir imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleccionar imagen' });
    await chooseThroughFileChooser(page, dialog, {
      name: 'terraza.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await dialog.getByAltText('Imagen elegida para recortar').waitFor();
    await dialog.getByLabel(/^Área de recorte/).waitFor();
    // The new image follows the crop once it rests (behaviour.md#limits: 500 ms).
    await dialog.getByRole('img', { name: 'Vista previa' }).waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => thumbnails.count()).toBe(3);
    const added = thumbnails.last();
    const src = (await added.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/uploads\/\d+\/[^/]+\.webp$/);
    // Drawn at the gallery size of behaviour.md#limits, and served back to the browser.
    await expect.poll(() => naturalSize(added)).toEqual({ w: 1280, h: 853 });
    const served = await fetch(`${carta.url}${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a 3 MB file in red and loads nothing', async () => {
    const block = page
      .getByTestId('gallery-ImageGallery')
      .locator('figure', { hasText: 'Bloque de galería' });
    await block.getByRole('button', { name: 'Añadir imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleccionar imagen' });
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    await chooseThroughFileChooser(page, dialog, {
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: big,
    });
    const error = dialog.getByRole('alert');
    await error.getByText('La imagen debe ser un archivo de imagen de 2 MB como máximo.').waitFor();
    const [r, g, b] = (await error.evaluate((el) => getComputedStyle(el).color))
      .match(/\d+/g)
      ?.map(Number) ?? [0, 0, 0];
    expect(r).toBeGreaterThan(150);
    expect(r).toBeGreaterThan((g ?? 0) + 80);
    expect(r).toBeGreaterThan((b ?? 0) + 80);
    expect(await dialog.getByAltText('Imagen elegida para recortar').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Aceptar' }).isDisabled()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("'Subir original' keeps the file's format", async () => {
    const product = page
      .getByTestId('gallery-ImageSelector')
      .locator('figure', { hasText: 'Producto' });
    await product.getByRole('button', { name: 'Elegir imagen: Imagen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleccionar imagen' });
    await chooseThroughFileChooser(page, dialog, {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await dialog.getByAltText('Imagen elegida para recortar').waitFor();
    await dialog.getByRole('button', { name: 'Subir original' }).click();
    await dialog.waitFor({ state: 'detached' });

    const image = product.getByRole('img', { name: 'Imagen', exact: true });
    await expect
      .poll(async () => (await image.getAttribute('src')) ?? '')
      .toMatch(/^\/uploads\/\d+\/[^/]+\.png$/);
    // Uncropped: the original's own 400x300.
    await expect.poll(() => naturalSize(image)).toEqual({ w: 400, h: 300 });
    expect(await page.locator('body').textContent()).not.toMatch(/widgets\.Image/);
  });
});
