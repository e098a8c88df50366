import { afterEach, describe, expect, it } from 'vitest';
import {
  currentPreview,
  formatPreviewMoment,
  previewLanguage,
  previewRequest,
  previewSearch,
  readPreview,
  STAFF_TOKEN_KEY,
  setPreviewLanguage,
} from './preview.ts';
import { hrefOf } from './router.ts';

const AT = '2026-11-25T21:00:00+01:00';
const search = `?preview=${encodeURIComponent(AT)}&lang=de`;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('readPreview', () => {
  it('is no preview without preview=, whatever else the query holds', () => {
    expect(readPreview('')).toEqual({ kind: 'none' });
    expect(readPreview('?lang=en')).toEqual({ kind: 'none' });
  });

  it('reads the moment and the language', () => {
    const preview = readPreview(search);
    expect(preview).toMatchObject({ kind: 'preview', atText: AT, lang: 'de' });
    expect(preview.kind === 'preview' && preview.at.toISOString()).toBe('2026-11-25T20:00:00.000Z');
    expect(readPreview(`?preview=${encodeURIComponent(AT)}`)).toMatchObject({ lang: null });
  });

  it.each(['', 'now', '2026-11-25T21:00', '2026-02-30T21:00:00Z'])(
    'calls preview=%j invalid: nothing is read at "now" in its place',
    (value) => {
      expect(readPreview(`?preview=${encodeURIComponent(value)}&lang=en`)).toEqual({
        kind: 'invalid',
        lang: 'en',
      });
    },
  );
});

describe('inside a preview URL', () => {
  it('links keep the moment and the language; outside one they are plain', () => {
    expect(hrefOf('1', { page: 'menu', id: 4 })).toBe('/guest/1/menus/4');
    window.history.replaceState(null, '', `/guest/1/menus/7${search}&other=x`);
    expect(previewSearch()).toBe(`?preview=${encodeURIComponent(AT)}&lang=de`);
    expect(hrefOf('1', { page: 'menu', id: 4 })).toBe(`/guest/1/menus/4${previewSearch()}`);
    expect(hrefOf('1', { page: 'home' })).toBe(`/guest/1/${previewSearch()}`);
  });

  it('a language switched is written into the URL, so links and a reload keep it', () => {
    window.history.replaceState({ depth: 2 }, '', `/guest/1/menus/7${search}`);
    setPreviewLanguage('fr');
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('fr');
    expect(window.location.pathname).toBe('/guest/1/menus/7');
    expect(window.history.state).toEqual({ depth: 2 });
    expect(currentPreview()).toMatchObject({ kind: 'preview', atText: AT, lang: 'fr' });
  });

  it("starts in the link's language only when the venue speaks it", () => {
    window.history.replaceState(null, '', `/guest/1/${search}`);
    expect(previewLanguage(['es', 'en', 'de'])).toBe('de');
    expect(previewLanguage(['es', 'en'])).toBeNull();
  });

  it("sends at= with the back-office's stored token, never one from the URL", () => {
    expect(previewRequest()).toBeNull();
    window.history.replaceState(null, '', `/guest/1/${search}&token=from-url`);
    expect(previewRequest()).toEqual({ at: AT, token: null });
    localStorage.setItem(STAFF_TOKEN_KEY, 'staff-jwt');
    expect(previewRequest()).toEqual({ at: AT, token: 'staff-jwt' });
    expect(previewSearch()).not.toContain('token');
  });
});

describe('formatPreviewMoment', () => {
  const at = new Date('2026-11-25T20:00:00Z');
  it("is the venue's clock, in the language's own order, on 24 hours", () => {
    expect(formatPreviewMoment(at, 'Europe/Madrid', 'es')).toBe('25/11/2026 21:00');
    expect(formatPreviewMoment(at, 'Europe/Madrid', 'de')).toBe('25.11.2026 21:00');
    expect(formatPreviewMoment(at, 'Atlantic/Canary', 'fr')).toBe('25/11/2026 20:00');
    expect(formatPreviewMoment(at, 'America/New_York', 'en')).toBe('11/25/2026 15:00');
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    expect(formatPreviewMoment(at, 'Nowhere/Atlantis', 'es')).toBe('25/11/2026 20:00');
  });
});
