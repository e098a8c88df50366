// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uiLanguageOf } from '../i18n/labels.ts';
import { initialLanguage, languageName, linkLanguage } from './language.ts';

const venue = ['es', 'en', 'de', 'fr'];

describe('the language a guest starts in', () => {
  it('is the one chosen before, when the venue speaks it', () => {
    expect(initialLanguage(venue, 'de', ['en-GB'])).toBe('de');
  });
  it("else the first of the browser's languages the venue speaks", () => {
    expect(initialLanguage(venue, 'it', ['it-IT', 'fr-FR', 'en'])).toBe('fr');
    expect(initialLanguage(venue, null, ['EN-us'])).toBe('en');
  });
  it("else the venue's default, its first language", () => {
    expect(initialLanguage(venue, null, ['ja'])).toBe('es');
    expect(initialLanguage(['en', 'es'], null, [])).toBe('en');
  });
});

describe('the labels follow the content language when they exist in it', () => {
  it('es, en, de and fr as chosen, English for the others, Spanish before any choice', () => {
    expect(uiLanguageOf('es')).toBe('es');
    expect(uiLanguageOf('en')).toBe('en');
    expect(uiLanguageOf('de')).toBe('de');
    expect(uiLanguageOf('fr')).toBe('fr');
    expect(uiLanguageOf('it')).toBe('it');
    expect(uiLanguageOf('nl')).toBe('en');
    expect(uiLanguageOf(null)).toBe('es');
  });
});

describe('language names', () => {
  it('names each language in itself', () => {
    expect(['es', 'en', 'de', 'fr'].map(languageName)).toEqual([
      'Español',
      'English',
      'Deutsch',
      'Français',
    ]);
  });
});

describe('linkLanguage', () => {
  it("takes a link's lang= when the venue speaks it", () => {
    expect(linkLanguage('?lang=de', ['es', 'de'])).toBe('de');
    expect(linkLanguage('?point=x&lang=it', ['es', 'de'])).toBeNull();
    expect(linkLanguage('', ['es'])).toBeNull();
  });
});
