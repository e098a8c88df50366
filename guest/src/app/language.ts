/** Where the guest's choice of language is kept on the device (one choice for every venue). */
export const LANGUAGE_KEY = 'carta.guest.lang';

const primary = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/**
 * The language a guest starts in: the one they chose before (if this venue speaks it), else the
 * first of the browser's languages the venue speaks, else the venue's default (its first).
 */
export const initialLanguage = (
  languages: readonly string[],
  stored: string | null,
  preferred: readonly string[],
): string => {
  if (stored && languages.includes(stored)) return stored;
  const fromBrowser = preferred.map(primary).find((lang) => languages.includes(lang));
  return fromBrowser ?? languages[0] ?? 'es';
};

/**
 * The language a shared or indexed link asks for (`?lang=de`, as in the page's own head and the
 * sitemap): it wins over a remembered choice, when the venue speaks it.
 */
export const linkLanguage = (search: string, languages: readonly string[]): string | null => {
  const asked = new URLSearchParams(search).get('lang');
  return asked && languages.includes(asked) ? asked : null;
};

/** Storage may be off (private mode, a locked-down webview): the choice is then not remembered. */
export const readStoredLanguage = (): string | null => {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
};

export const storeLanguage = (lang: string) => {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Not remembered; the app still switches.
  }
};

export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** A language's name in itself ("Deutsch", "Français"), as a guest looks for their own. */
export const languageName = (code: string): string => {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
};
