import type { GuestMenuPage, GuestVenue } from '@carta/domain/guest/data';
import type { GuestMenu } from '@carta/domain/guest/views';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { LANGUAGE_KEY } from './language.ts';
import { initHistory } from './router.ts';

const venue: GuestVenue = {
  ID: 1,
  Name: 'Hotel Demo',
  Languages: ['es', 'en'],
  TimeZone: 'Europe/Madrid',
  Style: {
    enterpriseColor: '#00695c',
    BGColor: '#37474f',
    Color: '#ffffff',
    BGColorSecundary: '#e0f2f1',
    ColorSecundary: '#004d40',
    GlobalFont: 'Roboto',
    Font: null,
    FontSecundary: null,
    FontSize: 18,
    FontSizeSecundary: 16,
    withGradient: false,
    withGradientSubmenu: false,
  },
  Logo: null,
  Ordering: false,
  IncludeExtras: false,
};

const menu = (ID: number, Name: string, Type: 0 | 1, Menus: GuestMenu[] = []): GuestMenu => ({
  ID,
  Name,
  Image: null,
  Type,
  ORD: ID,
  Common: false,
  BGColor: null,
  TextColor: null,
  BGColorContent: null,
  TextColorContent: null,
  WebAppAsContent: false,
  WebAppAsLink: false,
  WebAppAsContentDomain: null,
  Menus,
  _fallback: [],
});

const names = {
  es: { 1: 'Bienvenida', 2: 'Restaurante', 3: 'Cenas', title: 'Hola' },
  en: { 1: 'Welcome', 2: 'Restaurant', 3: 'Dinners', title: 'Hello' },
};
const treeOf = (lang: 'es' | 'en') => [
  menu(1, names[lang][1], 0),
  menu(2, names[lang][2], 1, [menu(3, names[lang][3], 0)]),
];
const pageOf = (id: number, lang: 'es' | 'en'): GuestMenuPage | null => {
  const found = treeOf(lang)
    .flatMap((m) => [m, ...m.Menus])
    .find((m) => m.ID === id);
  if (!found) return null;
  const { Menus: _, ...fields } = found;
  const Blocks: GuestMenuPage['Blocks'] =
    id === 1
      ? [{ ID: 10, Type: 2, Key: 'title', ORD: 0, _fallback: [], Title: names[lang].title }]
      : [];
  return { ...fields, Blocks };
};

/** The guest API of one venue (1), answered from the data above. */
const api = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://carta.test');
  const lang = (url.searchParams.get('lang') ?? 'es') as 'es' | 'en';
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const notFound = () => json({ error: { code: 'not_found', message: 'menu not found' } }, 404);
  const path = url.pathname.match(/^\/api\/public\/guest\/(\d+)(\/menus(?:\/(\d+))?)?$/);
  if (path?.[1] !== '1') return notFound();
  if (!path?.[2]) return json(venue);
  if (!path[3]) return json({ data: treeOf(lang), total: 2 });
  const page = pageOf(Number(path[3]), lang);
  return page ? json(page) : notFound();
});

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  initHistory();
  return render(<App />);
};

/** The languages the guest's browser asks for (a Spanish phone, unless a test says otherwise). */
let browser = ['es-ES', 'es'];
beforeEach(() => {
  vi.stubGlobal('fetch', api);
  api.mockClear();
  browser = ['es-ES', 'es'];
  vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => browser);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the guest app', () => {
  it('shows the venue and its menus as tiles, in its default language', async () => {
    open('/guest/1/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Demo' })).toBeVisible();
    const nav = await screen.findByRole('navigation', { name: 'Menús' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Bienvenida', 'Restaurante']);
    expect(within(nav).getByRole('link', { name: 'Bienvenida' })).toHaveAttribute(
      'href',
      '/guest/1/menus/1',
    );
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#00695c');
    expect(api).toHaveBeenCalledWith('/api/public/guest/1/menus?lang=es', expect.anything());
  });

  it('opens a menu and its blocks, and comes back with the back link', async () => {
    const user = userEvent.setup();
    open('/guest/1/');
    await user.click(await screen.findByRole('link', { name: 'Bienvenida' }));
    expect(window.location.pathname).toBe('/guest/1/menus/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenida' })).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hola' })).toBeVisible();
    expect(document.title).toBe('Bienvenida · Hotel Demo');

    await user.click(screen.getByRole('link', { name: 'Volver' }));
    await screen.findByRole('navigation', { name: 'Menús' });
    expect(window.location.pathname).toBe('/guest/1/');
  });

  it('a submenu opened from a link goes back to its parent, not out of the app', async () => {
    const user = userEvent.setup();
    open('/guest/1/menus/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cenas' })).toBeVisible();
    const back = await screen.findByRole('link', { name: 'Volver' });
    await waitFor(() => expect(back).toHaveAttribute('href', '/guest/1/menus/2'));
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurante' })).toBeVisible();
    expect(window.location.pathname).toBe('/guest/1/menus/2');
    const submenus = screen.getByRole('navigation', { name: 'Restaurante' });
    expect(within(submenus).getByRole('link', { name: 'Cenas' })).toBeVisible();
  });

  it('switches language: the content and the labels follow, and the choice is remembered', async () => {
    const user = userEvent.setup();
    open('/guest/1/menus/1');
    await screen.findByRole('heading', { level: 2, name: 'Hola' });
    const picker = screen.getByRole('combobox', { name: 'Idioma' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Español', 'English']);
    await user.selectOptions(picker, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('link', { name: 'Back' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(api).toHaveBeenCalledWith('/api/public/guest/1/menus/1?lang=en', expect.anything());
  });

  it("starts in the language chosen before, else in the browser's when the venue speaks it", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    const first = open('/guest/1/');
    expect(await screen.findByRole('link', { name: 'Welcome' })).toBeVisible();
    first.unmount();
    localStorage.clear();
    browser = ['en-GB'];
    open('/guest/1/');
    expect(await screen.findByRole('link', { name: 'Welcome' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('says so when the venue does not exist, or the address is not a venue at all', async () => {
    open('/guest/99/');
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este establecimiento' }),
    ).toBeVisible();
    api.mockClear();
    act(() => window.history.replaceState(null, '', '/guest/x/'));
    const { unmount } = render(<App />);
    expect(
      screen.getAllByRole('heading', { name: 'No encontramos este establecimiento' }),
    ).not.toHaveLength(0);
    expect(api).not.toHaveBeenCalled();
    unmount();
  });

  it('says a menu is not available (private, out of hours, gone) and leads home', async () => {
    open('/guest/1/menus/77');
    expect(
      await screen.findByRole('heading', { name: 'Esta página no está disponible' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/guest/1/');
  });
});
