import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeProvider,
  fakeTranslation,
  type Reply,
  type Seen,
  startFakeProvider,
} from '../../../test/fake-provider.ts';
import { UpstreamFailed } from '../../domain-errors.ts';
import { statusOfDomainError } from '../../http/errors.ts';
import { createDeepl, deeplBaseUrl, deeplSourceLang, deeplTargetLang } from './deepl.ts';
import { createGoogle, GOOGLE_BASE_URL } from './google.ts';
import { createTranslator } from './index.ts';
import { createLibreTranslate, LIBRETRANSLATE_BASE_URL } from './libretranslate.ts';
import type { TranslationProviderId, Translator } from './translator.ts';

const KEY = 'sk-Zq9/secret+key:fx';

let fake: FakeProvider | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const serve = async (answer: (seen: Seen) => Reply) => {
  fake = await startFakeProvider(answer);
  return fake;
};

/** The 502 a failing call throws, or a test failure when it does not throw one. */
const failureOf = async (call: Promise<unknown>): Promise<UpstreamFailed> => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamFailed);
  const http = error as UpstreamFailed;
  expect(statusOfDomainError(http)).toEqual({ status: 502, code: 'translation_failed' });
  expect(http.message).not.toContain(KEY);
  expect(http.message).not.toContain(encodeURIComponent(KEY));
  return http;
};

describe('DeepL adapter', () => {
  const deeplAnswer = (seen: Seen): Reply => {
    const body = seen.body as { text: string[]; target_lang: string };
    return {
      json: {
        translations: body.text.map((t) => ({
          detected_source_language: 'ES',
          text: fakeTranslation(t, body.target_lang),
        })),
      },
    };
  };

  it('posts /v2/translate with the auth header and a JSON body, and reads translations in order', async () => {
    const server = await serve(deeplAnswer);
    const deepl = createDeepl({ key: KEY, url: server.url });
    expect(await deepl.translate(['Hola', 'Adiós'], 'es', 'en', false)).toEqual([
      '[EN-GB] Hola',
      '[EN-GB] Adiós',
    ]);
    expect(server.requests).toHaveLength(1);
    const [seen] = server.requests;
    expect(seen?.method).toBe('POST');
    expect(seen?.path).toBe('/v2/translate');
    expect([...(seen?.query.keys() ?? [])]).toEqual([]);
    expect(seen?.headers.authorization).toBe(`DeepL-Auth-Key ${KEY}`);
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.body).toEqual({
      text: ['Hola', 'Adiós'],
      source_lang: 'ES',
      target_lang: 'EN-GB',
    });
  });

  it("sends tag_handling 'html' for rich text", async () => {
    const server = await serve(deeplAnswer);
    const deepl = createDeepl({ key: KEY, url: `${server.url}/` });
    await deepl.translate(['<p>Hola</p>'], 'es', 'de', true);
    expect(server.requests[0]?.path).toBe('/v2/translate');
    expect(server.requests[0]?.body).toEqual({
      text: ['<p>Hola</p>'],
      source_lang: 'ES',
      target_lang: 'DE',
      tag_handling: 'html',
    });
  });

  it('maps language codes: British English and European Portuguese targets, bare sources', () => {
    expect(deeplTargetLang('en')).toBe('EN-GB');
    expect(deeplTargetLang('pt')).toBe('PT-PT');
    expect(deeplTargetLang('fr')).toBe('FR');
    expect(deeplTargetLang('pt-BR')).toBe('PT-BR');
    expect(deeplSourceLang('en')).toBe('EN');
    expect(deeplSourceLang('pt-BR')).toBe('PT');
  });

  it("defaults to the free endpoint for ':fx' keys and to the pro endpoint otherwise", async () => {
    expect(deeplBaseUrl('abc:fx')).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('abc')).toBe('https://api.deepl.com');
    const urls: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ translations: [{ text: 'Hello' }] }));
    };
    await createDeepl({ key: 'k:fx', url: null, fetch: fetchStub }).translate(
      ['Hola'],
      'es',
      'en',
      false,
    );
    await createDeepl({ key: 'k', url: null, fetch: fetchStub }).translate(
      ['Hola'],
      'es',
      'en',
      false,
    );
    expect(urls).toEqual([
      'https://api-free.deepl.com/v2/translate',
      'https://api.deepl.com/v2/translate',
    ]);
  });

  it('refuses to call without a key', async () => {
    const error = await failureOf(
      createDeepl({ key: null, url: null }).translate(['Hola'], 'es', 'en', false),
    );
    expect(error.message).toBe('DeepL has no API key configured');
  });
});

describe('Google adapter', () => {
  const googleAnswer = (seen: Seen): Reply => {
    const body = seen.body as { q: string[]; target: string };
    return {
      json: {
        data: {
          translations: body.q.map((t) => ({ translatedText: fakeTranslation(t, body.target) })),
        },
      },
    };
  };

  it('posts /language/translate/v2 with the key as a query parameter and a JSON body', async () => {
    const server = await serve(googleAnswer);
    const google = createGoogle({ key: KEY, url: server.url });
    expect(await google.translate(['Hola', 'Adiós'], 'es', 'fr', false)).toEqual([
      '[fr] Hola',
      '[fr] Adiós',
    ]);
    const [seen] = server.requests;
    expect(seen?.method).toBe('POST');
    expect(seen?.path).toBe('/language/translate/v2');
    expect(seen?.query.get('key')).toBe(KEY);
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.body).toEqual({
      q: ['Hola', 'Adiós'],
      source: 'es',
      target: 'fr',
      format: 'text',
    });
  });

  it("sends format 'html' for rich text", async () => {
    const server = await serve(googleAnswer);
    await createGoogle({ key: KEY, url: server.url }).translate(['<p>Hola</p>'], 'es', 'en', true);
    expect(server.requests[0]?.body).toEqual({
      q: ['<p>Hola</p>'],
      source: 'es',
      target: 'en',
      format: 'html',
    });
  });

  it('defaults to translation.googleapis.com', async () => {
    const urls: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(
        JSON.stringify({ data: { translations: [{ translatedText: 'Hello' }] } }),
      );
    };
    await createGoogle({ key: 'a b', url: null, fetch: fetchStub }).translate(
      ['Hola'],
      'es',
      'en',
      false,
    );
    expect(GOOGLE_BASE_URL).toBe('https://translation.googleapis.com');
    expect(urls).toEqual(['https://translation.googleapis.com/language/translate/v2?key=a%20b']);
  });
});

describe('LibreTranslate adapter', () => {
  const libreAnswer = (seen: Seen): Reply => {
    const body = seen.body as { q: string[]; target: string };
    return { json: { translatedText: body.q.map((t) => fakeTranslation(t, body.target)) } };
  };

  it('posts /translate with q as an array, format and api_key, and reads the array answer', async () => {
    const server = await serve(libreAnswer);
    const libre = createLibreTranslate({ key: KEY, url: `${server.url}/libre/` });
    expect(await libre.translate(['Hola', 'Adiós'], 'es', 'de', false)).toEqual([
      '[de] Hola',
      '[de] Adiós',
    ]);
    const [seen] = server.requests;
    expect(seen?.method).toBe('POST');
    expect(seen?.path).toBe('/libre/translate');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.body).toEqual({
      q: ['Hola', 'Adiós'],
      source: 'es',
      target: 'de',
      format: 'text',
      api_key: KEY,
    });
  });

  it("sends format 'html' and no api_key when self-hosted without one", async () => {
    const server = await serve(libreAnswer);
    await createLibreTranslate({ key: null, url: server.url }).translate(
      ['<p>Hola</p>'],
      'es',
      'en',
      true,
    );
    expect(server.requests[0]?.path).toBe('/translate');
    expect(server.requests[0]?.body).toEqual({
      q: ['<p>Hola</p>'],
      source: 'es',
      target: 'en',
      format: 'html',
    });
  });

  it('accepts a single text answered as a string (older servers) and defaults to libretranslate.com', async () => {
    const urls: string[] = [];
    const fetchStub: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ translatedText: 'Hello' }));
    };
    const libre = createLibreTranslate({ key: 'k', url: null, fetch: fetchStub });
    expect(await libre.translate(['Hola'], 'es', 'en', false)).toEqual(['Hello']);
    expect(urls).toEqual([`${LIBRETRANSLATE_BASE_URL}/translate`]);
  });
});

/** Each provider, configured on the fake, with how it answers `count` texts correctly. */
const providers: readonly [TranslationProviderId, string, (count: number) => unknown][] = [
  ['deepl', 'DeepL', (n) => ({ translations: Array.from({ length: n }, () => ({ text: 'x' })) })],
  [
    'google',
    'Google Translate',
    (n) => ({ data: { translations: Array.from({ length: n }, () => ({ translatedText: 'x' })) } }),
  ],
  [
    'libretranslate',
    'LibreTranslate',
    (n) => ({ translatedText: Array.from({ length: n }, () => 'x') }),
  ],
];

describe.each(providers)(
  '%s failures answer 502 translation_failed',
  (provider, label, answerOf) => {
    const translatorOn = (url: string, timeoutMs?: number): Translator =>
      createTranslator(provider, { key: KEY, url, ...(timeoutMs ? { timeoutMs } : {}) });

    it.each([
      [403, { message: 'Wrong key' }, `${label} answered 403: Wrong key`],
      [
        400,
        { error: { code: 400, message: 'Bad language' } },
        `${label} answered 400: Bad language`,
      ],
      [429, { error: 'Slow down' }, `${label} answered 429: Slow down`],
      [456, { message: 'Quota exceeded' }, `${label} answered 456: Quota exceeded`],
      [500, 'Internal Server Error', `${label} answered 500: Internal Server Error`],
      [503, '', `${label} answered 503`],
    ])('a %s answer', async (status, body, message) => {
      const server = await serve(() =>
        typeof body === 'string' ? { status, raw: body } : { status, json: body },
      );
      const error = await failureOf(
        translatorOn(server.url).translate(['Hola'], 'es', 'en', false),
      );
      expect(error.message).toBe(message);
    });

    it('an error answer that repeats the key has it scrubbed', async () => {
      const server = await serve(() => ({
        status: 403,
        json: { message: `Key ${KEY} is not valid` },
      }));
      const error = await failureOf(
        translatorOn(server.url).translate(['Hola'], 'es', 'en', false),
      );
      expect(error.message).toBe(`${label} answered 403: Key [key] is not valid`);
    });

    it('a long error answer is cut', async () => {
      const server = await serve(() => ({ status: 500, raw: 'e'.repeat(5000) }));
      const error = await failureOf(
        translatorOn(server.url).translate(['Hola'], 'es', 'en', false),
      );
      expect(error.message.length).toBeLessThan(300);
    });

    it('malformed JSON', async () => {
      const server = await serve(() => ({ raw: '{"translations": [' }));
      const error = await failureOf(
        translatorOn(server.url).translate(['Hola'], 'es', 'en', false),
      );
      expect(error.message).toBe(`${label} answered invalid JSON`);
    });

    it('JSON of another shape', async () => {
      const server = await serve(() => ({ json: { unexpected: true } }));
      const error = await failureOf(
        translatorOn(server.url).translate(['Hola'], 'es', 'en', false),
      );
      expect(error.message).toBe(`${label} answered an unexpected shape`);
    });

    it('a wrong count of texts', async () => {
      const server = await serve(() => ({ json: answerOf(3) }));
      const error = await failureOf(
        translatorOn(server.url).translate(['Hola', 'Adiós'], 'es', 'en', false),
      );
      expect(error.message).toBe(`${label} answered 3 translations for 2 texts`);
    });

    it('no answer within the timeout', async () => {
      const server = await serve(() => 'hang');
      const started = Date.now();
      const error = await failureOf(
        translatorOn(server.url, 150).translate(['Hola'], 'es', 'en', false),
      );
      expect(error.message).toBe(`${label} did not answer within 0.15 s`);
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('nobody listening', async () => {
      const server = await serve(() => ({ json: answerOf(1) }));
      const url = server.url;
      await server.close();
      fake = null;
      const error = await failureOf(translatorOn(url).translate(['Hola'], 'es', 'en', false));
      expect(error.message).toBe(`${label} could not be reached (ECONNREFUSED)`);
    });

    it('a redirect is not followed (it would carry the key elsewhere)', async () => {
      const server = await serve(() => ({ status: 307, raw: '' }));
      const error = await failureOf(
        translatorOn(server.url).translate(['Hola'], 'es', 'en', false),
      );
      expect(error.message).toBe(`${label} answered 307`);
      expect(server.requests).toHaveLength(1);
    });
  },
);
