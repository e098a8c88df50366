import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRawKeys } from './flows.ts';
import { ADMIN, type Running, startCarta } from './harness.ts';

/** Allergen selector, speed dial, menu entry tile and confirm dialog in the gallery, in Spanish. */
describe('misc widgets in the gallery, in Spanish', () => {
  let carta: Running;
  let page: Page;
  beforeAll(async () => {
    carta = await startCarta();
    // Signed in from the start: the gallery is the first screen the page loads.
    ({ page } = await carta.newPage('es-ES', { as: ADMIN }));
    await page.goto(`${carta.url}/#/widgets`);
    await page.getByRole('heading', { name: 'Galería de componentes' }).waitFor();
  });
  afterAll(() => carta?.stop());

  it('toggles two allergens with the keyboard and reports their IDs sorted', async () => {
    const demo = page
      .getByTestId('gallery-AllergenSelector')
      .getByRole('figure', { name: 'Sin selección' });
    await demo.getByText('IDs comunicados: (ninguno)').waitFor();
    const eggs = demo.getByRole('checkbox', { name: 'Huevos' });
    await eggs.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() =>
        demo
          .getByRole('checkbox', { name: 'Gluten' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await demo.getByText('IDs comunicados: 1, 3').waitFor();
    expect(await eggs.isChecked()).toBe(true);
    await demo.getByText('2 alérgenos seleccionados').waitFor();
  });

  it('loads every allergen icon from /assets/allergens/ with the catalogue from the server', async () => {
    const demo = page
      .getByTestId('gallery-AllergenSelector')
      .getByRole('figure', { name: 'Conectado: catálogo leído del servidor' });
    await demo.getByRole('checkbox', { name: 'Moluscos' }).waitFor();
    const icons = demo.getByRole('img');
    await expect.poll(() => icons.count()).toBe(14);
    const loaded = await icons.evaluateAll((images) =>
      images.map((img) => {
        const image = img as HTMLImageElement;
        return {
          alt: image.alt,
          path: new URL(image.src).pathname,
          ok: image.complete && image.naturalWidth > 0,
        };
      }),
    );
    await expect
      .poll(() =>
        icons.evaluateAll((images) =>
          images.every((i) => (i as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    expect(
      loaded.map((i) => i.path).every((p) => /^\/assets\/allergens\/[a-z]+\.svg$/.test(p)),
    ).toBe(true);
    expect(loaded.map((i) => i.alt)).toContain('Frutos de cáscara');
    const svg = await fetch(`${carta.url}/assets/allergens/gluten.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');

    const refused = page
      .getByTestId('gallery-AllergenSelector')
      .getByRole('figure', { name: 'El servidor rechaza la petición' });
    await refused.getByText('No se pudo cargar la lista de alérgenos').waitFor();
  });

  it("shows why an unsaved entry's pencil is disabled, on hover and on keyboard focus", async () => {
    const demo = page
      .getByTestId('gallery-MenuEntryTile')
      .getByRole('figure', { name: 'Entrada nueva sin guardar: el lápiz está desactivado' });
    const pencil = demo.getByRole('button', { name: 'Editar: Cenas' });
    expect(await pencil.isDisabled()).toBe(true);
    await pencil.locator('..').hover();
    const tooltip = page.getByRole('tooltip', { name: 'Guarde antes de editar' });
    await tooltip.waitFor();
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });

    await demo.getByRole('button', { name: 'Mover: Cenas' }).focus();
    await page.keyboard.press('Tab');
    await tooltip.waitFor();
    await page.keyboard.press('Tab');
    await tooltip.waitFor({ state: 'detached' });
  });

  it('opens the speed dial and shows a disabled save with a spinner while saving', async () => {
    const section = page.getByTestId('gallery-SpeedDial');
    const demo = section.getByRole('figure', { name: /^Guardando/ });
    const dial = demo.getByRole('button', { name: 'Acciones de edición' });
    await dial.click();
    await expect.poll(() => dial.getAttribute('aria-expanded')).toBe('true');
    const save = demo.getByRole('menuitem', { name: 'Guardando…' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(await save.locator('.MuiCircularProgress-root').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dial.getAttribute('aria-expanded')).toBe('false');

    // The editor's dial floats at mid-height of the right edge and asks before deleting.
    await section.getByLabel('Mostrar el botón fijo a media altura del borde derecho').check();
    const floating = page.getByRole('button', { name: 'Acciones de edición' }).last();
    // The dial zooms in when it mounts: measure its settled box, not a frame of the animation.
    const viewport = page.viewportSize();
    expect(viewport).toBeTruthy();
    const settled = async () => {
      const box = await floating.boundingBox();
      if (!box || !viewport) return { right: Number.POSITIVE_INFINITY, fromMiddle: 0 };
      return {
        right: viewport.width - (box.x + box.width),
        fromMiddle: Math.abs(box.y + box.height / 2 - viewport.height / 2),
      };
    };
    await expect.poll(async () => (await settled()).right).toBeLessThan(40);
    expect((await settled()).fromMiddle).toBeLessThan((viewport?.height ?? 0) / 4);
    await floating.click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar eliminación' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await section.getByText('Última acción: eliminar (confirmado)').waitFor();
  });

  it('asks with Cancel and OK, informs with Close, and closes on Escape', async () => {
    const section = page.getByTestId('gallery-ConfirmDialog');
    await section.getByRole('button', { name: 'Preguntar (Cancelar y Aceptar)' }).click();
    const ask = page.getByRole('dialog', { name: 'Publicar los cambios' });
    expect(await ask.getByRole('button').allTextContents()).toEqual(['Cancelar', 'Aceptar']);
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    await section.getByText('Resultado: cerrado sin confirmar').waitFor();

    await section.getByRole('button', { name: 'Solo informar (Cerrar)' }).click();
    const inform = page.getByRole('dialog', { name: 'Menú guardado' });
    expect(await inform.getByRole('button').allTextContents()).toEqual(['Cerrar']);
    await inform.getByRole('button', { name: 'Cerrar' }).click();
    await inform.waitFor({ state: 'detached' });
    await expectNoRawKeys(page);
    expect((await page.locator('body').textContent()) ?? '').not.toMatch(/\bwidgets\.[A-Za-z]+\./);
  });
});
