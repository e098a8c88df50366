import { defaultContentLanguage } from '@carta/domain';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { contentLanguages } from './languages.ts';

type ContentLanguageChoice = {
  /** The content language chosen by the user, or null for the enterprise's default one. */
  readonly chosen: string | null;
  readonly choose: (language: string) => void;
};

const ContentLanguageContext = createContext<ContentLanguageChoice | null>(null);

/**
 * Holds the content language being edited, apart from the interface language (behaviour.md#widgets): every
 * translatable field and collapsed summary below it edits and shows that language.
 */
export const ContentLanguageProvider = ({
  initial = null,
  children,
}: {
  /** A language to start in instead of the default (tests, a link to a language). */
  readonly initial?: string | null;
  readonly children: ReactNode;
}) => {
  const [chosen, choose] = useState<string | null>(initial);
  const value = useMemo(() => ({ chosen, choose }), [chosen]);
  return (
    <ContentLanguageContext.Provider value={value}>{children}</ContentLanguageContext.Provider>
  );
};

/**
 * The content language to edit and show among `languages`: the chosen one when the enterprise
 * has it, else its default (first) language. Never the interface language.
 */
export const useContentLanguage = (languages: readonly string[]): string => {
  const chosen = useContext(ContentLanguageContext)?.chosen;
  const available = contentLanguages(languages);
  return chosen && available.includes(chosen) ? chosen : defaultContentLanguage(available);
};

/** The setter, for the selector; null outside a provider (nothing to choose there). */
export const useChooseContentLanguage = (): ((language: string) => void) | null =>
  useContext(ContentLanguageContext)?.choose ?? null;
