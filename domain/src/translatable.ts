import { z } from 'zod';

export const DEFAULT_LANGUAGE = 'es';
export const APOSTROPHE_ESCAPE = '#$#';

/** A translatable value: text keyed by language code. */
export type Translatable = Record<string, string>;

export const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'language code');

export const translatableSchema = (maxLength = 10_000) =>
  z.record(languageCodeSchema, z.string().max(maxLength));

/** Every enterprise language present (missing ones as ''), other keys kept. */
export const fillLanguages = (
  value: Translatable | null | undefined,
  languages: readonly string[],
): Translatable => {
  const filled: Translatable = { ...(value ?? {}) };
  for (const lang of languages) filled[lang] ??= '';
  return filled;
};

export const emptyTranslatable = (languages: readonly string[]): Translatable =>
  fillLanguages({}, languages.length > 0 ? languages : [DEFAULT_LANGUAGE]);

/** Stored text may carry '#$#' where an apostrophe was: it reads back as one. */
export const unescapeApostrophes = (text: string): string =>
  text.split(APOSTROPHE_ESCAPE).join("'");

/**
 * The text to show in `locale`: that language, else the default language, else the first non-empty
 * one — so a guest never sees a blank where another language has the text.
 */
export const translatedValue = (
  value: Translatable | string | null | undefined,
  locale: string,
): string => {
  if (value == null) return '';
  if (typeof value === 'string') return unescapeApostrophes(value);
  const text =
    value[locale] || value[DEFAULT_LANGUAGE] || Object.values(value).find((v) => v !== '') || '';
  return unescapeApostrophes(text);
};

/** Some legacy fields arrive as a JSON string of a translatable object; read either form. */
export const parseTranslatable = (value: unknown): Translatable => {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(
          Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
      }
    } catch {
      // plain text: the default language's value
    }
    return { [DEFAULT_LANGUAGE]: value };
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }
  return {};
};
