import { describe, expect, it } from 'vitest';
import { title } from './title.ts';

const ctx = { languages: ['es', 'en'] };

describe('title block', () => {
  it('key is title', () => {
    expect(title.key).toBe('title');
  });

  it('defaults parse: an empty Title in every language', () => {
    const defaults = title.defaults(ctx);
    expect(defaults).toEqual({ Title: { es: '', en: '' } });
    expect(title.schema.parse(defaults)).toEqual(defaults);
  });

  it('defaults with no languages still hold es', () => {
    expect(title.defaults({ languages: [] })).toEqual({ Title: { es: '' } });
  });

  it('wrong field type rejected', () => {
    expect(title.schema.safeParse({ Title: 'Hola' }).success).toBe(false);
    expect(title.schema.safeParse({ Title: { es: 1 } }).success).toBe(false);
  });

  it('missing Title rejected', () => {
    expect(title.schema.safeParse({}).success).toBe(false);
  });

  it('unknown field rejected', () => {
    const result = title.schema.safeParse({ ...title.defaults(ctx), Foo: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['Foo'] });
  });

  it('Title max length 500', () => {
    expect(title.schema.safeParse({ Title: { es: 'x'.repeat(500) } }).success).toBe(true);
    expect(title.schema.safeParse({ Title: { es: 'x'.repeat(501) } }).success).toBe(false);
  });

  it('not an html block', () => {
    expect(title.htmlFields).toBeUndefined();
  });
});
