/** Languages the back-office itself speaks (not the enterprise's content languages). */
export const UI_LANGUAGES = ['es', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'es';

const STORAGE_KEY = 'uiLanguage';

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

export const storedUiLanguage = (): UiLanguage => {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isUiLanguage(stored) ? stored : DEFAULT_UI_LANGUAGE;
  } catch {
    // Storage can be disabled (private mode, policies): the default language still works.
    return DEFAULT_UI_LANGUAGE;
  }
};

export const storeUiLanguage = (language: UiLanguage): void => {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not persisting is acceptable: the choice still holds for this page.
  }
};
