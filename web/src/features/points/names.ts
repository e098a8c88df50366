import { type Translatable, translatedValue } from '@carta/domain';

/** A point's name in the venue's content language, or a placeholder that says it has none. */
export const pointName = (name: Translatable, language: string, untitled: string): string =>
  translatedValue(name, language).trim() || untitled;
