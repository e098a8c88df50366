import { afterEach, beforeEach, expect } from 'vitest';
import {
  type FakeProvider,
  fakeTranslation,
  type Reply,
  type Seen,
  startFakeProvider,
} from './fake-provider.ts';
import { ADMIN, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';

/** The fake providers the translate test files (translate*.test.ts) answer with. */
export const KEY = 'test-deepl-key-7f3a9c:fx';

/** A DeepL that checks the key and answers '[TARGET] text' for each text. */
export const deeplFake = (seen: Seen): Reply => {
  if (seen.headers.authorization !== `DeepL-Auth-Key ${KEY}`) {
    return { status: 403, json: { message: 'Wrong key' } };
  }
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

export const googleFake = (seen: Seen): Reply => {
  const body = seen.body as { q: string[]; target: string };
  return {
    json: {
      data: {
        translations: body.q.map((t) => ({ translatedText: fakeTranslation(t, body.target) })),
      },
    },
  };
};

export const libreFake = (seen: Seen): Reply => {
  const body = seen.body as { q: string[]; target: string };
  return { json: { translatedText: body.q.map((t) => fakeTranslation(t, body.target)) } };
};

type Method = 'GET' | 'PUT';

/**
 * An app per test with a fake provider of its own (DeepL's answers unless a test sets `answer`)
 * and the calls the translate test files make. `fake` and `answer` are read at each use: a test
 * may swap the answer, or close the provider and start another (`restartFake`).
 */
export const useTranslateApp = (database: string) => {
  /** Every SQL statement the app ran, for a test that proves what it wrote. */
  const queries: string[] = [];
  const ctx = useApp(database, { onQuery: (sql) => queries.push(sql) });
  const provider = {
    fake: undefined as unknown as FakeProvider,
    /** What the fake answers; a test may swap it. */
    answer: deeplFake as (seen: Seen) => Reply,
  };
  beforeEach(async () => {
    provider.answer = deeplFake;
    provider.fake = await startFakeProvider((seen) => provider.answer(seen));
  });
  afterEach(() => provider.fake.close());
  const restartFake = async () => {
    await provider.fake.close();
    provider.fake = await startFakeProvider((seen) => provider.answer(seen));
  };

  /** Every answer, whatever its status, is checked for the key and the provider's URL. */
  const api = async (token: string | null, method: Method, url: string, payload?: unknown) => {
    const res = await ctx.app.inject({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.body).not.toContain(KEY);
    expect(res.body).not.toContain(provider.fake.url);
    expect(res.body).not.toContain('TranslationKey');
    expect(res.body).not.toContain('TranslationUrl');
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const configure = async (
    settings: unknown = { provider: 'deepl', key: KEY, url: provider.fake.url },
  ) => {
    const admin = await login(ctx.app, ADMIN);
    return api(admin, 'PUT', `/api/enterprises/${HOTEL}/translation`, settings);
  };
  const translate = async (body: unknown, name = 'deepl', query = '') => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    return api(staff, 'PUT', `/api/enterprises/${HOTEL}/${name}-translate${query}`, body);
  };
  return Object.assign(provider, { ctx, queries, restartFake, api, configure, translate });
};
