import {
  GUEST_LABEL_LANGUAGES,
  type GuestLabelLanguage,
} from '@carta/domain/guest/label-languages';
import { createContext, useContext } from 'react';

/** The languages the guest app's own labels are written in; Spanish is the default. */
export const UI_LANGUAGES = GUEST_LABEL_LANGUAGES;
export type UiLanguage = GuestLabelLanguage;

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

/** Every set defined so far, for labels.test.ts to read in every language. */
export const LABEL_SETS: { readonly [U in UiLanguage]: Readonly<Record<string, string>> }[] = [];

/**
 * A set of labels in every UI language, the Spanish one deciding the keys: every other language
 * must have the same ones (a missing language or label does not compile, and labels.test.ts reads
 * every set at run time too), so no guest reads English labels in a page of their language.
 */
export const defineLabels = <const L extends Record<string, string>>(labels: {
  readonly es: L;
  readonly en: SameKeys<L>;
  readonly de: SameKeys<L>;
  readonly fr: SameKeys<L>;
  readonly it: SameKeys<L>;
  readonly pt: SameKeys<L>;
}): { readonly [U in UiLanguage]: SameKeys<L> } => {
  LABEL_SETS.push(labels);
  return labels;
};

export const UiLanguageContext = createContext<UiLanguage>('es');

/** The labels of `set` in the current UI language. */
export const useLabels = <L extends Record<string, string>>(
  set: {
    readonly [U in UiLanguage]: L;
  },
): L => set[useContext(UiLanguageContext)];
