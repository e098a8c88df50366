import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { setToken } from './session.ts';
import { translateValue } from './translate.ts';

/** A fetch that records the whole URL (query included) and answers as told. */
const stubFetch = (status: number, body: unknown) => {
  const mock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
};

describe('translateValue', () => {
  beforeEach(() => setToken('tok'));
  afterEach(() => vi.unstubAllGlobals());

  it('PUTs the translatable object to {ws}/{provider}-translate and answers data', async () => {
    const fetch = stubFetch(200, { data: { es: 'Hola', en: 'Hello', de: 'Hallo' } });
    const answer = await translateValue('12', 'deepl', { es: 'Hola', en: '', de: '' });
    expect(answer).toEqual({ es: 'Hola', en: 'Hello', de: 'Hallo' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/enterprises/12/deepl-translate');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ es: 'Hola', en: '', de: '' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('asks the provider to keep markup with ?html=1 for rich text', async () => {
    const fetch = stubFetch(200, { data: { es: '<p>Hola</p>', en: '<p>Hello</p>' } });
    await translateValue('12', 'libretranslate', { es: '<p>Hola</p>', en: '' }, { html: true });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      '/api/enterprises/12/libretranslate-translate?html=1',
    );
  });

  it('encodes the enterprise segment', async () => {
    const fetch = stubFetch(200, { data: {} });
    await translateValue('1/2', 'google', { es: 'x' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/enterprises/1%2F2/google-translate');
  });

  it('rejects with the API error of a failed provider', async () => {
    stubFetch(502, { error: { code: 'translation_failed', message: 'DeepL answered 456' } });
    const failure = translateValue('12', 'deepl', { es: 'Hola', en: '' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 502, code: 'translation_failed' });
  });
});
