import { describe, expect, it } from 'vitest';
import { isBlank, looksLikeHtml, pickSource, translateValue } from './translatable.ts';
import { type Translator, translationFailed } from './translator.ts';

type Call = { texts: readonly string[]; source: string; target: string; html: boolean };

/** A translator that answers '[target] text' and records each call. */
const recording = (answer?: (call: Call) => Promise<string[]>) => {
  const calls: Call[] = [];
  const translator: Translator = {
    label: 'Fake',
    translate: async (texts, source, target, html) => {
      const call = { texts, source, target, html };
      calls.push(call);
      return answer ? answer(call) : texts.map((t) => `[${target}] ${t}`);
    },
  };
  return { translator, calls };
};

describe('looksLikeHtml', () => {
  it.each([
    ['<p>Hola</p>', true],
    ['  <h1>Hola</h1>', true],
    ['<p><br></p>', true],
    ['Hola', false],
    ['<3 you', false],
    ['a <b>bold</b> word', false],
    ['<br>', false],
  ])('%j → %s', (text, expected) => {
    expect(looksLikeHtml(text)).toBe(expected);
  });
});

describe('isBlank', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['   ', true],
    ['<p><br></p>', true],
    ['<p>&nbsp;</p>', true],
    ['Hola', false],
    ['<p>Hola</p>', false],
  ])('%j → %s', (text, expected) => {
    expect(isBlank(text)).toBe(expected);
  });
});

describe('pickSource', () => {
  const languages = ['en', 'es', 'de'];
  it('prefers Spanish when it has text', () => {
    expect(pickSource({ en: 'Hello', es: 'Hola' }, languages)).toBe('es');
  });
  it("else the enterprise's first language with text", () => {
    expect(pickSource({ en: '', es: '<p><br></p>', de: 'Hallo' }, languages)).toBe('de');
  });
  it('ignores languages the enterprise does not have', () => {
    expect(pickSource({ it: 'Ciao' }, languages)).toBeNull();
  });
});

describe('translateValue', () => {
  const languages = ['es', 'en', 'de', 'fr'];

  it('fills every language from the source, one call per target, source untouched', async () => {
    const { translator, calls } = recording();
    const data = await translateValue({
      value: { es: 'Hola', en: '', de: 'x', fr: '' },
      languages,
      source: 'es',
      html: false,
      translator,
    });
    expect(data).toEqual({ es: 'Hola', en: '[en] Hola', de: '[de] Hola', fr: '[fr] Hola' });
    expect(calls.map((c) => c.target).sort()).toEqual(['de', 'en', 'fr']);
    expect(calls.every((c) => c.source === 'es' && c.texts.length === 1 && !c.html)).toBe(true);
  });

  it("reads '#$#' as an apostrophe before translating, and keeps other languages as sent", async () => {
    const { translator, calls } = recording();
    const data = await translateValue({
      value: { es: 'L#$#Hotel', it: 'Ciao' },
      languages: ['es', 'en'],
      source: 'es',
      html: false,
      translator,
    });
    expect(calls[0]?.texts).toEqual(["L'Hotel"]);
    expect(data).toEqual({ es: 'L#$#Hotel', en: "[en] L'Hotel", it: 'Ciao' });
  });

  it('sanitizes translated rich text, never the source', async () => {
    const source = '<p onclick="steal()">Hola <strong>mundo</strong></p><script>x()</script>';
    const { translator } = recording();
    const data = await translateValue({
      value: { es: source },
      languages: ['es', 'en'],
      source: 'es',
      html: true,
      translator,
    });
    expect(data.es).toBe(source);
    expect(data.en).toBe('[en] <p>Hola <strong>mundo</strong></p>');
  });

  it('plain text is not sanitized (it is never rendered as HTML)', async () => {
    const { translator } = recording();
    const data = await translateValue({
      value: { es: 'a < b' },
      languages: ['es', 'en'],
      source: 'es',
      html: false,
      translator,
    });
    expect(data.en).toBe('[en] a < b');
  });

  it('a failing language fails the whole call and cancels the others', async () => {
    const signals: AbortSignal[] = [];
    const translator: Translator = {
      label: 'Fake',
      translate: (_texts, _source, target, _html, signal) => {
        if (signal) signals.push(signal);
        if (target === 'de') return Promise.reject(translationFailed('Fake answered 500'));
        return new Promise(() => {}); // never answers; cancelled
      },
    };
    await expect(
      translateValue({ value: { es: 'Hola' }, languages, source: 'es', html: false, translator }),
    ).rejects.toThrow('Fake answered 500');
    expect(signals).toHaveLength(3);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it('one language only: nothing to call', async () => {
    const { translator, calls } = recording();
    const data = await translateValue({
      value: { es: 'Hola' },
      languages: ['es'],
      source: 'es',
      html: false,
      translator,
    });
    expect(data).toEqual({ es: 'Hola' });
    expect(calls).toHaveLength(0);
  });
});
