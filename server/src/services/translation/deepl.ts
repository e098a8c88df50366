import { z } from 'zod';
import { postJson, readTranslations } from './http.ts';
import {
  joinUrl,
  type Translator,
  type TranslatorOptions,
  translationFailed,
} from './translator.ts';

const LABEL = 'DeepL';

/** Source languages have no regional variant: 'EN', 'PT'. */
export const deeplSourceLang = (lang: string): string => (lang.split('-')[0] ?? lang).toUpperCase();

/** Targets need one for English and Portuguese: a venue in Spain writes British and European. */
export const deeplTargetLang = (lang: string): string => {
  const code = lang.toLowerCase();
  if (code === 'en') return 'EN-GB';
  if (code === 'pt') return 'PT-PT';
  return lang.toUpperCase();
};

/** Free-plan keys end in ':fx' and work only against the free endpoint (DeepL's documentation). */
export const deeplBaseUrl = (key: string): string =>
  key.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';

const answerSchema = z.object({
  translations: z.array(z.object({ text: z.string() }).loose()),
});

/** DeepL API v2: POST {base}/v2/translate with `Authorization: DeepL-Auth-Key <key>`. */
export const createDeepl = (options: TranslatorOptions): Translator => ({
  label: LABEL,
  translate: async (texts, source, target, html, signal) => {
    const key = options.key;
    if (!key) throw translationFailed(`${LABEL} has no API key configured`);
    const answer = await postJson({
      label: LABEL,
      url: joinUrl(options.url ?? deeplBaseUrl(key), '/v2/translate'),
      headers: { authorization: `DeepL-Auth-Key ${key}` },
      body: {
        text: texts,
        source_lang: deeplSourceLang(source),
        target_lang: deeplTargetLang(target),
        ...(html ? { tag_handling: 'html' } : {}),
      },
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
      signal,
      secrets: [key],
    });
    return readTranslations(
      LABEL,
      answer,
      answerSchema,
      (a) => a.translations.map((t) => t.text),
      texts.length,
    );
  },
});
