import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../test/fetchStub.ts';
import { searchAddress, searchAddressCredited } from './geocode.ts';
import { setToken } from './session.ts';

const result = { address: 'Calle Mayor, Madrid, España', lat: 40.41, lon: -3.7, components: {} };

const stub = (answer: () => Response) => {
  const urls: URL[] = [];
  const headers: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new URL(String(input), 'http://localhost'));
      headers.push(new Headers(init?.headers));
      return answer();
    }),
  );
  return { urls, headers };
};

describe('searchAddress', () => {
  beforeEach(() => {
    window.location.hash = '#/widgets';
    setToken('staff-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks Carta's server with the staff token and answers its list", async () => {
    const { urls, headers } = stub(() => json(200, { data: [result] }));
    await expect(searchAddress('Calle Mayor')).resolves.toEqual([result]);
    expect(urls[0]?.pathname).toBe('/api/geocode/search');
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ q: 'Calle Mayor' });
    expect(headers[0]?.get('Authorization')).toBe('Bearer staff-token');
  });

  it("sends the user's position to find places near it first", async () => {
    const { urls } = stub(() => json(200, { data: [] }));
    await searchAddress('Playa & mar', { lat: 28.14, lon: -15.43 });
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      q: 'Playa & mar',
      lat: '28.14',
      lon: '-15.43',
    });
  });

  it('rejects with the server error when the maps service fails, staying on the screen', async () => {
    stub(() => apiError(502, 'geocoder_failed', 'Nominatim could not be reached (ENOTFOUND)'));
    await expect(searchAddress('Calle Mayor')).rejects.toMatchObject({
      status: 502,
      code: 'geocoder_failed',
    });
    expect(window.location.hash).toBe('#/widgets');
  });
});

describe('searchAddressCredited', () => {
  beforeEach(() => setToken('staff-token'));
  afterEach(() => vi.unstubAllGlobals());

  it("answers the maps service's credit beside its results", async () => {
    stub(() => json(200, { data: [result], attribution: '© OpenStreetMap contributors' }));
    expect(await searchAddressCredited('Calle Mayor')).toEqual({
      data: [result],
      attribution: '© OpenStreetMap contributors',
    });
  });
});
