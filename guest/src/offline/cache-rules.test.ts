// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CACHED_AT_HEADER,
  cachedAtOf,
  cacheKindOf,
  DATA_CACHE,
  IMAGE_CACHE,
  imagesOverBudget,
  isKeepable,
  type RequestFacts,
  shellCacheOf,
  staleCaches,
} from './cache-rules.ts';

const ORIGIN = 'https://carta.example';
const get = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: `${ORIGIN}${path}`,
  mode: 'cors',
  destination: '',
  hasAuthorization: false,
  ...more,
});
const page = (path: string) => get(path, { mode: 'navigate', destination: 'document' });
const img = (path: string, more: Partial<RequestFacts> = {}) =>
  get(path, { mode: 'no-cors', destination: 'image', ...more });

describe('what the service worker answers, and how', () => {
  it.each([
    [page('/guest/1/'), 'shell'],
    [page('/guest/1/menus/12'), 'shell'],
    [page('/guest/1/menus/12?lang=en'), 'shell'],
    [get('/guest/assets/index-B0thH6v-.js'), 'asset'],
    [get('/guest/assets/BlockList-CPp5sQMv.css'), 'asset'],
    [get('/api/public/guest/1'), 'api'],
    [get('/api/public/guest/1/menus?lang=es'), 'api'],
    [get('/api/public/guest/1/menus/12?lang=de'), 'api'],
    [get('/api/utils/allergens/1'), 'api'],
    [get('/api/v1/public/workspaces/1/menu-ext/'), 'api'],
    [img('/uploads/1/abc.webp'), 'image'],
    [img('/img/demo/lobby.svg'), 'image'],
    [img('/assets/allergens/gluten.svg'), 'image'],
  ] as const)('%o → %s', (request, kind) => {
    expect(cacheKindOf(request, ORIGIN)).toBe(kind);
  });

  it.each([
    ['a write', get('/api/public/guest/1/blocks/5/answers', { method: 'POST' })],
    ['a HEAD', get('/api/public/guest/1', { method: 'HEAD' })],
    [
      'a staff read (Authorization)',
      get('/api/public/guest/1/menus/3', { hasAuthorization: true }),
    ],
    [
      'a preview instant',
      get('/api/public/guest/1/menus/3?lang=es&at=2026-11-25T21:00:00%2B01:00'),
    ],
    ['a token in the query', get('/api/public/guest/1/menus?token=abc')],
    ['a token, name encoded', get('/api/public/guest/1/menus?%74oken=abc')],
    ['a token, upper case', get('/api/public/guest/1/menus?TOKEN=abc')],
    ['a preview page', page('/guest/1/menus/3?preview=2026-11-25T21:00&lang=en')],
    ['the answers endpoint read', get('/api/public/guest/1/blocks/5/answers')],
    ['a private API', get('/api/private/menus/1')],
    ['the staff menus API', get('/api/menus/1')],
    [
      'another origin',
      get('/api/public/guest/1', { url: 'https://evil.example/api/public/guest/1' }),
    ],
    ['an image elsewhere', img('/x.png', { url: 'https://cdn.example/x.png' })],
    ['an upload not as an image', get('/uploads/1/menu.pdf', { destination: 'iframe' })],
    ['the back-office', page('/')],
    ['the back-office files', get('/assets/index-abc.js')],
    ['the worker itself', page('/guest/sw.js')],
    ['a broken address', get('', { url: 'not a url' })],
  ])('leaves %s to the browser', (_what, request) => {
    expect(cacheKindOf(request, ORIGIN)).toBeNull();
  });
});

const answer = (status: number, cacheControl: string | null, type = 'basic') => ({
  status,
  type,
  headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}),
});

describe('which answers are kept', () => {
  it('keeps a public 200, not an error, a partial, an opaque or a private answer', () => {
    expect(isKeepable(answer(200, 'public, max-age=30, must-revalidate'))).toBe(true);
    expect(isKeepable(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(isKeepable(answer(200, null))).toBe(true);
    expect(isKeepable(answer(404, 'public, max-age=30'))).toBe(false);
    expect(isKeepable(answer(206, null))).toBe(false);
    expect(isKeepable(answer(200, null, 'opaque'))).toBe(false);
    expect(isKeepable(answer(200, 'private, no-cache'))).toBe(false);
    expect(isKeepable(answer(200, 'No-Store'))).toBe(false);
  });

  it('reads when a kept answer was fetched; a fresh answer has no such time', () => {
    expect(cachedAtOf(new Headers({ [CACHED_AT_HEADER]: '1764081120000' }))).toBe(1764081120000);
    expect(cachedAtOf(new Headers())).toBeNull();
    expect(cachedAtOf(new Headers({ [CACHED_AT_HEADER]: 'yesterday' }))).toBeNull();
    expect(cachedAtOf(new Headers({ [CACHED_AT_HEADER]: '-5' }))).toBeNull();
  });
});

describe('cache names and budgets', () => {
  it("deletes the worker's caches of other versions, and nobody else's", () => {
    const current = [shellCacheOf('new'), DATA_CACHE, IMAGE_CACHE];
    expect(
      staleCaches(
        [shellCacheOf('old'), shellCacheOf('new'), DATA_CACHE, 'carta-guest-data-v0', 'other-app'],
        current,
      ),
    ).toEqual([shellCacheOf('old'), 'carta-guest-data-v0']);
  });

  it('drops the oldest images until the rest fit the budget', () => {
    const kept = [
      { key: 'a', bytes: 400 },
      { key: 'b', bytes: 300 },
      { key: 'c', bytes: 200 },
      { key: 'd', bytes: 100 },
    ];
    expect(imagesOverBudget(kept, 1000)).toEqual([]);
    expect(imagesOverBudget(kept, 999)).toEqual(['a']);
    expect(imagesOverBudget(kept, 300)).toEqual(['a', 'b']);
    expect(imagesOverBudget(kept, 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(imagesOverBudget([], 0)).toEqual([]);
  });
});
