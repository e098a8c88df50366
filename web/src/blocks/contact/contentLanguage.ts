import { DEFAULT_LANGUAGE } from '@carta/domain/translatable';

/**
 * The content language a translatable field edits inline (§2.8): the only one, else the UI language
 * when the enterprise has it, else Spanish, else its first. A found address goes there, where staff
 * see it appear.
 */
export const inlineLanguage = (languages: readonly string[], uiLanguage: string): string => {
  if (languages.length === 1) return languages[0] ?? DEFAULT_LANGUAGE;
  if (languages.includes(uiLanguage)) return uiLanguage;
  if (languages.includes(DEFAULT_LANGUAGE) || languages.length === 0) return DEFAULT_LANGUAGE;
  return languages[0] ?? DEFAULT_LANGUAGE;
};
