import { fakeTranslation, type Reply, type Seen } from './fake-provider.ts';

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
