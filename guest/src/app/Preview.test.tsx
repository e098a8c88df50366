import type { GuestMenuPage } from '@carta/domain/guest/data';
import type { GuestMenu } from '@carta/domain/guest/views';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testVenue } from '../blocks/testing.tsx';
import { App } from './App.tsx';
import { LANGUAGE_KEY } from './language.ts';
import { resetPreviewRefused, STAFF_TOKEN_KEY } from './preview.ts';
import { initHistory } from './router.ts';

const venue = testVenue({ Languages: ['es', 'en'] });

const AT = '2026-11-25T21:00:00+01:00';
const PREVIEW = `preview=${encodeURIComponent(AT)}`;
const STAFF = 'staff-of-1';
const FOREIGN = 'staff-of-2';

const menu = (ID: number, Name: string): GuestMenu => ({
  ID,
  Name,
  Image: null,
  Type: 0,
  ORD: ID,
  Common: false,
  BGColor: null,
  TextColor: null,
  BGColorContent: null,
  TextColorContent: null,
  WebAppAsContent: false,
  WebAppAsLink: false,
  WebAppAsContentDomain: null,
  Menus: [],
  _fallback: [],
});

/** Menu 1 has a dinner block that only a read at 21:00 sees; at= obeys the server's rules. */
const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://carta.test');
  const lang = url.searchParams.get('lang') === 'en' ? 'en' : 'es';
  const auth = new Headers(init?.headers).get('Authorization');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const at = url.searchParams.get('at');
  if (at !== null) {
    if (!auth) return json({ error: { code: 'bad_request', message: 'at', fields: ['at'] } }, 400);
    if (auth !== `Bearer ${STAFF}`)
      return json({ error: { code: 'forbidden', message: 'no' } }, 403);
  }
  const dinner = at === AT;
  const name = lang === 'en' ? 'Welcome' : 'Bienvenida';
  if (url.pathname === '/api/public/guest/1') return json(venue);
  if (url.pathname === '/api/public/guest/1/menus')
    return json({ data: [menu(1, name), menu(2, 'Spa')], total: 2 });
  if (url.pathname === '/api/public/guest/1/menus/1') {
    const { Menus: _, ...fields } = menu(1, name);
    const Blocks: GuestMenuPage['Blocks'] = [
      {
        ID: 10,
        Type: 2,
        Key: 'title',
        ORD: 0,
        _fallback: [],
        Title: lang === 'en' ? 'Hello' : 'Hola',
      },
      ...(dinner
        ? [
            {
              ID: 11,
              Type: 2 as const,
              Key: 'title' as const,
              ORD: 1,
              _fallback: [],
              Title: 'Cena',
            },
          ]
        : []),
    ];
    return json({ ...fields, Blocks } satisfies GuestMenuPage);
  }
  return json({ error: { code: 'not_found', message: 'menu not found' } }, 404);
});

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  initHistory();
  return render(<App />);
};

const calls = () =>
  api.mock.calls.map(([input, init]) => ({
    url: String(input),
    auth: new Headers(init?.headers).get('Authorization'),
  }));

beforeEach(() => {
  vi.stubGlobal('fetch', api);
  api.mockClear();
  vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => ['es-ES']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetPreviewRefused();
});

describe('the editor preview in the guest app', () => {
  it('shows the menu as of the moment, says so in a banner, and reads with the staff token', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, STAFF);
    open(`/guest/1/menus/1?${PREVIEW}&lang=es`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cena' })).toBeVisible();
    expect(screen.getByRole('note', { name: 'Vista previa' })).toHaveTextContent(
      'Vista previa: 25/11/2026 21:00 (Europe/Madrid)',
    );
    const reads = calls();
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      expect(read.url).toContain(`at=${encodeURIComponent(AT)}`);
      expect(read.url).not.toContain(STAFF);
      expect(read.auth).toBe(`Bearer ${STAFF}`);
    }
  });

  it('keeps the preview while moving inside it, in the language of the link', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STAFF_TOKEN_KEY, STAFF);
    localStorage.setItem(LANGUAGE_KEY, 'es');
    open(`/guest/1/?${PREVIEW}&lang=en`);
    const nav = await screen.findByRole('navigation', { name: 'Menus' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('note', { name: 'Preview' })).toHaveTextContent(
      'Preview: 11/25/2026 21:00 (Europe/Madrid)',
    );
    await user.click(within(nav).getByRole('link', { name: 'Welcome' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Cena' })).toBeVisible();
    expect(window.location.search).toBe(`?${PREVIEW}&lang=en`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hola' })).toBeVisible();
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('es');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute(
      'href',
      `/guest/1/?${PREVIEW}&lang=es`,
    );
    // The guest's own remembered language is not the staff's preview choice.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(calls().every((read) => read.url.includes('at='))).toBe(true);
  });

  it.each([
    ['no token', null],
    ["another venue's token", FOREIGN],
  ])('with %s says to sign in, never the guest view at now', async (_, token) => {
    if (token) localStorage.setItem(STAFF_TOKEN_KEY, token);
    open(`/guest/1/menus/1?${PREVIEW}&lang=es`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'La vista previa necesita tu sesión del back-office',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir al back-office' })).toHaveAttribute(
      'href',
      '/#/login',
    );
    expect(screen.queryByRole('heading', { name: 'Hola' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hotel Demo' })).toBeNull();
    expect(calls().every((read) => read.url.includes('at='))).toBe(true);
  });

  it('a link with a moment that is not one reads nothing and says the link is wrong', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, STAFF);
    open('/guest/1/menus/1?preview=tonight&lang=en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This preview link is not valid' }),
    ).toBeVisible();
    expect(api).not.toHaveBeenCalled();
  });

  it('outside a preview sends no token and no at=, even when staff are signed in', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, STAFF);
    open('/guest/1/menus/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hola' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Cena' })).toBeNull();
    expect(screen.queryByRole('note', { name: 'Vista previa' })).toBeNull();
    for (const read of calls()) {
      expect(read.url).not.toContain('at=');
      expect(read.auth).toBeNull();
    }
  });
});
