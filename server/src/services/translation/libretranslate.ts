import { z } from 'zod';
import { postJson, readTranslations } from './http.ts';
import { joinUrl, type Translator, type TranslatorOptions } from './translator.ts';

const LABEL = 'LibreTranslate';
export const LIBRETRANSLATE_BASE_URL = 'https://libretranslate.com';

// An array `q` is answered with an array; a single text may come back as a plain string.
const answerSchema = z.object({ translatedText: z.union([z.array(z.string()), z.string()]) });

/** LibreTranslate: POST {base}/translate, JSON body; the key (optional when self-hosted) in `api_key`. */
export const createLibreTranslate = (options: TranslatorOptions): Translator => ({
  label: LABEL,
  translate: async (texts, source, target, html, signal) => {
    const answer = await postJson({
      label: LABEL,
      url: joinUrl(options.url ?? LIBRETRANSLATE_BASE_URL, '/translate'),
      body: {
        q: texts,
        source,
        target,
        format: html ? 'html' : 'text',
        ...(options.key ? { api_key: options.key } : {}),
      },
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
      signal,
      secrets: [options.key],
    });
    return readTranslations(
      LABEL,
      answer,
      answerSchema,
      (a) => (typeof a.translatedText === 'string' ? [a.translatedText] : a.translatedText),
      texts.length,
    );
  },
});
