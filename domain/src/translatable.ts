import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './translated-value.ts';

export {
  APOSTROPHE_ESCAPE,
  DEFAULT_LANGUAGE,
  translatedValue,
  unescapeApostrophes,
} from './translated-value.ts';

/** A translatable value: text keyed by language code. */
export type Translatable = Record<string, string>;

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

export const languageCodeSchema = z.string().regex(LANGUAGE_CODE, 'language code');

/**
 * `value` by language code. OpenAPI 3.0 has no keyword for the keys of a map (JSON Schema's
 * `propertyNames` is 3.1's): the rule is stated as the `x-propertyNames` extension and in words.
 */
export const byLanguage = <T extends z.ZodType>(value: T) =>
  z.record(languageCodeSchema, value).meta({
    'x-propertyNames': { pattern: LANGUAGE_CODE.source },
    description: 'by language code (es, en, pt-BR…): each key a language code',
  });

export const translatableSchema = (maxLength = 10_000) => byLanguage(z.string().max(maxLength));

/** Every enterprise language present (missing ones as ''), other keys kept. */
export const fillLanguages = (
  value: Translatable | null | undefined,
  languages: readonly string[],
): Translatable => {
  const filled: Translatable = { ...(value ?? {}) };
  for (const lang of languages) filled[lang] ??= '';
  return filled;
};

/** Whether any language holds more than blanks: a required translatable field needs one. */
export const hasAnyText = (value: Translatable | null | undefined): boolean =>
  Object.values(value ?? {}).some((text) => typeof text === 'string' && text.trim() !== '');

export const emptyTranslatable = (languages: readonly string[]): Translatable =>
  fillLanguages({}, languages.length > 0 ? languages : [DEFAULT_LANGUAGE]);

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
