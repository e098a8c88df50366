import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  databases,
  HOTEL,
  HOTEL_RECEPTION,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
} from './helpers.ts';
import { KEY, useTranslateApp } from './translate-fixtures.ts';

describe.each(databases)('machine translation access and refusals on %s', (database) => {
  const t = useTranslateApp(database);
  const { ctx, api, configure, translate } = t;

  describe('access', () => {
    it('staff of another enterprise get 403 on both calls', async () => {
      await configure();
      const plaza = await login(ctx.app, PLAZA_STAFF);
      const res = await api(plaza, 'PUT', `/api/enterprises/${HOTEL}/deepl-translate`, {
        es: 'Hola',
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
      const set = await api(plaza, 'PUT', `/api/enterprises/${HOTEL}/translation`, {
        provider: null,
      });
      expect(set.status).toBe(403);
      expect(t.fake.requests).toHaveLength(0);
    });

    it("an administrator cannot configure or use another enterprise's translation", async () => {
      const admin = await login(ctx.app, ADMIN);
      const set = await api(admin, 'PUT', `/api/enterprises/${PLAZA}/translation`, {
        provider: 'deepl',
        key: KEY,
        url: t.fake.url,
      });
      expect(set.status).toBe(403);
      const use = await api(admin, 'PUT', `/api/enterprises/${PLAZA}/deepl-translate`, {
        es: 'Hola',
      });
      expect(use.status).toBe(403);
    });

    it('staff who are not administrators cannot change the settings', async () => {
      await configure();
      for (const who of [HOTEL_STAFF, HOTEL_RECEPTION]) {
        const staff = await login(ctx.app, who);
        const res = await api(staff, 'PUT', `/api/enterprises/${HOTEL}/translation`, {
          provider: 'google',
          key: 'another',
          url: null,
        });
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
      // Unchanged: still DeepL with its key.
      expect((await translate({ es: 'Hola' })).status).toBe(200);
    });

    it('no token: 401', async () => {
      expect(
        (await api(null, 'PUT', `/api/enterprises/${HOTEL}/deepl-translate`, { es: 'a' })).status,
      ).toBe(401);
      expect(
        (await api(null, 'PUT', `/api/enterprises/${HOTEL}/translation`, { provider: null }))
          .status,
      ).toBe(401);
    });
  });

  describe('refusals', () => {
    it('translation off answers 409 translation_off', async () => {
      const res = await translate({ es: 'Hola' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('translation_off');
    });

    it('turning it off forgets the key and the URL', async () => {
      await configure();
      const off = await configure({ provider: null });
      expect(off.status).toBe(200);
      expect(off.body.TranslationProvider).toBeNull();
      expect((await translate({ es: 'Hola' })).status).toBe(409);
      const row = await ctx.app.deps.db
        .selectFrom('enterprises')
        .select(['TranslationProvider', 'TranslationKey', 'TranslationUrl'])
        .where('ID', '=', HOTEL)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        TranslationProvider: null,
        TranslationKey: null,
        TranslationUrl: null,
      });
    });

    it('another provider than the configured one answers 400', async () => {
      await configure();
      const res = await translate({ es: 'Hola' }, 'google');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('provider_not_configured');
      expect(res.body.error.message).toContain('provider not configured');
      expect(t.fake.requests).toHaveLength(0);
    });

    it('an unknown provider answers 400 naming it', async () => {
      await configure();
      const res = await translate({ es: 'Hola' }, 'bing');
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual(['provider']);
    });

    it.each([
      ['nothing to translate', { es: '', en: '  ', de: '<p><br></p>' }],
      ['a source without text', { value: { es: 'Hola', en: '' }, source: 'en' }],
      [
        'a source the enterprise does not have',
        { value: { es: 'Hola', it: 'Ciao' }, source: 'it' },
      ],
      ['a bad language code', { 'EN!': 'Hello' }],
      ['a value that is not text', { es: 5 }],
      ['an unknown field in the wrapped form', { value: { es: 'Hola' }, target: 'en' }],
      ['an array', ['Hola']],
    ])('%s answers 400 and calls no provider', async (_what, body) => {
      await configure();
      const res = await translate(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
      expect(res.body.error.fields.length).toBeGreaterThan(0);
      expect(t.fake.requests).toHaveLength(0);
    });

    it('errors name the field in the wrapped form', async () => {
      await configure();
      const res = await translate({ es: 'Hola', de: 5 });
      expect(res.body.error.fields).toEqual(['value.de']);
      const empty = await translate({ es: '' });
      expect(empty.body.error.fields).toEqual(['value.es', 'value.en', 'value.de', 'value.fr']);
    });
  });

  describe('settings validation', () => {
    it.each([
      ['an unknown provider', { provider: 'bing', key: 'k' }, 'provider'],
      [
        'a URL that is not http(s)',
        { provider: 'deepl', key: 'k', url: 'ftp://example.com' },
        'url',
      ],
      ['a URL that is not a URL', { provider: 'deepl', key: 'k', url: 'nope' }, 'url'],
      ['a key over 500 characters', { provider: 'deepl', key: 'k'.repeat(501) }, 'key'],
      ['a key with spaces', { provider: 'deepl', key: 'a b' }, 'key'],
      ['DeepL without a key', { provider: 'deepl', url: null }, 'key'],
      ['Google without a key', { provider: 'google', key: null }, 'key'],
      ['an unknown field', { provider: null, secret: 'x' }, 'secret'],
    ])('%s answers 400 naming the field', async (_what, body, field) => {
      const res = await configure(body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toContain(field);
    });

    it('an omitted key is kept while the provider stays the same, never carried to another', async () => {
      await configure();
      const again = await configure({ provider: 'deepl', url: t.fake.url });
      expect(again.status).toBe(200);
      expect((await translate({ es: 'Hola' })).status).toBe(200);
      expect(t.fake.requests[0]?.headers.authorization).toBe(`DeepL-Auth-Key ${KEY}`);
      expect((await configure({ provider: 'google', url: t.fake.url })).status).toBe(400);
    });
  });

  describe('provider failures answer 502 translation_failed', () => {
    it.each([
      [
        'a 456',
        { status: 456, json: { message: 'Quota exceeded' } },
        'DeepL answered 456: Quota exceeded',
      ],
      ['a 500', { status: 500, raw: 'Internal error' }, 'DeepL answered 500: Internal error'],
      ['malformed JSON', { raw: 'not json' }, 'DeepL answered invalid JSON'],
      [
        'a wrong count',
        { json: { translations: [{ text: 'a' }, { text: 'b' }] } },
        'DeepL answered 2 translations for 1 text',
      ],
      [
        'an error repeating the key',
        { status: 403, json: { message: `Key ${KEY} revoked` } },
        'DeepL answered 403: Key [key] revoked',
      ],
    ] as const)('%s', async (_what, reply, message) => {
      await configure();
      t.answer = () => reply;
      const res = await translate({ es: 'Hola', en: '' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: { code: 'translation_failed', message } });
    });

    it('a wrong key is the provider refusing, named as such', async () => {
      await configure({ provider: 'deepl', key: 'wrong-key', url: t.fake.url });
      const res = await translate({ es: 'Hola' });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe('DeepL answered 403: Wrong key');
      expect(JSON.stringify(res.body)).not.toContain('wrong-key');
    });

    it('a provider nobody answers at', async () => {
      const url = t.fake.url;
      await configure({ provider: 'deepl', key: KEY, url });
      await t.restartFake();
      const res = await translate({ es: 'Hola' });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toBe('DeepL could not be reached (ECONNREFUSED)');
    });
  });
});
