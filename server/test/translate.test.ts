import { describe, expect, it } from 'vitest';
import { startFakeProvider } from './fake-provider.ts';
import { ADMIN, build, call, databases, HOTEL, HOTEL_STAFF, login } from './helpers.ts';
import { googleFake, KEY, libreFake, useTranslateApp } from './translate-fixtures.ts';

describe.each(databases)('machine translation on %s', (database) => {
  const t = useTranslateApp(database);
  const { ctx, queries, api, configure, translate } = t;

  it('the demo starts with translation off, and the enterprise read says so', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const res = await api(staff, 'GET', `/api/enterprises/${HOTEL}`);
    expect(res.status).toBe(200);
    expect(res.body.TranslationProvider).toBeNull();
  });

  it('an administrator configures DeepL; the answer and the read show the provider only', async () => {
    const res = await configure();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ID: HOTEL, TranslationProvider: 'deepl' });
    const staff = await login(ctx.app, HOTEL_STAFF);
    const read = await api(staff, 'GET', `/api/enterprises/${HOTEL}`);
    expect(read.body.TranslationProvider).toBe('deepl');
    expect(read.body.Languages).toEqual(['es', 'en', 'de', 'fr']);
  });

  it('translates the bare translatable object into every language, the source untouched', async () => {
    await configure();
    const res = await translate({ es: 'Hola', en: '', de: 'x', fr: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { es: 'Hola', en: '[EN-GB] Hola', de: '[DE] Hola', fr: '[FR] Hola' },
    });
    // One request per target language, as DeepL documents it.
    expect(t.fake.requests).toHaveLength(3);
    for (const seen of t.fake.requests) {
      expect(seen.method).toBe('POST');
      expect(seen.path).toBe('/v2/translate');
      expect(seen.headers.authorization).toBe(`DeepL-Auth-Key ${KEY}`);
      expect(seen.body).toMatchObject({ text: ['Hola'], source_lang: 'ES' });
      expect(seen.body).not.toHaveProperty('tag_handling');
    }
    expect(
      t.fake.requests.map((r) => (r.body as { target_lang: string }).target_lang).sort(),
    ).toEqual(['DE', 'EN-GB', 'FR']);
  });

  it('languages missing from the body are filled too; Spanish is the preferred source', async () => {
    await configure();
    const res = await translate({ en: 'Hello', es: 'Hola' });
    expect(res.body.data).toEqual({
      es: 'Hola',
      en: '[EN-GB] Hola',
      de: '[DE] Hola',
      fr: '[FR] Hola',
    });
  });

  it('the wrapped form names the source language', async () => {
    await configure();
    const res = await translate({ value: { es: 'Hola', en: 'Hello' }, source: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      es: '[ES] Hello',
      en: 'Hello',
      de: '[DE] Hello',
      fr: '[FR] Hello',
    });
    expect(
      t.fake.requests.every((r) => (r.body as { source_lang: string }).source_lang === 'EN'),
    ).toBe(true);
  });

  it('rich text is translated as HTML, keeps its tags and is sanitized; the source is as sent', async () => {
    await configure();
    const source = '<p onclick="steal()">Hola <strong>mundo</strong></p>';
    const res = await translate({ es: source, en: '', de: '', fr: '' });
    expect(res.status).toBe(200);
    expect(res.body.data.es).toBe(source);
    expect(res.body.data.en).toBe('[EN-GB] <p>Hola <strong>mundo</strong></p>');
    expect(res.body.data.fr).toBe('[FR] <p>Hola <strong>mundo</strong></p>');
    expect(JSON.stringify(res.body.data).match(/onclick/g)).toHaveLength(1);
    expect(
      t.fake.requests.every((r) => (r.body as { tag_handling?: string }).tag_handling === 'html'),
    ).toBe(true);
  });

  it('?html=1 and `html` in the wrapped form override the detection', async () => {
    await configure();
    await translate({ es: 'Hola' }, 'deepl', '?html=1');
    expect(
      t.fake.requests.every((r) => (r.body as { tag_handling?: string }).tag_handling === 'html'),
    ).toBe(true);
    t.fake.requests.length = 0;
    const res = await translate({ value: { es: '<p>Hola</p>' }, html: false });
    expect(res.body.data.en).toBe('[EN-GB] <p>Hola</p>');
    expect(t.fake.requests.some((r) => 'tag_handling' in (r.body as object))).toBe(false);
  });

  it.each([
    ['google', googleFake, '[en] Hola'],
    ['libretranslate', libreFake, '[en] Hola'],
  ] as const)('%s through the route', async (provider, fakeAnswer, english) => {
    t.answer = fakeAnswer;
    expect((await configure({ provider, key: KEY, url: t.fake.url })).status).toBe(200);
    const res = await translate({ es: 'Hola', en: '' }, provider);
    expect(res.status).toBe(200);
    expect(res.body.data.en).toBe(english);
    expect(res.body.data.es).toBe('Hola');
    expect(t.fake.requests).toHaveLength(3);
  });

  it('a self-hosted LibreTranslate may have no key', async () => {
    t.answer = libreFake;
    const res = await configure({ provider: 'libretranslate', key: null, url: t.fake.url });
    expect(res.status).toBe(200);
    expect((await translate({ es: 'Hola' }, 'libretranslate')).status).toBe(200);
    expect(t.fake.requests[0]?.body).not.toHaveProperty('api_key');
  });

  it('translating writes nothing', async () => {
    await configure();
    // Logging in writes its audit record: only the translation calls are watched.
    const staff = await login(ctx.app, HOTEL_STAFF);
    const url = `/api/enterprises/${HOTEL}/deepl-translate`;
    queries.length = 0;
    expect((await api(staff, 'PUT', url, { es: 'Hola' })).status).toBe(200);
    t.answer = () => ({ status: 500, raw: 'boom' });
    expect((await api(staff, 'PUT', url, { es: 'Hola' })).status).toBe(502);
    const writes = queries.filter((sql) => /^\s*(insert|update|delete)/i.test(sql));
    expect(writes).toEqual([]);
  });
});

describe('the translation timeout comes from the configuration', () => {
  it('a provider that never answers ends in a 502 after TRANSLATION_TIMEOUT_MS', async () => {
    const fake = await startFakeProvider(() => 'hang');
    const { app, close } = await build('sqlite', { translationTimeoutMs: 200 });
    try {
      const admin = await login(app, ADMIN);
      await call(app, admin, 'PUT', `/api/enterprises/${HOTEL}/translation`, {
        provider: 'deepl',
        key: KEY,
        url: fake.url,
      });
      const staff = await login(app, HOTEL_STAFF);
      const res = await call(app, staff, 'PUT', `/api/enterprises/${HOTEL}/deepl-translate`, {
        es: 'Hola',
      });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe('DeepL did not answer within 0.2 s');
    } finally {
      await close();
      await fake.close();
    }
  });
});
