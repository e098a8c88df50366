import type { Translatable } from './translatable.ts';

// Apart from translatable.ts (its zod schemas) so that code that only shows text, such as the
// app's navigation on its first screen, does not pull zod into the first download.

export const DEFAULT_LANGUAGE = 'es';
export const APOSTROPHE_ESCAPE = '#$#';

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
