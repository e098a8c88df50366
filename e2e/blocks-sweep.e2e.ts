import { readFileSync } from 'node:fs';
import {
  contentTypeById,
  contentTypes,
  INTEGRATION_KEYS,
  type IntegrationKey,
  MENU_TYPE_SUBMENUS,
} from '@carta/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../web/src/i18n/locales/es.json' with { type: 'json' };
import { type ApiContent, apiLogin, createMenuWithBlocks, readContents } from './blocks-api.ts';
import { blockCard, landOnContents, mountCard, openMenuEditor, saveMenu } from './flows.ts';
import { ADMIN, pgTestUrl, type Running, startCarta } from './harness.ts';
import { expectedFields, SWEEP_BLOCKS } from './sweep-blocks.ts';

const NOT_AVAILABLE = es.contents.editorNotAvailable;
const FAILED = es.contents.editorFailed;
const PNG = new URL('../web/public/img/default.png', import.meta.url).pathname;

const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

const isIntegration = (key: string): key is IntegrationKey =>
  (INTEGRATION_KEYS as readonly string[]).includes(key);

const typeName = (type: number): string => {
  const key = contentTypeById(type)?.key;
  // Each block's Spanish name lives in its own folder's labels (web/src/blocks/<key>/locales); the
  // header-only integration types share one folder, keyed by type.
  const labels = !key
    ? undefined
    : isIntegration(key)
      ? (
          readJson('../web/src/blocks/integration/locales/es.json') as Record<
            string,
            { typeName?: string }
          >
        )[key]
      : (readJson(`../web/src/blocks/${key}/locales/es.json`) as { typeName?: string });
  const name = labels?.typeName;
  if (!name) throw new Error(`no Spanish name for type ${type}`);
  return name;
};

/** Each block's own fields, without the common ones the server adds (ID, MenuID, availability). */
const byType = (contents: readonly ApiContent[]) =>
  new Map(contents.map((content) => [content.Type, content]));

/** Every sent field is read back (translatables may gain the enterprise's other languages). */
const expectStoredAsSent = (contents: readonly ApiContent[]) => {
  const stored = byType(contents);
  expect(contents).toHaveLength(SWEEP_BLOCKS.length);
  for (const block of SWEEP_BLOCKS) {
    const content = stored.get(block.Type as number);
    expect(content, `type ${block.Type}`).toBeDefined();
    expect(content, `type ${block.Type}`).toMatchObject(expectedFields(block));
  }
  expect(String(stored.get(36)?.InstagramIframe)).toContain('data-instgrm-permalink');
};

/** Scrolls through the list so every lazy body mounts, then checks each card. */
const checkEveryCard = async (page: Page) => {
  for (const [ord, block] of SWEEP_BLOCKS.entries()) {
    await mountCard(
      blockCard(page, typeName(block.Type as number), ord),
      es.contents.loadingEditor,
    );
  }
  const missing: string[] = [];
  for (const [ord, block] of SWEEP_BLOCKS.entries()) {
    const card = blockCard(page, typeName(block.Type as number), ord);
    const text = (await card.textContent()) ?? '';
    if (text.includes(NOT_AVAILABLE) || text.includes(FAILED))
      missing.push(typeName(block.Type as number));
  }
  return missing;
};

describe('sweep: coverage', () => {
  it('holds one block of every block type of the catalogue (a new type cannot escape it)', () => {
    const swept = SWEEP_BLOCKS.map((block) => block.Type as number);
    const blockTypes = contentTypes.filter((t) => t.id !== MENU_TYPE_SUBMENUS).map((t) => t.id);
    const missing = blockTypes.filter((id) => !swept.includes(id));
    expect(
      missing.map((id) => contentTypeById(id)?.key),
      'catalogue types missing from SWEEP_BLOCKS (e2e/sweep-blocks.ts)',
    ).toEqual([]);
    expect(
      swept.filter((id) => !blockTypes.includes(id)),
      'sweep types that are not block types',
    ).toEqual([]);
    expect(
      swept.filter((id, i) => swept.indexOf(id) !== i),
      'types swept twice (the checks read blocks back by type)',
    ).toEqual([]);
  });
});

describe('sweep: one block of every type, in Spanish', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('opens a menu with every type, edits one field of some, saves, reloads and finds every value', async () => {
    const token = await apiLogin(carta.url, ADMIN);
    const menuId = await createMenuWithBlocks(carta.url, token, 'Barrido', SWEEP_BLOCKS);
    expectStoredAsSent(await readContents(carta.url, token, menuId));

    const { page } = await carta.newPage('es-ES', { as: ADMIN });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await landOnContents(page, carta.url);
    const opening = Date.now();
    await openMenuEditor(page, carta.url, menuId);
    await blockCard(page, typeName(65), SWEEP_BLOCKS.length - 1).waitFor();
    console.info(`sweep: ${SWEEP_BLOCKS.length} cards listed in ${Date.now() - opening} ms`);

    // Every card is titled with its translated type name and has a real editor body.
    const missing = await checkEveryCard(page);
    console.info(`sweep: every body mounted ${Date.now() - opening} ms after opening`);
    expect(missing, `placeholder bodies: ${missing.join(', ')}`).toEqual([]);

    const card = (type: number) =>
      blockCard(
        page,
        typeName(type),
        SWEEP_BLOCKS.findIndex((b) => b.Type === type),
      );

    // One main field of each block type written by this change, edited as a user would.
    await card(2).getByRole('textbox', { name: 'Título' }).fill('Barrido: título editado');
    await card(41)
      .getByRole('tab', { name: /^Inglés/ })
      .click();
    await card(41).getByRole('button', { name: 'Elegir imagen: Imagen (Inglés)' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Seleccionar imagen' });
    await imageDialog.getByLabel('Elegir archivo').setInputFiles(PNG);
    await imageDialog.getByAltText('Imagen elegida para recortar').waitFor();
    await imageDialog.getByRole('button', { name: 'Subir original' }).click();
    await imageDialog.waitFor({ state: 'detached' });
    await card(43).getByRole('button', { name: 'Izquierda' }).click();
    await card(45)
      .getByRole('textbox', { name: 'Título', exact: true })
      .fill('Ruta del vino y del aceite');
    await card(63).getByRole('textbox', { name: 'Pregunta' }).fill('¿Hasta qué hora se sirve?');
    await card(64).getByRole('textbox', { name: 'Texto' }).fill('Piscina climatizada');
    await card(64).getByRole('button', { name: 'Aumentar tamaño' }).click();
    // behaviour.md#blocks: every catalogue select shows the seeded record by name, read from Carta's own lists.
    const select = (type: number, name: string) =>
      card(type).getByRole('combobox', { name, exact: true });
    await expect.poll(() => select(13, 'Tipo de actividad').textContent()).toBe('Bienestar');
    await expect.poll(() => select(42, 'Restaurante').textContent()).toBe('La Terraza del Puerto');
    await expect.poll(() => select(46, 'Tipo').textContent()).toBe('Centro de salud');
    await expect
      .poll(() => select(51, 'Menú semanal').textContent())
      .toBe('Menú semanal del buffet');
    await expect.poll(() => select(20, 'Formulario').textContent()).toBe('Reserva de spa');
    await expect.poll(() => select(57, 'Mapa interactivo').textContent()).toBe('Plano del hotel');
    await select(57, 'Mapa interactivo').click();
    await page.getByRole('option', { name: 'Rutas por la isla' }).click();

    // The save re-reads the contents (behaviour.md#editing); a reload that cut that read would end the session
    // (the client takes an unanswered private call for a lost server), so let it finish.
    const reread = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().includes(`/api/contents/${menuId}`),
    );
    await saveMenu(page);
    await reread;

    await page.reload();
    await blockCard(page, typeName(65), SWEEP_BLOCKS.length - 1).waitFor();
    expect(await checkEveryCard(page)).toEqual(missing);
    await expect
      .poll(() => card(2).getByRole('textbox', { name: 'Título' }).inputValue())
      .toBe('Barrido: título editado');
    await card(41)
      .getByRole('tab', { name: /^Inglés/ })
      .click();
    await expect
      .poll(() => card(41).getByRole('img', { name: 'Imagen (Inglés)' }).getAttribute('src'))
      .toMatch(/^\/uploads\//);
    expect(
      await card(43).getByRole('button', { name: 'Izquierda' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await card(45).getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe(
      'Ruta del vino y del aceite',
    );
    expect(await card(45).getByText('RUTA DEL VINO Y DEL ACEITE').count()).toBe(1);
    expect(await card(63).getByRole('textbox', { name: 'Pregunta' }).inputValue()).toBe(
      '¿Hasta qué hora se sirve?',
    );
    expect(await card(64).getByRole('textbox', { name: 'Texto' }).inputValue()).toBe(
      'Piscina climatizada',
    );
    expect(await card(64).getByRole('group', { name: 'Tamaño' }).textContent()).toContain('×3');
    await expect
      .poll(() => card(57).getByRole('combobox', { name: 'Mapa interactivo' }).textContent())
      .toBe('Rutas por la isla');

    // Every other value survived the editor's load and save untouched, the edited ones changed.
    const after = byType(await readContents(carta.url, token, menuId));
    for (const block of SWEEP_BLOCKS) {
      if ([2, 41, 43, 45, 57, 63, 64].includes(block.Type as number)) continue;
      expect(after.get(block.Type as number), `type ${block.Type}`).toMatchObject(
        expectedFields(block),
      );
    }
    expect(after.get(2)?.Title).toMatchObject({
      es: 'Barrido: título editado',
      en: 'Sweep: title',
    });
    expect(after.get(41)?.ImageTranslateURL).toMatchObject({
      es: '/img/default.png',
      en: expect.stringMatching(/^\/uploads\//),
    });
    expect(after.get(43)).toMatchObject({ IconsURL: '/img/default.png', IconsAlign: 'left' });
    expect(after.get(45)).toMatchObject({
      BrochureTitle: { es: 'Ruta del vino y del aceite' },
      BrochurePhone: '+34 900 000 000',
      BrochureDescription: { es: '<p>Visita guiada</p>' },
    });
    expect(after.get(63)).toMatchObject({
      QAndAQuestion: { es: '¿Hasta qué hora se sirve?' },
      QAndAAnswer: { es: '<p>De 7 a 10</p>' },
    });
    expect(after.get(64)).toMatchObject({
      Title: { es: 'Piscina climatizada' },
      Style: { TextAlign: 'center', SizeMult: 3, ToUpperCase: false, TextColor: '#00695c' },
    });
    expect(after.get(57)?.InteractiveMapsID).toBe(3);
    expect(dialogs).toEqual([]);
  }, 180_000);

  // CI sets TEST_DATABASE_URL and may not skip this (the server tests' rule).
  const withPostgres = pgTestUrl() !== null || process.env.CI === 'true';
  const postgresTest = 'PostgreSQL: the same blocks created through the API read back equal';
  // A skip says why in the output: reporters list skipped tests by name only, if at all.
  const skipReason =
    'skipped: TEST_DATABASE_URL is not set (CI sets it, and there it fails instead)';
  if (!withPostgres) console.warn(`${postgresTest}: ${skipReason}`);
  it.skipIf(!withPostgres)(
    withPostgres ? postgresTest : `${postgresTest} (${skipReason})`,
    async () => {
      const sqliteToken = await apiLogin(carta.url, ADMIN);
      const sqliteMenu = await createMenuWithBlocks(
        carta.url,
        sqliteToken,
        'Barrido 2',
        SWEEP_BLOCKS,
      );
      const sqliteContents = await readContents(carta.url, sqliteToken, sqliteMenu);
      const postgres = await startCarta({ database: 'postgres' });
      try {
        const token = await apiLogin(postgres.url, ADMIN);
        const menuId = await createMenuWithBlocks(postgres.url, token, 'Barrido', SWEEP_BLOCKS);
        const contents = await readContents(postgres.url, token, menuId);
        expectStoredAsSent(contents);
        // Same JSON as SQLite answered, but for the ids the databases gave.
        const withoutIds = (list: readonly ApiContent[]) =>
          list.map(({ ID: _id, MenuID: _menu, ...fields }) => fields);
        expect(withoutIds(contents)).toEqual(withoutIds(sqliteContents));
      } finally {
        await postgres.stop();
      }
    },
    120_000,
  );
});
