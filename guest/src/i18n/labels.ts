import { createContext, useContext } from 'react';

/** The languages the guest app's own labels are written in; Spanish is the default. */
export const UI_LANGUAGES = ['es', 'en', 'de', 'fr'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * The labels' language for a content language: the same when the labels exist in it; otherwise
 * English, which a guest who chose another language reads more often than Spanish.
 */
export const uiLanguageOf = (contentLanguage: string | null | undefined): UiLanguage => {
  const known = UI_LANGUAGES.find((lang) => lang === contentLanguage);
  if (known) return known;
  return contentLanguage ? 'en' : 'es';
};

type SameKeys<L> = { readonly [K in keyof L]: string };

/**
 * A set of labels in every UI language, the Spanish one deciding the keys: English must have the
 * same ones (a missing label does not compile), and so must German and French when given. A set
 * without them shows English to German and French guests, as before they existed.
 */
export const defineLabels = <const L extends Record<string, string>>(labels: {
  readonly es: L;
  readonly en: SameKeys<L>;
  readonly de?: SameKeys<L>;
  readonly fr?: SameKeys<L>;
}): { readonly [U in UiLanguage]: SameKeys<L> } => ({
  es: labels.es,
  en: labels.en,
  de: labels.de ?? labels.en,
  fr: labels.fr ?? labels.en,
});

export const UiLanguageContext = createContext<UiLanguage>('es');

/** The labels of `set` in the current UI language. */
export const useLabels = <L extends Record<string, string>>(
  set: {
    readonly [U in UiLanguage]: L;
  },
): L => set[useContext(UiLanguageContext)];
