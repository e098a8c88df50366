import type { GuestMenuPage } from '@carta/domain/guest/data';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAll } from '../api/resource.ts';
import { App } from '../app/App.tsx';
import { LANGUAGE_KEY } from '../app/language.ts';
import { initHistory } from '../app/router.ts';
import { testVenue } from '../blocks/testing.tsx';
import { CACHED_AT_HEADER, OFFLINE_HEADER } from './cache-rules.ts';
import { forgetOfflineState, watchConnection } from './state.ts';

const venue = testVenue({ Languages: ['es', 'de'] });

const page = (lang: string): GuestMenuPage => ({
  ID: 1,
  Name: lang === 'de' ? 'Willkommen' : 'Bienvenida',
  Image: null,
  Type: 0,
  ORD: 0,
  Common: false,
  BGColor: null,
  TextColor: null,
  BGColorContent: null,
  TextColorContent: null,
  WebAppAsContent: false,
  WebAppAsLink: false,
  WebAppAsContentDomain: null,
  _fallback: [],
  Blocks: [{ ID: 10, Type: 2, Key: 'title', ORD: 0, _fallback: [], Title: 'Hola' }],
});

/** 15 June 2020 at noon UTC: the same day on any phone's clock from UTC−11 to UTC+11. */
const KEPT_AT = Date.UTC(2020, 5, 15, 12, 0);

/** How the guest API answers now: fresh from Carta, kept by the worker, or offline. */
let mode: 'fresh' | 'kept' | 'not kept' | 'no network' = 'fresh';
const api = vi.fn(async (input: RequestInfo | URL) => {
  if (mode === 'no network') throw new TypeError('Failed to fetch');
  const url = new URL(String(input), 'http://carta.test');
  const lang = url.searchParams.get('lang') ?? 'es';
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (mode === 'kept') headers[CACHED_AT_HEADER] = String(KEPT_AT);
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers });
  if (url.pathname === '/api/public/guest/1') return json(venue);
  if (url.pathname === '/api/public/guest/1/menus') return json({ data: [], total: 0 });
  if (mode === 'not kept') {
    return new Response('{}', { status: 503, headers: { [OFFLINE_HEADER]: '1' } });
  }
  return json(page(lang));
});

let online = true;
let stopWatching = () => {};
const open = (path: string) => {
  window.history.replaceState(null, '', path);
  initHistory();
  return render(<App />);
};
const goOnline = () =>
  act(async () => {
    online = true;
    mode = 'fresh';
    window.dispatchEvent(new Event('online'));
  });
const note = () => screen.queryByText(/Sin conexión|Offline/);

beforeEach(() => {
  mode = 'fresh';
  online = true;
  forgetOfflineState();
  vi.stubGlobal('fetch', api);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => ['es-ES']);
  stopWatching = watchConnection(reloadAll);
});
afterEach(() => {
  stopWatching();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the guest app offline', () => {
  it('says when the data shown was read, and drops the note once fresh data replaces it', async () => {
    mode = 'kept';
    open('/guest/1/menus/1');
    await screen.findByRole('heading', { level: 2, name: 'Hola' });
    const status = await screen.findByText(/^Sin conexión — datos del 15\/6 a las \d{1,2}:00$/);
    expect(status.closest('[role="status"]')).not.toBeNull();

    await goOnline();
    await waitFor(() => expect(note()).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Hola' })).toBeVisible();
    // The region stays, empty, so that the next note is announced.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("writes the note in the guest's language and its date format", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'de');
    mode = 'kept';
    open('/guest/1/menus/1');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen' });
    expect(await screen.findByText(/^Offline — Daten vom 15\.6\. um \d{1,2}:00$/)).toBeVisible();
  });

  it('says a menu never read is not available offline, and shows it once back online', async () => {
    online = false;
    mode = 'not kept';
    open('/guest/1/menus/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No disponible sin conexión' }),
    ).toBeVisible();
    expect(screen.getByText(/Solo se pueden ver sin conexión las páginas/)).toBeVisible();
    expect(screen.getByText('Sin conexión')).toBeVisible();

    // Trying again offline changes nothing, and breaks nothing.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No disponible sin conexión' }),
    ).toBeVisible();

    await goOnline();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hola' })).toBeVisible();
    await waitFor(() => expect(note()).toBeNull());
  });

  it('reads again a little later when the first read back online fails', async () => {
    mode = 'kept';
    open('/guest/1/menus/1');
    await screen.findByText(/^Sin conexión — datos del/);
    // The browser says online, but the first reads still find no network.
    await act(async () => {
      online = true;
      mode = 'no network';
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText(/^Sin conexión — datos del/)).toBeVisible();
    mode = 'fresh';
    await waitFor(() => expect(note()).toBeNull(), { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Hola' })).toBeVisible();
  });

  it('without a worker yet: offline, the same page for the venue itself', async () => {
    online = false;
    mode = 'no network';
    open('/guest/1/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No disponible sin conexión' }),
    ).toBeVisible();
    await goOnline();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Demo' })).toBeVisible();
  });

  it('online, a server that cannot be reached is still "could not load", not "offline"', async () => {
    mode = 'no network';
    open('/guest/1/');
    expect(await screen.findByText('No se ha podido cargar. Comprueba la conexión.')).toBeVisible();
    expect(screen.queryByText('No disponible sin conexión')).toBeNull();
  });
});
