import { useTranslation } from 'react-i18next';
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from './languages.ts';

/** The UI language, re-rendering the caller when it changes. */
export const useUiLanguage = (): UiLanguage => {
  const { i18n } = useTranslation();
  return isUiLanguage(i18n.language) ? i18n.language : DEFAULT_UI_LANGUAGE;
};
