import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { expectNoRawKeys, landOnContents, login, openMenu, signedIn, untilStill } from './flows.ts';
import { ADMIN, type Running, requestsAnswered, startCarta } from './harness.ts';

const MARTA = { name: 'Marta Ruiz', email: 'marta@hotel-demo.local', password: 'Gaviota-Azul-77' };

const goTo = async (page: Page, section: string) => {
  await page.getByRole('navigation').getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: section }).waitFor();
};

/** behaviour.md#administration's Done-when, in a real Chromium and in Spanish. */
describe('venue administration', () => {
  let carta: Running;
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('a new staff user sets a password from the link, sees only staff screens, and is sent to the login once deleted', async () => {
    const { page: admin } = await carta.newPage('es-ES', { as: ADMIN });
    await landOnContents(admin, carta.url);

    // The administrator creates a staff user and is shown the one-time link.
    await goTo(admin, 'Usuarios');
    await admin.getByRole('button', { name: 'Nuevo usuario' }).click();
    const form = admin.getByRole('dialog', { name: 'Nuevo usuario' });
    await form.getByRole('textbox', { name: 'Nombre' }).fill(MARTA.name);
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(MARTA.email);
    await form.getByRole('button', { name: 'Guardar' }).click();
    const linkDialog = admin.getByRole('dialog', { name: 'Enlace para elegir contraseña' });
    const setupUrl = await linkDialog.getByTestId('setup-url').inputValue();
    expect(setupUrl).toMatch(/#\/setup\?token=[\w-]{40,}$/);
    await linkDialog.getByRole('button', { name: 'Cerrar' }).click();
    await admin
      .getByRole('listitem')
      .filter({ hasText: MARTA.email })
      .getByText('Sin contraseña todavía')
      .waitFor();

    // Marta opens the link in her own browser context, chooses a password and is logged in.
    const { page: marta } = await carta.newPage();
    await marta.goto(`${carta.url}/${new URL(setupUrl).hash}`);
    await marta.getByLabel('Contraseña nueva').fill('password123');
    await marta.getByLabel('Repita la contraseña').fill('password123');
    await marta.getByRole('button', { name: 'Guardar y entrar' }).click();
    await marta.getByRole('alert').filter({ hasText: 'demasiado común' }).waitFor();
    await marta.getByLabel('Contraseña nueva').fill(MARTA.password);
    await marta.getByLabel('Repita la contraseña').fill(MARTA.password);
    await marta.getByRole('button', { name: 'Guardar y entrar' }).click();
    await marta.getByRole('heading', { name: 'Contenidos' }).waitFor();

    // Staff: their menus and their account, no settings, users nor log, and no common menus.
    const nav = marta.getByRole('navigation');
    await nav.getByRole('link', { name: 'Mi cuenta' }).waitFor();
    for (const hidden of ['Ajustes', 'Usuarios', 'Registro de actividad', 'Nuevo menú común'])
      expect(await nav.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
    await marta.goto(`${carta.url}/#/users`);
    await marta.getByText('Esta sección es solo para los administradores de la empresa.').waitFor();
    await marta.goto(`${carta.url}/#/`);
    await marta.getByRole('heading', { name: 'Contenidos' }).waitFor();

    // The administrator deactivates her: her open tab lands on the login on its next action,
    // saying why, and she can log in once she is active again.
    await goTo(admin, 'Usuarios');
    await admin.getByRole('button', { name: `Acciones de ${MARTA.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Desactivar' }).click();
    await admin
      .getByRole('dialog', { name: `¿Desactivar a ${MARTA.name}?` })
      .getByRole('button', { name: 'Desactivar' })
      .click();
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    // Her tab's next request (here, reading the page again) is refused with the reason.
    await marta.reload();
    await marta.waitForURL(/#\/login$/);
    await marta
      .getByRole('status')
      .filter({ hasText: 'Su sesión terminó porque un administrador desactivó su usuario.' })
      .waitFor();
    await admin.getByRole('button', { name: `Acciones de ${MARTA.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Activar' }).click();
    await admin.getByRole('menuitem').waitFor({ state: 'detached' });
    await requestsAnswered(admin);
    await login(marta, carta.url, { email: MARTA.email, password: MARTA.password });

    // She logs in again with her password (a second session).
    const { page: again } = await carta.newPage();
    await login(again, carta.url, { email: MARTA.email, password: MARTA.password });
    await again.close();

    // The administrator deletes her, after confirming.
    await goTo(admin, 'Usuarios');
    await admin.getByRole('button', { name: `Acciones de ${MARTA.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = admin.getByRole('dialog', { name: `¿Eliminar a ${MARTA.name}?` });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect
      .poll(() => admin.getByRole('listitem').filter({ hasText: MARTA.email }).count())
      .toBe(0);

    // Her open session goes to the login on its next action.
    await marta
      .getByRole('navigation')
      .getByRole('link', { name: 'Restaurante', exact: true })
      .click();
    await marta.waitForURL(/#\/login$/);
    await marta.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await marta
      .getByRole('status')
      .filter({ hasText: 'Su sesión terminó porque un administrador eliminó su usuario.' })
      .waitFor();
    await expectNoRawKeys(admin);
  });

  it('typed addresses and Back on Usuarios, Ajustes, Mi cuenta and the log raise no router warning', async () => {
    // Signed in on the landing screen: every address typed next is a POP within the loaded app.
    const { page } = await signedIn(carta, ADMIN);
    // React Router warns when a blocker meets a POP it did not create (a typed address, Back to one).
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/blocker/i.test(message.text())) warnings.push(message.text());
    });
    const typed = async (path: string, heading: string) => {
      await page.goto(`${carta.url}/#/${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    };
    await typed('users', 'Usuarios');
    await typed('settings', 'Ajustes');
    await typed('account', 'Mi cuenta');
    await typed('audit', 'Registro de actividad');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();

    // With a change not saved, a typed address still asks first, and leaving then goes there.
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Otra persona');
    await page.goto(`${carta.url}/#/users`);
    const leave = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await leave.getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();
    await typed('audit', 'Registro de actividad');
    expect(warnings).toEqual([]);
  });

  it('the administrator adds German to the languages and the editor offers it', async () => {
    const { page } = await signedIn(carta, ADMIN);
    const languages = () =>
      page
        .getByRole('list', { name: 'Idiomas del contenido' })
        .getByRole('listitem')
        .allTextContents();
    const save = async () => {
      const saved = page.waitForResponse(
        (r) =>
          r.request().method() === 'PUT' &&
          /\/api\/enterprises\/\d+$/.test(new URL(r.url()).pathname),
      );
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      expect((await saved).status()).toBe(200);
    };

    // The demo hotel has German: removed first (its texts are kept, the screen says so)…
    await goTo(page, 'Ajustes');
    await page.getByRole('button', { name: 'Quitar alemán (de)' }).click();
    await page.getByText('Los textos ya escritos en alemán (de) se conservan').waitFor();
    await save();
    expect((await languages()).join(' ')).not.toContain('alemán');
    await openMenu(page, 'Bienvenida');
    const selector = page.getByRole('combobox', { name: 'Idioma del contenido' });
    await selector.click();
    expect((await page.getByRole('option').allTextContents()).join(' ')).not.toContain('(DE)');
    await page.keyboard.press('Escape');

    // …then added back, by keyboard.
    await goTo(page, 'Ajustes');
    const add = page.getByRole('combobox', { name: 'Añadir idioma' });
    await add.fill('alem');
    await page.getByRole('option', { name: 'alemán (de)' }).click();
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    await save();
    expect((await languages()).at(-1)).toContain('alemán (de)');

    // The editor offers German again, with the texts it kept.
    await openMenu(page, 'Bienvenida');
    await selector.click();
    const options = await page.getByRole('option').allTextContents();
    expect(options.some((o) => /^Alemán \(DE\)/i.test(o))).toBe(true);
    expect(options.find((o) => /\(DE\)/.test(o))).not.toMatch(/: 0\//);
    await page.keyboard.press('Escape');
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`the administration screens and the setup page pass axe at ${viewport.width}×${viewport.height}`, async () => {
      const { page } = await carta.newPage('es-ES', { as: ADMIN, viewport });
      const found: string[] = [];
      const screens = {
        settings: 'Ajustes',
        users: 'Usuarios',
        audit: 'Registro de actividad',
        account: 'Mi cuenta',
      };
      for (const [screen, title] of Object.entries(screens)) {
        await page.goto(`${carta.url}/#/${screen}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await requestsAnswered(page);
        await untilStill(page);
        found.push(...(await gatedViolations(page, screen)));
        // Nothing wider than the screen: a phone scrolls down only.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      }
      await page.goto(`${carta.url}/#/setup?token=x`);
      await page.getByRole('heading', { name: 'Elija su contraseña' }).waitFor();
      await untilStill(page);
      found.push(...(await gatedViolations(page, 'setup')));
      expect(found).toEqual([]);
    });
  }
});
