import {
  DEFAULT_LANGUAGE,
  fillLanguages,
  isBlankText,
  type Translatable,
  unescapeApostrophes,
} from '@carta/domain';

/** An enterprise with no language configured still edits the default one. */
export const contentLanguages = (languages: readonly string[]): readonly string[] =>
  languages.length > 0 ? languages : [DEFAULT_LANGUAGE];

/** The text of one language as the user should see it ('#$#' is a stored apostrophe). */
export const textIn = (value: Translatable | null | undefined, language: string): string =>
  unescapeApostrophes(value?.[language] ?? '');

/** A new value with one language changed and every enterprise language present. */
export const withText = (
  value: Translatable | null | undefined,
  languages: readonly string[],
  language: string,
  text: string,
): Translatable => ({ ...fillLanguages(value, contentLanguages(languages)), [language]: text });

/** 'de' → 'alemán' in a Spanish UI; the code itself when the runtime cannot name it. */
export const languageName = (code: string, uiLanguage: string): string => {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1);
  } catch {
    // An unknown code or an old runtime: fall through to the code.
  }
  return code.toUpperCase();
};

/** A language's name as written inside a sentence: 'inglés' in Spanish, 'English' in English. */
export const languageInSentence = (code: string, uiLanguage: string): string => {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    if (name && name !== code) return name;
  } catch {
    // An unknown code or an old runtime: fall through to the code.
  }
  return code.toUpperCase();
};

/** Several languages inside a sentence: 'inglés y alemán', 'English and German'. */
export const languageList = (codes: readonly string[], uiLanguage: string): string =>
  new Intl.ListFormat(uiLanguage, { type: 'conjunction' }).format(
    codes.map((code) => languageInSentence(code, uiLanguage)),
  );

/** The machine-translation source (behaviour.md#widgets): the default language when the enterprise has it. */
export const translationSource = (languages: readonly string[]): string => {
  const available = contentLanguages(languages);
  return available.includes(DEFAULT_LANGUAGE)
    ? DEFAULT_LANGUAGE
    : (available[0] ?? DEFAULT_LANGUAGE);
};

/** Dialog tabs: enterprise order, with the translation source first when translation is active. */
export const tabOrder = (languages: readonly string[], source: string | null): readonly string[] =>
  source && languages.includes(source)
    ? [source, ...languages.filter((code) => code !== source)]
    : languages;

/** No visible text: '' or only markup and spaces (the rule lives in domain/). */
export { isBlankText };

/** Whether any language but `language` holds text: only then can translations fall behind. */
export const othersHaveText = (
  value: Translatable | null | undefined,
  languages: readonly string[],
  language: string,
): boolean => languages.some((code) => code !== language && !isBlankText(value?.[code]));

/** Same text in every language, whatever the objects' identity or missing-versus-empty keys. */
export const sameText = (
  a: Translatable | null | undefined,
  b: Translatable | null | undefined,
) => {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  return [...keys].every((key) => (a?.[key] ?? '') === (b?.[key] ?? ''));
};

/**
 * A machine translation applied to the latest value: every target language (by default every
 * enterprise language) but the source takes the answer's text; the source keeps what the user
 * wrote, even if they typed meanwhile.
 */
export const withTranslation = (
  latest: Translatable | null | undefined,
  answer: Translatable,
  languages: readonly string[],
  source: string,
  targets: readonly string[] = languages,
): Translatable => {
  const next = fillLanguages(latest, contentLanguages(languages));
  for (const code of contentLanguages(languages)) {
    const text = answer[code];
    if (code !== source && targets.includes(code) && typeof text === 'string') next[code] = text;
  }
  return next;
};
