import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRawKeys } from './flows.ts';
import { ADMIN, type Running, startCarta } from './harness.ts';

const CANTERAS = 'Paseo de las Canteras, 35010 Las Palmas de Gran Canaria, España';

const openGallery = async (page: Page, url: string) => {
  await page.goto(`${url}/#/widgets`);
  await page.getByTestId('gallery-AddressSearch').getByRole('combobox').first().waitFor();
};

describe('address search and search box in the widget gallery, in Spanish', () => {
  let carta: Running;
  // Signed in from the start: the gallery is the first screen each page loads (the harness closes
  // a test's pages after it).
  const newPage = () => carta.newPage('es-ES', { as: ADMIN });
  beforeAll(async () => {
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('picks a suggestion with the keyboard and shows its coordinates', async () => {
    const { page } = await newPage();
    await openGallery(page, carta.url);
    const demo = page
      .getByTestId('gallery-AddressSearch')
      .getByRole('region', { name: /Búsqueda de ejemplo, sin conexión/ });
    await expect.poll(() => demo.getByText('Ninguna dirección elegida').count()).toBe(1);
    const field = demo.getByRole('combobox', { name: 'Dirección' });
    expect(await field.getAttribute('placeholder')).toBe('Dirección a buscar');

    await field.fill('playa de las canteras');
    await page.getByRole('option', { name: /Playa de las Canteras/ }).waitFor();
    await field.press('ArrowDown');
    await field.press('Enter');

    await demo.getByText('Latitud 28.1393 · Longitud -15.435').waitFor();
    expect(await field.inputValue()).toBe(CANTERAS);
    await demo.getByText(`Elegida: ${CANTERAS}`).waitFor();
    await expectNoRawKeys(page);
  });

  it('ranks places near the shared location first, and explains a denied one', async () => {
    const near = await newPage();
    await near.context.grantPermissions(['geolocation'], { origin: carta.url });
    await near.context.setGeolocation({ latitude: 28.1, longitude: -15.42 });
    await openGallery(near.page, carta.url);
    const demo = near.page
      .getByTestId('gallery-AddressSearch')
      .getByRole('region', { name: /Búsqueda de ejemplo, sin conexión/ });
    await demo.getByRole('button', { name: 'Buscar cerca de mi ubicación' }).click();
    await demo.getByText('Primero, lugares cerca de su ubicación').waitFor();
    await demo.getByRole('combobox', { name: 'Dirección' }).fill('Calle Mayor');
    await expect
      .poll(() => near.page.getByRole('option').first().textContent())
      .toBe('Calle Mayor de Triana, 35002 Las Palmas de Gran Canaria, España');

    // No permission granted: headless Chromium denies, as a user refusing the prompt would.
    const denied = await newPage();
    await openGallery(denied.page, carta.url);
    const other = denied.page
      .getByTestId('gallery-AddressSearch')
      .getByRole('region', { name: /Búsqueda de ejemplo, sin conexión/ });
    await other.getByRole('button', { name: 'Buscar cerca de mi ubicación' }).click();
    await other.getByText('Sin permiso para usar su ubicación: se busca en toda España').waitFor();
  });

  it('shows the error state when the server cannot reach its maps service', async () => {
    const { page } = await newPage();
    await openGallery(page, carta.url);
    const demo = page
      .getByTestId('gallery-AddressSearch')
      .getByRole('region', { name: 'Conectada al servidor de Carta' });
    const answered = page.waitForResponse((r) => r.url().includes('/api/geocode/search'), {
      timeout: 20_000,
    });
    await demo.getByRole('combobox', { name: 'Dirección' }).fill('Calle Mayor, Madrid');
    // The test machine has no internet: the server answers 502 and the widget says so.
    expect((await answered).status()).toBe(502);
    await demo.getByRole('alert').filter({ hasText: 'No se pudo buscar la dirección' }).waitFor();
    expect(page.url()).toContain('#/widgets');
  });

  it('the search box searches on Enter, on the magnifier, and again when cleared', async () => {
    const { page } = await newPage();
    await openGallery(page, carta.url);
    const demo = page
      .getByTestId('gallery-SearchBox')
      .getByRole('region', { name: 'Con icono para borrar' });
    const box = demo.getByRole('textbox', { name: 'Buscar' });
    await box.fill('paella');
    await box.press('Enter');
    await demo.getByText('Última búsqueda: «paella»').waitFor();
    await box.fill('gazpacho');
    await demo.getByRole('button', { name: 'Buscar' }).click();
    await demo.getByText('Última búsqueda: «gazpacho»').waitFor();
    await demo.getByRole('button', { name: 'Borrar la búsqueda' }).click();
    await demo.getByText('Última búsqueda: todo (texto vacío)').waitFor();
    expect(await box.inputValue()).toBe('');
  });
});
