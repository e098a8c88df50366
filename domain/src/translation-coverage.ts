import { APOSTROPHE_ESCAPE, DEFAULT_LANGUAGE, type Translatable } from './translatable.ts';

/** No visible text: '' or only markup and spaces, as an empty rich-text editor reports. */
export const isBlankText = (text: string | null | undefined): boolean =>
  !text ||
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/gi, ' ')
    .trim() === '';

/** The enterprise's default content language: its first one (behaviour.md#widgets), 'es' when it has none. */
export const defaultContentLanguage = (languages: readonly string[]): string =>
  languages[0] ?? DEFAULT_LANGUAGE;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A translatable value as blocks store it: an object (or a legacy JSON string of one) whose keys
 * are all enterprise languages and whose values are all strings.
 */
const asTranslatable = (value: unknown, languages: ReadonlySet<string>): Translatable | null => {
  let candidate = value;
  if (typeof value === 'string') {
    if (!value.startsWith('{')) return null;
    try {
      candidate = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isPlainObject(candidate)) return null;
  const entries = Object.entries(candidate);
  if (entries.length === 0) return null;
  if (!entries.every(([key, text]) => languages.has(key) && typeof text === 'string')) return null;
  return candidate as Translatable;
};

/** Every translatable value found anywhere in `roots` (the menu and its blocks), nested or not. */
export const collectTranslatables = (
  roots: readonly unknown[],
  languages: readonly string[],
): Translatable[] => {
  const known = new Set(languages);
  const found: Translatable[] = [];
  const walk = (node: unknown): void => {
    const value = asTranslatable(node, known);
    if (value) {
      found.push(value);
      return;
    }
    if (Array.isArray(node)) node.forEach(walk);
    else if (isPlainObject(node)) Object.values(node).forEach(walk);
  };
  roots.forEach(walk);
  return found;
};

export type TranslationCoverage = {
  /** Fields holding text in at least one language: the ones a guest can read. */
  readonly total: number;
  /** Per language, how many of those fields hold text in it. */
  readonly filled: Readonly<Record<string, number>>;
};

/**
 * How complete each content language is ("EN 12/30"). A field empty in every language is left
 * out: there is nothing to translate, and counting it would make every language look unfinished.
 */
export const translationCoverage = (
  roots: readonly unknown[],
  languages: readonly string[],
): TranslationCoverage => {
  const filled: Record<string, number> = Object.fromEntries(languages.map((code) => [code, 0]));
  let total = 0;
  for (const value of collectTranslatables(roots, languages)) {
    const withText = languages.filter((code) => !isBlankText(value[code]));
    if (withText.length === 0) continue;
    total += 1;
    for (const code of withText) filled[code] = (filled[code] ?? 0) + 1;
  }
  return { total, filled };
};

/**
 * What the guest reads where `language` has no text: the default language's text, or null when
 * `language` has its own text, is the default, or the default is empty too.
 */
export const fallbackText = (
  value: Translatable | null | undefined,
  language: string,
  defaultLanguage: string,
): string | null => {
  if (language === defaultLanguage || !isBlankText(value?.[language])) return null;
  const text = value?.[defaultLanguage];
  return isBlankText(text) ? null : (text ?? '').split(APOSTROPHE_ESCAPE).join("'");
};

export type LanguageState = 'filled' | 'empty' | 'stale';

/** Per language: whether it holds text, and whether that text is older than the source's. */
export const languageStates = (
  value: Translatable | null | undefined,
  languages: readonly string[],
  stale: readonly string[],
): Readonly<Record<string, LanguageState>> =>
  Object.fromEntries(
    languages.map((code): [string, LanguageState] => {
      if (isBlankText(value?.[code])) return [code, 'empty'];
      return [code, stale.includes(code) ? 'stale' : 'filled'];
    }),
  );

/**
 * The stale languages after the user typed in `edited`. Editing the source makes every other
 * language that holds text stale; typing in a translation brings that one up to date.
 */
export const staleAfterEdit = (
  stale: readonly string[],
  before: Translatable | null | undefined,
  languages: readonly string[],
  source: string,
  edited: string,
): string[] => {
  if (edited !== source) return stale.filter((code) => code !== edited);
  const behind = languages.filter((code) => code !== source && !isBlankText(before?.[code]));
  return [...new Set([...stale, ...behind])];
};

/**
 * The languages a machine translation would overwrite without the user's leave: those holding
 * text that is not stale, i.e. written (or reviewed) by hand. Empty and stale ones are fair game.
 */
export const handWrittenTargets = (
  value: Translatable | null | undefined,
  languages: readonly string[],
  source: string,
  stale: readonly string[],
): string[] =>
  languages.filter(
    (code) => code !== source && !isBlankText(value?.[code]) && !stale.includes(code),
  );
