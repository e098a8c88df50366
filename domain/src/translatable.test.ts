import { describe, expect, it } from 'vitest';
import {
  APOSTROPHE_ESCAPE,
  DEFAULT_LANGUAGE,
  emptyTranslatable,
  fillLanguages,
  languageCodeSchema,
  parseTranslatable,
  translatableSchema,
  translatedValue,
  unescapeApostrophes,
} from './translatable.ts';

describe('fillLanguages', () => {
  it('fills missing languages with empty strings', () => {
    expect(fillLanguages({ es: 'Hola' }, ['es', 'en', 'de'])).toEqual({
      es: 'Hola',
      en: '',
      de: '',
    });
  });

  it('keeps existing values, including an existing empty one', () => {
    expect(fillLanguages({ es: 'Hola', en: 'Hello', de: '' }, ['es', 'en', 'de'])).toEqual({
      es: 'Hola',
      en: 'Hello',
      de: '',
    });
  });

  it('keeps extra keys that are not enterprise languages', () => {
    expect(fillLanguages({ fr: 'Bonjour' }, ['es'])).toEqual({ fr: 'Bonjour', es: '' });
  });

  it('null or undefined value gives every language empty', () => {
    expect(fillLanguages(null, ['es', 'en'])).toEqual({ es: '', en: '' });
    expect(fillLanguages(undefined, ['es'])).toEqual({ es: '' });
  });

  it('does not mutate its input', () => {
    const value = { es: 'Hola' };
    fillLanguages(value, ['es', 'en']);
    expect(value).toEqual({ es: 'Hola' });
  });
});

describe('emptyTranslatable', () => {
  it('has every language, each empty', () => {
    expect(emptyTranslatable(['es', 'en', 'de', 'fr'])).toEqual({ es: '', en: '', de: '', fr: '' });
  });

  it('no languages: falls back to the default language es', () => {
    expect(DEFAULT_LANGUAGE).toBe('es');
    expect(emptyTranslatable([])).toEqual({ es: '' });
  });
});

describe('translatedValue', () => {
  const value = { es: 'Hola', en: 'Hello', de: '' };

  it('current locale: the value in that language', () => {
    expect(translatedValue(value, 'en')).toBe('Hello');
    expect(translatedValue(value, 'es')).toBe('Hola');
  });

  it('fallback to es when the locale is missing or empty', () => {
    expect(translatedValue(value, 'fr')).toBe('Hola');
    expect(translatedValue(value, 'de')).toBe('Hola');
  });

  it('then the first non-empty language when es is missing or empty', () => {
    expect(translatedValue({ es: '', en: '', de: 'Hallo', fr: 'Salut' }, 'it')).toBe('Hallo');
    expect(translatedValue({ en: 'Hello' }, 'fr')).toBe('Hello');
  });

  it('every language empty gives an empty string', () => {
    expect(translatedValue({ es: '', en: '' }, 'en')).toBe('');
    expect(translatedValue({}, 'en')).toBe('');
  });

  it("'#$#' reads back as an apostrophe, every occurrence", () => {
    expect(APOSTROPHE_ESCAPE).toBe('#$#');
    expect(translatedValue({ en: 'It#$#s' }, 'en')).toBe("It's");
    expect(translatedValue({ fr: 'l#$#hôtel d#$#en face#$#' }, 'fr')).toBe("l'hôtel d'en face'");
  });

  it("'#$#' is unescaped in the fallback language too", () => {
    expect(translatedValue({ es: 'D#$#Artagnan', en: '' }, 'en')).toBe("D'Artagnan");
  });

  it('null or undefined gives an empty string', () => {
    expect(translatedValue(null, 'es')).toBe('');
    expect(translatedValue(undefined, 'es')).toBe('');
  });

  it('plain string input is returned as is, unescaped', () => {
    expect(translatedValue('Hola', 'en')).toBe('Hola');
    expect(translatedValue('it#$#s', 'en')).toBe("it's");
  });

  it('unescapeApostrophes leaves other text alone', () => {
    expect(unescapeApostrophes('a # $ #$ $# b')).toBe('a # $ #$ $# b');
    expect(unescapeApostrophes('#$##$#')).toBe("''");
  });
});

describe('parseTranslatable', () => {
  it('JSON string of an object is parsed', () => {
    expect(parseTranslatable('{"es":"Hola","en":"Hello"}')).toEqual({ es: 'Hola', en: 'Hello' });
  });

  it('JSON string: non-string values are dropped', () => {
    expect(parseTranslatable('{"es":"Hola","en":1,"de":null}')).toEqual({ es: 'Hola' });
  });

  it('plain string becomes the es value', () => {
    expect(parseTranslatable('Hola')).toEqual({ es: 'Hola' });
    expect(parseTranslatable('')).toEqual({ es: '' });
  });

  it('a string that is JSON but not an object stays plain text', () => {
    expect(parseTranslatable('42')).toEqual({ es: '42' });
    expect(parseTranslatable('["a"]')).toEqual({ es: '["a"]' });
    expect(parseTranslatable('null')).toEqual({ es: 'null' });
    expect(parseTranslatable('{broken')).toEqual({ es: '{broken' });
  });

  it('object: string values kept, non-string values dropped', () => {
    expect(parseTranslatable({ es: 'Hola', en: 2, de: null, fr: { x: 1 }, it: 'Ciao' })).toEqual({
      es: 'Hola',
      it: 'Ciao',
    });
  });

  it('garbage gives an empty translatable', () => {
    for (const garbage of [null, undefined, 42, true, [], ['es'], () => 'x']) {
      expect(parseTranslatable(garbage)).toEqual({});
    }
  });
});

describe('translatableSchema', () => {
  it('accepts text keyed by language codes', () => {
    const value = { es: 'Hola', en: 'Hello', 'pt-BR': 'Olá', ast: '' };
    expect(translatableSchema().parse(value)).toEqual(value);
  });

  it('rejects non-string values', () => {
    expect(translatableSchema().safeParse({ es: 1 }).success).toBe(false);
    expect(translatableSchema().safeParse({ es: null }).success).toBe(false);
    expect(translatableSchema().safeParse({ es: { text: 'x' } }).success).toBe(false);
  });

  it('rejects a value that is not an object', () => {
    expect(translatableSchema().safeParse('Hola').success).toBe(false);
    expect(translatableSchema().safeParse(['Hola']).success).toBe(false);
  });

  it('rejects bad language codes', () => {
    for (const code of ['EN', 'english', 'e', '', 'es_ES', 'es-', '1a']) {
      expect(translatableSchema().safeParse({ [code]: 'x' }).success, code).toBe(false);
    }
    expect(languageCodeSchema.safeParse('es-ES').success).toBe(true);
  });

  it('enforces max length', () => {
    expect(translatableSchema(5).safeParse({ es: '12345' }).success).toBe(true);
    expect(translatableSchema(5).safeParse({ es: '123456' }).success).toBe(false);
  });

  it('max length defaults to 10000', () => {
    expect(translatableSchema().safeParse({ es: 'x'.repeat(10_000) }).success).toBe(true);
    expect(translatableSchema().safeParse({ es: 'x'.repeat(10_001) }).success).toBe(false);
  });
});
