import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedViolations } from './axe.ts';
import { guestDir, type Running, requestsAnswered, startCarta } from './harness.ts';

const PHONE = { width: 390, height: 844 };
/** SHOTS_DIR=<dir> also saves screenshots of the offline note, on a phone and a laptop. */
const shots = process.env.SHOTS_DIR;

/** Uncaught exceptions of the page: none, online or offline. */
const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/**
 * What a fetch from the page gets: its status, or 'failed' when no answer came. Past the browser's
 * HTTP cache (which keeps public answers 30 s on its own): only the worker may answer offline.
 */
const fetchFromPage = (page: Page, url: string, headers: Record<string, string> = {}) =>
  page.evaluate(
    ({ url, headers }) =>
      fetch(url, { headers, cache: 'no-store' }).then(
        (res) => res.status,
        () => 'failed' as const,
      ),
    { url, headers },
  );

/** Resolves once a cache of the page's service worker holds an answer for `path` (and query). */
const kept = (page: Page, path: string) =>
  page.waitForFunction(
    async (wanted) => {
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        if (keys.some((request) => request.url.endsWith(wanted))) return true;
      }
      return false;
    },
    path,
    { polling: 100, timeout: 20_000 },
  );

/**
 * behaviour.md#guest-app "Offline": the service worker keeps the app shell and the menus read; reopened
 * without a connection, the app shows them with "Sin conexión — datos de …", a menu never read
 * says it is not available offline, and the note goes once the connection is back.
 */
describe('the guest app offline, on a phone', () => {
  let carta: Running;
  beforeAll(async () => {
    if (!existsSync(join(guestDir, 'sw.js'))) {
      throw new Error('guest/dist/sw.js is missing: run `npm run build` first');
    }
    carta = await startCarta();
  });
  afterAll(() => carta?.stop());

  it('reloads the last menu read without a connection, with the offline note', async () => {
    const { context, page } = await carta.newPage('es-ES');
    await page.setViewportSize(PHONE);
    const errors = watchErrors(page);

    const worker = await page.request.get(`${carta.url}/guest/sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // Online: the home, then the worker takes over (it re-reads what was read before it).
    await page.goto(`${carta.url}/guest/1/`);
    const menus = page.getByRole('navigation', { name: 'Menús' });
    await menus.getByRole('link', { name: 'Bienvenida' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 20_000,
    });
    // The worker re-reads what came before it: wait until it has kept the tree, not just for
    // quiet (under load the re-read may not have started when the page first looks idle).
    await kept(page, '/api/public/guest/1/menus?lang=es');
    await requestsAnswered(page);
    const status = page.getByRole('status').filter({ hasText: /Sin conexión/ });
    expect(await status.count()).toBe(0);

    // A menu read online, with its image.
    await menus.getByRole('link', { name: 'Bienvenida' }).click();
    await page.getByRole('heading', { level: 2, name: 'Bienvenido al Hotel Demo' }).waitFor();
    await kept(page, '/api/public/guest/1/menus/1?lang=es');
    await requestsAnswered(page);
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
    );

    // Offline, reloaded: the menu from the worker, with when it was read.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Bienvenida' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Bienvenido al Hotel Demo' }).waitFor();
    await page.getByText('La recepción está abierta').waitFor();
    await status.waitFor();
    expect(await status.textContent()).toMatch(/^Sin conexión — datos de hoy a las \d{1,2}:\d\d$/);
    // The kept image too (best effort, but this one is small and was read).
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
    );
    expect(await page.locator('main img').count()).toBeGreaterThan(0);
    expect(await gatedViolations(page, 'offline menu')).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/offline-menu-390.png`, fullPage: true });

    // Never from the cache: a preview instant, a token, a staff Authorization header.
    const base = `${carta.url}/api/public/guest/1/menus`;
    expect(await fetchFromPage(page, `${base}/1?lang=es`)).toBe(200);
    expect(await fetchFromPage(page, `${base}?lang=es&at=2026-01-01T21:00:00Z`)).toBe('failed');
    expect(await fetchFromPage(page, `${base}?lang=es&token=x`)).toBe('failed');
    expect(await fetchFromPage(page, `${base}?lang=es`, { Authorization: 'Bearer x' })).toBe(
      'failed',
    );

    // The home, from the kept tree; a menu never read: a friendly page, not a crash.
    await page.getByRole('link', { name: 'Hotel Demo' }).click();
    await menus.getByRole('link', { name: 'Spa y piscina' }).click();
    await page.getByRole('heading', { level: 1, name: 'No disponible sin conexión' }).waitFor();
    await page
      .getByText('Solo se pueden ver sin conexión las páginas que ya has abierto')
      .waitFor();
    await status.waitFor();
    if (shots) {
      await page.screenshot({ path: `${shots}/offline-unavailable-390.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Hotel Demo' }).waitFor();
      await page.screenshot({ path: `${shots}/offline-home-1440.png` });
      await page.goForward();
      await page.getByRole('heading', { level: 1, name: 'No disponible sin conexión' }).waitFor();
      await page.setViewportSize(PHONE);
    }

    // Back online: the page loads, fresh answers replace the kept ones, the note goes.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 2, name: 'Spa' }).waitFor();
    await status.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Hotel Demo' }).click();
    await menus.getByRole('link', { name: 'Bienvenida' }).waitFor();
    expect(await status.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
