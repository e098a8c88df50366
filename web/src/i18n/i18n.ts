import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_UI_LANGUAGE,
  isUiLanguage,
  storedUiLanguage,
  storeUiLanguage,
  UI_LANGUAGES,
  type UiLanguage,
} from './languages.ts';
import es from './locales/es.json';

/**
 * The app's own labels. Spanish, the default and the fallback, is in the first download; another
 * UI language comes when it is the stored choice (main.tsx awaits it before the first render) or
 * is picked (changeUiLanguage). Blocks' and widgets' labels arrive with the editors
 * (loadEditorLocales.ts). All are merged into copies, never into the imported JSON modules.
 */
const appLabels: Readonly<Record<UiLanguage, () => Promise<object>>> = {
  es: async () => es,
  en: () => import('./locales/en.json').then((module) => module.default),
};
const loaded = new Set<UiLanguage>([DEFAULT_UI_LANGUAGE]);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_UI_LANGUAGE]: { translation: { ...es } } },
  lng: storedUiLanguage(),
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  // Bundled resources: initialise synchronously; until another language's labels have come, its
  // keys read the Spanish ones (fallback), never raw keys.
  initAsync: false,
  // React escapes what it renders; escaping here too would show '&amp;' and friends.
  interpolation: { escapeValue: false },
});

const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.language);

i18n.on('languageChanged', (language) => {
  if (isUiLanguage(language)) storeUiLanguage(language);
  syncDocumentLanguage(language);
});

/** The app's labels in `language`, fetched once; resolves when t() has them. */
export const loadUiLanguage = async (language: UiLanguage): Promise<void> => {
  if (loaded.has(language)) return;
  const labels = await appLabels[language]();
  // Deep, not overwriting: editor labels added meanwhile for this language stay.
  i18n.addResourceBundle(language, 'translation', { ...labels }, true, false);
  loaded.add(language);
};

/** Switches the interface once its labels are there, so nothing shows half in one language. */
export const changeUiLanguage = async (language: UiLanguage): Promise<void> => {
  await loadUiLanguage(language);
  await i18n.changeLanguage(language);
};
