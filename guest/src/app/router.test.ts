// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hrefOf, parseLocation } from './router.ts';

describe('routes under /guest/{ws}/', () => {
  it.each([
    ['/guest/1/', { ws: '1', route: { page: 'home' } }],
    ['/guest/1', { ws: '1', route: { page: 'home' } }],
    ['/guest/1/menus/3', { ws: '1', route: { page: 'menu', id: 3 } }],
    ['/guest/1/menus/3/', { ws: '1', route: { page: 'menu', id: 3 } }],
    ['/guest/1/menus/0', { ws: '1', route: { page: 'unknown' } }],
    ['/guest/1/menus/abc', { ws: '1', route: { page: 'unknown' } }],
    ['/guest/1/menus/3/extra', { ws: '1', route: { page: 'unknown' } }],
    ['/guest/1/point', { ws: '1', route: { page: 'point' } }],
    ['/guest/1/point/', { ws: '1', route: { page: 'point' } }],
    ['/guest/1/point/3', { ws: '1', route: { page: 'unknown' } }],
    ['/guest/1/whatever', { ws: '1', route: { page: 'unknown' } }],
    ['/guest/abc/', { ws: 'abc', route: { page: 'home' } }],
    ['/guest/', { ws: null, route: { page: 'unknown' } }],
    ['/elsewhere', { ws: null, route: { page: 'unknown' } }],
  ])('%s', (path, expected) => {
    expect(parseLocation(path)).toEqual(expected);
  });

  it('writes the same paths back', () => {
    expect(hrefOf('1', { page: 'home' })).toBe('/guest/1/');
    expect(hrefOf('1', { page: 'menu', id: 42 })).toBe('/guest/1/menus/42');
    expect(hrefOf('1', { page: 'point' })).toBe('/guest/1/point');
    expect(parseLocation(hrefOf('7', { page: 'menu', id: 9 }))).toEqual({
      ws: '7',
      route: { page: 'menu', id: 9 },
    });
  });
});
