import { describe, expect, it } from 'vitest';
import {
  collectTranslatables,
  defaultContentLanguage,
  fallbackText,
  handWrittenTargets,
  isBlankText,
  languageStates,
  staleAfterEdit,
  translationCoverage,
} from './translation-coverage.ts';

const LANGS = ['es', 'en', 'de', 'fr'];

describe('defaultContentLanguage', () => {
  it("is the enterprise's first language, not necessarily Spanish", () => {
    expect(defaultContentLanguage(['es', 'en'])).toBe('es');
    expect(defaultContentLanguage(['en', 'es'])).toBe('en');
  });
  it("is 'es' for an enterprise without languages", () => {
    expect(defaultContentLanguage([])).toBe('es');
  });
});

describe('isBlankText', () => {
  it('treats markup and spaces alone as blank', () => {
    expect(isBlankText('<p><br></p>')).toBe(true);
    expect(isBlankText(' &nbsp; ')).toBe(true);
    expect(isBlankText(undefined)).toBe(true);
    expect(isBlankText('<p>a</p>')).toBe(false);
  });
});

describe('collectTranslatables', () => {
  it('finds values nested in objects and arrays, and legacy JSON strings', () => {
    const menu = { ID: 1, Name: { es: 'Carta', en: '' } };
    const block = {
      ID: 2,
      Type: 5,
      Title: '{"es":"Hola","en":"Hi"}',
      Items: [{ Text: { es: 'a', en: 'b', de: '' } }, { Color: '#fff' }],
    };
    expect(collectTranslatables([menu, block], LANGS)).toEqual([
      { es: 'Carta', en: '' },
      { es: 'Hola', en: 'Hi' },
      { es: 'a', en: 'b', de: '' },
    ]);
  });

  it('ignores objects with keys that are not enterprise languages or non-string values', () => {
    const block = { Lat: { lat: '1', lon: '2' }, Mixed: { es: 'a', count: 3 }, Empty: {} };
    expect(collectTranslatables([block], LANGS)).toEqual([]);
  });

  it('ignores strings that merely start with a brace', () => {
    expect(collectTranslatables([{ Text: '{not json' }], LANGS)).toEqual([]);
  });
});

describe('translationCoverage', () => {
  it('counts, per language, the fields holding text out of those holding any', () => {
    const menu = { Name: { es: 'Carta', en: 'Menu', de: '', fr: '' } };
    const blocks = [
      { Title: { es: 'Hola', en: '', de: '', fr: '' } },
      { Text: { es: '<p>x</p>', en: '<p><br></p>', de: '<p>y</p>', fr: '' } },
      { Subtitle: { es: '', en: '', de: '', fr: '' } },
    ];
    expect(translationCoverage([menu, ...blocks], LANGS)).toEqual({
      total: 3,
      filled: { es: 3, en: 1, de: 1, fr: 0 },
    });
  });

  it('counts a language missing from a value as empty', () => {
    expect(translationCoverage([{ Name: { es: 'Carta' } }], ['es', 'en'])).toEqual({
      total: 1,
      filled: { es: 1, en: 0 },
    });
  });

  it('is 0/0 for a menu without text', () => {
    expect(translationCoverage([{ Name: { es: '' } }], ['es', 'en'])).toEqual({
      total: 0,
      filled: { es: 0, en: 0 },
    });
  });
});

describe('fallbackText', () => {
  it("is the default language's text where the chosen language is empty", () => {
    expect(fallbackText({ es: 'Carta', en: '' }, 'en', 'es')).toBe('Carta');
    expect(fallbackText({ es: 'L#$#Hotel' }, 'en', 'es')).toBe("L'Hotel");
  });
  it('is null when the chosen language has text, is the default, or the default is empty', () => {
    expect(fallbackText({ es: 'Carta', en: 'Menu' }, 'en', 'es')).toBeNull();
    expect(fallbackText({ es: 'Carta' }, 'es', 'es')).toBeNull();
    expect(fallbackText({ es: '<p><br></p>', en: '' }, 'en', 'es')).toBeNull();
  });
});

describe('stale translations', () => {
  it('editing the source makes every other language with text stale', () => {
    const before = { es: 'Hola', en: 'Hi', de: '', fr: 'Salut' };
    expect(staleAfterEdit([], before, LANGS, 'es', 'es')).toEqual(['en', 'fr']);
  });
  it('typing in a translation brings it up to date, and keeps the others stale', () => {
    const before = { es: 'Hola!', en: 'Hi', de: '', fr: 'Salut' };
    expect(staleAfterEdit(['en', 'fr'], before, LANGS, 'es', 'en')).toEqual(['fr']);
  });
  it('languageStates tells filled, empty and stale apart', () => {
    expect(languageStates({ es: 'Hola', en: 'Hi', de: '' }, LANGS, ['en'])).toEqual({
      es: 'filled',
      en: 'stale',
      de: 'empty',
      fr: 'empty',
    });
  });
});

describe('handWrittenTargets', () => {
  it('names the languages with text that is not stale, never the source', () => {
    const value = { es: 'Hola', en: 'Hi', de: '', fr: 'Salut' };
    expect(handWrittenTargets(value, LANGS, 'es', [])).toEqual(['en', 'fr']);
    expect(handWrittenTargets(value, LANGS, 'es', ['fr'])).toEqual(['en']);
    expect(handWrittenTargets({ es: 'Hola', en: '' }, ['es', 'en'], 'es', [])).toEqual([]);
  });
});
