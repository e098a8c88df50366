import { describe, expect, it } from 'vitest';
import { text } from './text.ts';

const ctx = { languages: ['es', 'en'] };

describe('text block', () => {
  it('key is text', () => {
    expect(text.key).toBe('text');
  });

  it('defaults parse: an empty Text in every language', () => {
    const defaults = text.defaults(ctx);
    expect(defaults).toEqual({ Text: { es: '', en: '' } });
    expect(text.schema.parse(defaults)).toEqual(defaults);
  });

  it('rich text is kept as given (sanitizing is the server’s job)', () => {
    const value = { Text: { es: '<p><strong>Hola</strong></p>' } };
    expect(text.schema.parse(value)).toEqual(value);
  });

  it('wrong field type rejected', () => {
    expect(text.schema.safeParse({ Text: '<p>Hola</p>' }).success).toBe(false);
    expect(text.schema.safeParse({ Text: { es: null } }).success).toBe(false);
  });

  it('unknown field rejected', () => {
    const result = text.schema.safeParse({ ...text.defaults(ctx), Title: { es: '' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['Title'] });
  });

  it('Text max length 100000', () => {
    expect(text.schema.safeParse({ Text: { es: 'x'.repeat(100_000) } }).success).toBe(true);
    expect(text.schema.safeParse({ Text: { es: 'x'.repeat(100_001) } }).success).toBe(false);
  });

  it("htmlFields declares ['Text']", () => {
    expect(text.htmlFields).toEqual(['Text']);
  });
});
