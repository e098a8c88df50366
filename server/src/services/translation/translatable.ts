import { DEFAULT_LANGUAGE, type Translatable, unescapeApostrophes } from '@carta/domain';
import { sanitizeRichText } from '../html.ts';
import type { Translator } from './translator.ts';

/** Rich text as Quill writes it: starts with a tag and closes one ('<p>…</p>'). */
export const looksLikeHtml = (text: string): boolean => {
  const trimmed = text.trimStart();
  return trimmed.startsWith('<') && /<\/[a-z][a-z0-9-]*\s*>/i.test(trimmed);
};

/** No visible text: '', spaces, or only markup such as Quill's empty '<p><br></p>'. */
export const isBlank = (text: string | undefined): boolean =>
  !text ||
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim() === '';

/** The source language: the default language when it has text, else the first language that has. */
export const pickSource = (value: Translatable, languages: readonly string[]): string | null => {
  if (languages.includes(DEFAULT_LANGUAGE) && !isBlank(value[DEFAULT_LANGUAGE])) {
    return DEFAULT_LANGUAGE;
  }
  return languages.find((lang) => !isBlank(value[lang])) ?? null;
};

/**
 * Every enterprise language filled: the source exactly as sent, every other language (empty or not)
 * translated from it, rich text sanitized; languages outside the enterprise's list come back as sent.
 * One request per target language, in parallel; the first failure cancels the others and is thrown.
 */
export const translateValue = async (opts: {
  readonly value: Translatable;
  readonly languages: readonly string[];
  readonly source: string;
  readonly html: boolean;
  readonly translator: Translator;
}): Promise<Translatable> => {
  const { value, languages, source, html, translator } = opts;
  const text = unescapeApostrophes(value[source] ?? '');
  const targets = languages.filter((lang) => lang !== source);
  const cancel = new AbortController();
  let translated: (readonly [string, string])[];
  try {
    translated = await Promise.all(
      targets.map(async (target) => {
        const [out = ''] = await translator.translate([text], source, target, html, cancel.signal);
        return [target, html ? sanitizeRichText(out) : out] as const;
      }),
    );
  } catch (error) {
    cancel.abort();
    throw error;
  }
  const byLang = new Map(translated);
  const data: Translatable = {};
  for (const lang of languages)
    data[lang] = lang === source ? (value[lang] ?? '') : (byLang.get(lang) ?? '');
  for (const [lang, kept] of Object.entries(value)) if (!(lang in data)) data[lang] = kept;
  return data;
};
