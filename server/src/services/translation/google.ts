import { z } from 'zod';
import { postJson, readTranslations } from './http.ts';
import {
  joinUrl,
  type Translator,
  type TranslatorOptions,
  translationFailed,
} from './translator.ts';

const LABEL = 'Google Translate';
export const GOOGLE_BASE_URL = 'https://translation.googleapis.com';

const answerSchema = z.object({
  data: z.object({
    translations: z.array(z.object({ translatedText: z.string() }).loose()),
  }),
});

/** Cloud Translation Basic (v2): POST {base}/language/translate/v2?key=<key>, JSON body. */
export const createGoogle = (options: TranslatorOptions): Translator => ({
  label: LABEL,
  translate: async (texts, source, target, html, signal) => {
    const key = options.key;
    if (!key) throw translationFailed(`${LABEL} has no API key configured`);
    const answer = await postJson({
      label: LABEL,
      url: `${joinUrl(options.url ?? GOOGLE_BASE_URL, '/language/translate/v2')}?key=${encodeURIComponent(key)}`,
      body: { q: texts, source, target, format: html ? 'html' : 'text' },
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
      signal,
      secrets: [key, encodeURIComponent(key)],
    });
    return readTranslations(
      LABEL,
      answer,
      answerSchema,
      (a) => a.data.translations.map((t) => t.translatedText),
      texts.length,
    );
  },
});
