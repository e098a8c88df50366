import { parseTranslatable } from '../translatable.ts';
import { unescapeApostrophes } from '../translated-value.ts';

/** The guest's language and the venue's languages, the first of which is the default. */
export type GuestLanguage = { readonly lang: string; readonly languages: readonly string[] };

export type ResolvedText = { readonly text: string; readonly fallback: boolean };

/**
 * A translatable value (or its legacy JSON-string form) in the guest's language. An empty text falls
 * back to the venue's default language, then to the first of its languages that has text; the
 * fallback is reported so the guest app can say the text is not in the chosen language.
 */
export const resolveForGuest = (
  value: unknown,
  { lang, languages }: GuestLanguage,
): ResolvedText => {
  const texts = parseTranslatable(value);
  const own = texts[lang];
  if (own) return { text: unescapeApostrophes(own), fallback: false };
  const other = [...languages, ...Object.keys(texts)].find((l) => l !== lang && texts[l]);
  return other === undefined
    ? { text: '', fallback: false }
    : { text: unescapeApostrophes(texts[other] ?? ''), fallback: true };
};

/** A guest may ask for any of the venue's languages; absent, the default one. */
export const guestLanguageOf = (
  asked: string | undefined,
  languages: readonly string[],
): GuestLanguage | null => {
  const lang = asked ?? languages[0];
  return lang !== undefined && languages.includes(lang) ? { lang, languages } : null;
};
