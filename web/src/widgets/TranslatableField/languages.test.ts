// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isBlankText,
  othersHaveText,
  sameText,
  tabOrder,
  translationSource,
  withTranslation,
} from './languages.ts';
import { normalSpaces } from './quillHtml.ts';

describe('behaviour.md#widgets translation source and tab order', () => {
  it("is 'es' when the enterprise has it, else its first language", () => {
    expect(translationSource(['en', 'es', 'de'])).toBe('es');
    expect(translationSource(['de', 'fr'])).toBe('de');
    expect(translationSource([])).toBe('es');
  });

  it('puts the source first only when machine translation is active', () => {
    expect(tabOrder(['en', 'es', 'de'], 'es')).toEqual(['es', 'en', 'de']);
    expect(tabOrder(['en', 'es', 'de'], null)).toEqual(['en', 'es', 'de']);
  });
});

describe('machine translation result', () => {
  it('replaces every language but the source, and ignores languages the enterprise lacks', () => {
    expect(
      withTranslation(
        { es: 'Hola!', en: 'old' },
        { es: 'Hola', en: 'Hello', de: 'Hallo', it: 'Ciao' },
        ['es', 'en', 'de'],
        'es',
      ),
    ).toEqual({ es: 'Hola!', en: 'Hello', de: 'Hallo' });
  });
});

describe('edited-original marker helpers', () => {
  it('counts markup and spaces as no text', () => {
    expect(isBlankText('<p><br></p>')).toBe(true);
    expect(isBlankText(' &nbsp; ')).toBe(true);
    expect(isBlankText('<p>a</p>')).toBe(false);
  });

  it('sees text in other languages only', () => {
    expect(othersHaveText({ es: 'Hola', en: '' }, ['es', 'en'], 'es')).toBe(false);
    expect(othersHaveText({ es: '', en: 'Hi' }, ['es', 'en'], 'es')).toBe(true);
  });

  it('compares values by text, a missing language being empty', () => {
    expect(sameText({ es: 'a', en: '' }, { es: 'a' })).toBe(true);
    expect(sameText({ es: 'a' }, { es: 'b' })).toBe(false);
  });
});

describe('rich-text HTML for guest apps', () => {
  it('keeps ordinary spaces where Quill writes &nbsp;, and every space of a run', () => {
    expect(normalSpaces('<p>Hola&nbsp;mundo</p>')).toBe('<p>Hola mundo</p>');
    expect(normalSpaces('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp;&nbsp;b</p>');
  });
});
