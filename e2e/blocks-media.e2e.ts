import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createMenuWithBlocks, readContents } from './blocks-api.ts';
import {
  blockCard,
  expectNoRawKeys,
  mountEveryCard,
  openMenuEditor,
  saveMenu,
  untilStill,
} from './flows.ts';
import { ADMIN, type Running, startCarta } from './harness.ts';

/**
 * The space, image, iframe, alert, gallery, video, weather, map, twitter and facebook editors in the
 * real menu editor: one saved block of each, as the server stores them. The map's Leaflet preview
 * is only checked here (jsdom has no layout). SHOTS_DIR=<dir> also saves screenshots of the cards.
 */
const BLOCKS = [
  { Type: 3, Size: 120 },
  { Type: 4, Image: '/img/default.png' },
  { Type: 5, IframeHeight: 240, IframeURL: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
  {
    Type: 6,
    Icon: 'mdi-alert',
    AlertText: { es: 'Piscina cerrada por mantenimiento', en: 'Pool closed for maintenance' },
    Color: '#FFFF00',
  },
  {
    Type: 7,
    GallerySlider: true,
    GalleryMobileHeight: 320,
    Images: ['/img/default.png', '/img/default.png'],
  },
  { Type: 8, TypeVideo: 'vimeo', VideoURL: 'https://vimeo.com/76979871' },
  { Type: 9 },
  { Type: 10, MapHeight: 300, Lat: 28.1405, Lon: -15.4367 },
  { Type: 11, TwitterAccount: '@hoteldemo' },
  { Type: 12, FacebookAccount: 'hoteldemo' },
] as const;

/** The head of an MP4 (an `ftyp` box, then `mdat`), as the server's byte check wants, padded. */
const mp4Bytes = () => {
  const brands = ['isom', 'iso2', 'avc1', 'mp41'].join('');
  const payload = Buffer.concat([Buffer.from('isom'), Buffer.alloc(4), Buffer.from(brands)]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  const head = Buffer.concat([
    size,
    Buffer.from('ftyp'),
    payload,
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('mdat'),
  ]);
  return Buffer.concat([head, Buffer.alloc(4096 - head.length, 7)]);
};

const TYPE_NAMES = [
  'Espacio',
  'Imagen',
  'Iframe',
  'Aviso',
  'Galería',
  'Vídeo',
  'Tiempo',
  'Mapa',
  'Twitter',
  'Facebook',
];

describe('media and embed block editors in the menu editor, in Spanish', () => {
  let carta: Running;
  let token: string;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    carta = await startCarta();
    token = await apiLogin(carta.url, ADMIN);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  afterAll(() => carta?.stop());

  const open = async (name: string, locale = 'es-ES') => {
    const menuId = await createMenuWithBlocks(carta.url, token, name, BLOCKS);
    const { page, context } = await carta.newPage(locale, { as: ADMIN });
    opened.push(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openMenuEditor(page, carta.url, menuId);
    await page.getByRole('slider', { name: 'Tamaño' }).waitFor();
    return { page, menuId, errors };
  };

  /** Cards mount their editor when they come near the screen: visit each one. */
  const visitCards = (page: Page, loadingEditor?: string) => mountEveryCard(page, loadingEditor);

  const card = (page: Page, index: number): Locator =>
    blockCard(page, TYPE_NAMES[index] ?? '', index);

  it('shows every block with its stored values, and the map on OpenStreetMap', async () => {
    const { page, errors } = await open('Bloques multimedia');
    await visitCards(page);

    expect(
      await card(page, 0).getByRole('slider', { name: 'Tamaño' }).getAttribute('aria-valuenow'),
    ).toBe('120');
    await card(page, 1).getByRole('button', { name: 'Elegir imagen: Imagen del bloque' }).waitFor();
    expect(
      await card(page, 2).getByRole('textbox', { name: 'Dirección de la página' }).inputValue(),
    ).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    const frame = card(page, 2).getByTitle('Vista previa');
    expect(await frame.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(
      await card(page, 3).getByRole('button', { name: 'Advertencia' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await card(page, 3).getByRole('textbox', { name: 'Texto del aviso' }).inputValue()).toBe(
      'Piscina cerrada por mantenimiento',
    );
    expect(
      await card(page, 4).getByRole('switch', { name: 'Mostrar como carrusel' }).isChecked(),
    ).toBe(true);
    await card(page, 4).getByText('2 imágenes de 12 como máximo').waitFor();
    // A saved video keeps its type (behaviour.md#editing).
    expect(await card(page, 5).getByRole('button', { name: 'Vimeo' }).isDisabled()).toBe(true);
    await card(page, 6)
      .getByText(/tiempo previsto para la zona/)
      .waitFor();
    expect(await card(page, 8).getByRole('textbox', { name: 'Cuenta' }).inputValue()).toBe(
      '@hoteldemo',
    );
    expect(
      await card(page, 9).getByRole('textbox', { name: 'Cuenta de Facebook' }).inputValue(),
    ).toBe('hoteldemo');

    const map = card(page, 7).getByRole('region', { name: 'Mapa del punto 28.1405, -15.4367' });
    await map.waitFor();
    expect(await map.getAttribute('class')).toContain('leaflet-container');
    // The point is drawn as a vector circle, and the tiles ask OpenStreetMap.
    await map.locator('path.leaflet-interactive').waitFor();
    const tile = map.locator('img.leaflet-tile').first();
    await tile.waitFor({ state: 'attached' });
    expect(await tile.getAttribute('src')).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/,
    );
    await map.getByRole('link', { name: 'OpenStreetMap' }).waitFor();
    expect((await map.locator('.leaflet-control-attribution').textContent()) ?? '').toContain(
      'OpenStreetMap y colaboradores',
    );
    await expectNoRawKeys(page);
    expect(errors).toEqual([]);

    const dir = process.env.SHOTS_DIR;
    if (dir) {
      await untilStill(page);
      for (let i = 0; i < BLOCKS.length; i += 1)
        await card(page, i).screenshot({ path: `${dir}/b1-es-${i}.png` });
    }
  });

  it('edits are saved: twitter after its delay, map coordinates, space size, alert icon', async () => {
    const { page, menuId, errors } = await open('Bloques editados');
    await visitCards(page);

    const unsaved = page.getByText('Cambios sin guardar').first();
    expect(await unsaved.count()).toBe(0);
    await card(page, 8).getByRole('textbox', { name: 'Cuenta' }).fill('@otrohotel');
    // behaviour.md#editing: applied 500 + 500 ms after typing rests, without leaving the field; the unsaved flag
    // follows the applied change.
    await unsaved.waitFor();

    const lat = card(page, 7).getByRole('textbox', { name: 'Latitud' });
    await lat.fill('28,1');
    await card(page, 7).getByRole('region', { name: 'Mapa del punto 28.1, -15.4367' }).waitFor();
    await lat.fill('95');
    await lat.blur();
    await card(page, 7)
      .getByText(/latitud entre −90 y 90/)
      .waitFor();
    await lat.fill('28.1');

    const size = card(page, 0).getByRole('slider', { name: 'Tamaño' });
    await size.focus();
    await page.keyboard.press('ArrowRight');
    await card(page, 3).getByRole('button', { name: 'Horario' }).click();

    await saveMenu(page);
    const stored = await readContents(carta.url, token, menuId);
    const byType = (type: number) => stored.find((c) => c.Type === type);
    expect(byType(11)?.TwitterAccount).toBe('@otrohotel');
    expect(byType(10)).toMatchObject({ Lat: 28.1, Lon: -15.4367 });
    expect(byType(3)?.Size).toBe(121);
    expect(byType(6)?.Icon).toBe('mdi-clock');
    expect(errors).toEqual([]);
  });

  it('a cloned (new) video block can become a file, uploaded and saved', async () => {
    const { page, menuId, errors } = await open('Bloques vídeo');
    await visitCards(page);
    await card(page, 5).getByRole('button', { name: 'Clonar contenido' }).click();
    const copy = blockCard(page, 'Vídeo', BLOCKS.length);
    await copy.scrollIntoViewIfNeeded();
    await copy.getByRole('button', { name: 'Archivo' }).click();
    // The type changed, the Vimeo link went with it, and a new file block without URL offers a file.
    await copy.getByRole('button', { name: 'Elegir vídeo' }).waitFor();
    const dir = process.env.SHOTS_DIR;
    if (dir) await copy.screenshot({ path: `${dir}/b1-es-video-new.png` });
    await copy.getByLabel('Elegir vídeo').setInputFiles({
      name: 'spa.mp4',
      mimeType: 'video/mp4',
      buffer: mp4Bytes(),
    });
    const url = copy.getByRole('textbox', { name: 'Dirección del vídeo' });
    await url.waitFor();
    expect(await url.isDisabled()).toBe(true);
    const uploaded = await url.inputValue();
    expect(uploaded).toMatch(/^\/uploads\//);
    if (dir) await copy.screenshot({ path: `${dir}/b1-es-video-uploaded.png` });
    await saveMenu(page);
    const stored = await readContents(carta.url, token, menuId);
    expect(stored.filter((c) => c.Type === 8).map((c) => [c.TypeVideo, c.VideoURL])).toEqual([
      ['vimeo', 'https://vimeo.com/76979871'],
      ['file', uploaded],
    ]);
    expect(errors).toEqual([]);
  });

  it('reads in English', async () => {
    const menuId = await createMenuWithBlocks(carta.url, token, 'Media blocks', BLOCKS);
    const { page, context } = await carta.newPage('en-GB');
    opened.push(context);
    await page.goto(`${carta.url}/#/login`);
    await page.evaluate(() => localStorage.setItem('uiLanguage', 'en'));
    await page.reload();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Contents' }).waitFor();
    await openMenuEditor(page, carta.url, menuId);
    await page.getByRole('slider', { name: 'Size' }).waitFor();
    const cards = await visitCards(page, 'Loading editor…');
    await page.getByRole('region', { name: 'Map of the point 28.1405, -15.4367' }).waitFor();
    await page.getByText('Shows guests the weather forecast for the area of the venue.').waitFor();
    const dir = process.env.SHOTS_DIR;
    if (dir) {
      await untilStill(page);
      const count = await cards.count();
      for (let i = 0; i < count; i += 1)
        await cards.nth(i).screenshot({ path: `${dir}/b1-en-${i}.png` });
    }
  });
});
