import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_UI_LANGUAGE,
  isUiLanguage,
  storedUiLanguage,
  storeUiLanguage,
  UI_LANGUAGES,
} from './languages.ts';
import en from './locales/en.json';
import es from './locales/es.json';

// The app's own labels only; blocks' and widgets' arrive with the editors (loadEditorLocales.ts)
// and are merged into copies, never into the imported JSON modules.
const resources = {
  es: { translation: { ...es } },
  en: { translation: { ...en } },
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedUiLanguage(),
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  // Bundled resources: initialise synchronously so the first render is already translated.
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
