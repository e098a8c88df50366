import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { landOnContents, login, openMenu, untilStill } from './flows.ts';
import { ADMIN, type Running, requestsAnswered, STAFF, startCarta } from './harness.ts';

/**
 * axe-core over every screen and dialog of the back-office, in Spanish, on a laptop and on a
 * phone: any serious or critical violation fails, each named with the element it is on.
 */
describe('accessibility of the back-office (axe-core)', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  const viewports = [
    { name: 'escritorio', width: 1440, height: 900 },
    { name: 'móvil', width: 390, height: 844 },
  ] as const;

  const check = async (page: Page, where: string, found: string[]) => {
    // Catalogues and lazy parts first (a field waiting for its list is drawn disabled), then MUI's
    // transitions: axe reads colours mid-fade as low contrast.
    await requestsAnswered(page);
    await untilStill(page);
    found.push(...(await gatedViolations(page, where)));
  };

  /** On a phone the navigation is a drawer behind the app bar's button. */
  const goToMenu = async (page: Page, name: string, found: string[]) => {
    const opener = page.getByRole('button', { name: 'Abrir navegación' });
    if (await opener.isVisible()) {
      await opener.click();
      await check(page, 'navegación', found);
    }
    await openMenu(page, name);
  };

  const closeDialog = async (page: Page) => {
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .last()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  };

  for (const viewport of viewports) {
    it(`login, the menu editor and its dialogs (${viewport.name})`, async () => {
      const found: string[] = [];
      const { page } = await carta.newPage('es-ES');
      await page.setViewportSize(viewport);
      await page.goto(`${carta.url}/#/login`);
      await page.getByLabel('Correo electrónico').waitFor();
      await check(page, 'login', found);

      await login(page, carta.url, STAFF);
      await goToMenu(page, 'Bienvenida', found);
      await check(page, 'editor Bienvenida', found);

      await page.getByRole('button', { name: 'Abrir traducciones' }).first().click();
      await page.getByRole('dialog').waitFor();
      await check(page, 'diálogo de traducciones', found);
      await closeDialog(page);

      await page.getByRole('button', { name: 'Añadir contenido' }).first().click();
      const grid = page.getByRole('dialog', { name: 'Añadir contenido' });
      await grid.waitFor();
      await check(page, 'añadir contenido (tipos)', found);
      await grid.getByRole('button', { name: 'Formulario', exact: true }).first().click();
      const form = page.getByRole('dialog', { name: /^Añadir contenido: Formulario/ });
      await form.waitFor();
      await check(page, 'añadir contenido (formulario)', found);
      await closeDialog(page);
      await page
        .getByRole('dialog')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);

      // On a phone the history sits in the toolbar's ⋮ menu, beside the preview.
      if (viewport.width < 600) {
        await page.getByRole('button', { name: 'Más acciones del menú' }).click();
        await check(page, 'más acciones del menú', found);
        await page.getByRole('menuitem', { name: 'Historial' }).click();
      } else {
        await page.getByRole('button', { name: 'Historial' }).click();
      }
      await page.getByRole('dialog', { name: 'Historial de versiones' }).waitFor();
      await check(page, 'historial', found);
      await closeDialog(page);

      await page.getByRole('checkbox', { name: 'Temporal' }).first().check();
      await check(page, 'menú temporal con disponibilidad', found);

      await page
        .getByRole('button', { name: /Eliminar/ })
        .first()
        .click();
      if (await page.getByRole('menuitem', { name: /Eliminar/ }).count()) {
        await page
          .getByRole('menuitem', { name: /Eliminar/ })
          .first()
          .click();
      }
      await page.getByRole('dialog').waitFor();
      await check(page, 'confirmar eliminación', found);
      await closeDialog(page);

      // A new menu's type sheet, opened in a page of its own with nothing unsaved. Reached from
      // the modified menu through the phone's drawer, the leave dialog failed to appear in about
      // half of the full e2e runs (never alone); the leave guard has its own tests.
      const fresh = (await carta.newPage('es-ES', { as: STAFF })).page;
      await fresh.setViewportSize(viewport);
      await fresh.goto(`${carta.url}/#/menus/new`);
      await fresh.getByRole('button', { name: 'Elegir tipo de menú' }).click();
      await fresh.getByRole('dialog', { name: 'Seleccione el tipo de menú' }).waitFor();
      await check(fresh, 'tipos de menú', found);
      await closeDialog(fresh);
      expect(found).toEqual([]);
    });

    it(`common menus and the users dialog as administrator (${viewport.name})`, async () => {
      const found: string[] = [];
      const { page } = await carta.newPage('es-ES', { as: ADMIN });
      await page.setViewportSize(viewport);
      await landOnContents(page, carta.url);
      await goToMenu(page, 'Información útil', found);
      await page.getByRole('button', { name: 'Asignar' }).waitFor();
      await check(page, 'menú común', found);
      await page.getByRole('button', { name: 'Asignar' }).click();
      await page.getByRole('dialog', { name: 'Asignar usuarios' }).waitFor();
      await check(page, 'asignar usuarios', found);
      expect(found).toEqual([]);
    });

    it(`the widget gallery (${viewport.name})`, async () => {
      const found: string[] = [];
      const { page } = await carta.newPage('es-ES', { as: ADMIN });
      await page.setViewportSize(viewport);
      await page.goto(`${carta.url}/#/widgets`);
      await page.getByRole('heading', { name: 'Galería de componentes' }).waitFor();
      // Every demo built (each is a lazy chunk, its section busy with a placeholder until then),
      // then the page scrolled through once so what loads on sight (lazy images) has loaded: each
      // run checks the same page.
      await page.waitForFunction(
        () => !document.querySelector('[data-testid^="gallery-"] > [aria-busy="true"]'),
      );
      for (let step = 0; step < 40; step += 1) {
        const done = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
        });
        await untilStill(page);
        if (done) break;
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      // The contexts ask for reduced motion (e2e/harness.ts): not even a spinner moves.
      expect(
        await page.evaluate(
          () => document.getAnimations().filter((a) => a.playState === 'running').length,
        ),
      ).toBe(0);
      await check(page, 'galería', found);

      const colour = page
        .getByTestId('gallery-ColorPicker')
        .getByRole('button', { name: /Color de fondo/ });
      await colour.scrollIntoViewIfNeeded();
      await colour.click();
      await page.getByRole('dialog', { name: 'Color de fondo' }).waitFor();
      await check(page, 'diálogo de color', found);
      await closeDialog(page);

      const images = page
        .getByTestId('gallery-ImageGallery')
        .locator('figure', { hasText: 'Bloque de galería' });
      await images.getByRole('button', { name: 'Añadir imagen' }).click();
      await page.getByRole('dialog', { name: 'Seleccionar imagen' }).waitFor();
      await check(page, 'diálogo de imagen', found);
      await closeDialog(page);
      expect(found).toEqual([]);
    });
  }
});
