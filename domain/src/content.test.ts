import { describe, expect, it } from 'vitest';
import { text } from './blocks/text.ts';
import {
  blockDataOf,
  CONTENT_COMMON_KEYS,
  contentCommonSchema,
  parseContent,
  toFieldIssues,
} from './content.ts';

const ctx = { languages: ['es', 'en'] };
const base = { ID: 'new_1', MenuID: 3, Type: 16, ORD: 0, HideMobile: false };

const issuesOf = (input: unknown, prefix?: string) => {
  const result = parseContent(input, ctx, prefix);
  if (result.ok) throw new Error('expected parseContent to fail');
  return result.issues;
};

describe('parseContent', () => {
  it('splits a flat content into common fields and type data', () => {
    const result = parseContent({ ...base, Text: { es: 'Hola' } }, ctx);
    expect(result).toEqual({
      ok: true,
      common: { ID: 'new_1', MenuID: 3, Type: 16, ORD: 0, HideMobile: false },
      data: { Text: { es: 'Hola' } },
      block: text,
    });
  });

  it('fills defaults for missing type fields', () => {
    const result = parseContent(base, ctx);
    expect(result.ok && result.data).toEqual({ Text: { es: '', en: '' } });
    const space = parseContent({ ID: 7, Type: 3, ORD: 2 }, ctx);
    expect(space.ok && space.data).toEqual({ Size: 20 });
  });

  it('availability fields are common fields, day lists parsed from JSON strings', () => {
    const result = parseContent(
      { ...base, IsTemp: true, Per: 2, Rec: 1, DayOfWeek: '[0,6]', Alt: 2, Text: { es: 'x' } },
      ctx,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.common).toMatchObject({
      IsTemp: true,
      Per: 2,
      Rec: 1,
      DayOfWeek: [0, 6],
      Alt: 2,
    });
    expect(result.data).toEqual({ Text: { es: 'x' } });
  });

  it('client-side fields (IsNew, isNew, key, MenuContentID) are common, not type data', () => {
    const result = parseContent(
      { ...base, IsNew: true, isNew: true, key: 'k1', MenuContentID: null },
      ctx,
    );
    expect(result.ok && Object.keys(result.data)).toEqual(['Text']);
  });

  it("unknown type (999) → issue with path 'Type'", () => {
    expect(issuesOf({ ...base, Type: 999 })).toEqual([
      { path: 'Type', message: expect.stringContaining('999') },
    ]);
  });

  it("menu type 1 is not a content type → issue with path 'Type'", () => {
    expect(issuesOf({ ...base, Type: 1 })).toMatchObject([{ path: 'Type' }]);
  });

  it('every catalogue type has a schema: a food content (27) gets its defaults', () => {
    const result = parseContent({ ...base, Type: 27 }, ctx);
    expect(result.ok && result.data).toMatchObject({ FoodPrice: null, FoodAllergens: [] });
  });

  it("unknown field Foo → issue with path 'Foo' and message 'unknown field'", () => {
    expect(issuesOf({ ...base, Text: { es: 'Hola' }, Foo: 1 })).toEqual([
      { path: 'Foo', message: 'unknown field' },
    ]);
  });

  it('several unknown fields are each named', () => {
    const paths = issuesOf({ ...base, Foo: 1, Bar: 2 }).map((i) => i.path);
    expect(paths.sort()).toEqual(['Bar', 'Foo']);
  });

  it('a field of another block type is an unknown field', () => {
    expect(issuesOf({ ...base, Size: 20 })).toEqual([{ path: 'Size', message: 'unknown field' }]);
  });

  it('unknown field named __proto__ is refused, not dropped silently', () => {
    const input: unknown = JSON.parse('{"ID":"new_1","Type":16,"ORD":0,"__proto__":{"Foo":1}}');
    expect(issuesOf(input)).toEqual([{ path: '__proto__', message: 'unknown field' }]);
  });

  it("wrong common field (ORD -1) → issue path 'ORD'", () => {
    expect(issuesOf({ ...base, ORD: -1 })).toMatchObject([{ path: 'ORD' }]);
  });

  it('wrong common fields: ID, Type and an availability field are named', () => {
    expect(issuesOf({ ...base, ID: 'x' })).toMatchObject([{ path: 'ID' }]);
    expect(issuesOf({ ...base, Type: '16' })).toMatchObject([{ path: 'Type' }]);
    expect(issuesOf({ ...base, Per: 3 })).toMatchObject([{ path: 'Per' }]);
    expect(issuesOf({ ...base, HideMobile: 'yes' })).toMatchObject([{ path: 'HideMobile' }]);
  });

  it('missing required common fields are named', () => {
    const paths = issuesOf({ Text: { es: '' } }).map((i) => i.path);
    expect(paths.sort()).toEqual(['ID', 'ORD', 'Type']);
  });

  it('wrong type field names its path inside the value', () => {
    expect(issuesOf({ ...base, Text: { es: 5 } })).toMatchObject([{ path: 'Text.es' }]);
    expect(issuesOf({ ...base, Text: 'Hola' })).toMatchObject([{ path: 'Text' }]);
    expect(issuesOf({ ID: 1, Type: 3, ORD: 0, Size: 5000 })).toMatchObject([{ path: 'Size' }]);
  });

  it("prefix argument prefixes paths ('Content.2.Foo')", () => {
    expect(issuesOf({ ...base, Foo: 1 }, 'Content.2')).toEqual([
      { path: 'Content.2.Foo', message: 'unknown field' },
    ]);
    expect(issuesOf({ ...base, ORD: -1 }, 'Content.2')).toMatchObject([{ path: 'Content.2.ORD' }]);
    expect(issuesOf({ ...base, Type: 999 }, 'Content.2')).toMatchObject([
      { path: 'Content.2.Type' },
    ]);
    expect(issuesOf({ ...base, Text: { es: 5 } }, 'Content.2')).toMatchObject([
      { path: 'Content.2.Text.es' },
    ]);
  });

  it('non-object input → one issue at the root (or at the prefix)', () => {
    for (const bad of [null, undefined, 'text', 16, [], [base]]) {
      expect(issuesOf(bad)).toEqual([{ path: '(root)', message: 'expected an object' }]);
    }
    expect(issuesOf(null, 'Content.0')).toEqual([
      { path: 'Content.0', message: 'expected an object' },
    ]);
  });

  it('does not mutate its input', () => {
    const input = { ...base, Text: { es: 'Hola' } };
    const copy = JSON.parse(JSON.stringify(input));
    parseContent(input, ctx);
    expect(input).toEqual(copy);
  });
});

describe('content common fields', () => {
  it('CONTENT_COMMON_KEYS holds the behaviour.md#data common and availability fields', () => {
    for (const key of [
      'ID',
      'MenuID',
      'MenuContentID',
      'Type',
      'ORD',
      'HideMobile',
      'IsNew',
      'key',
    ]) {
      expect(CONTENT_COMMON_KEYS.has(key), key).toBe(true);
    }
    for (const key of ['IsTemp', 'Per', 'DateStart', 'DayOfWeek', 'DayOfMonth', 'Alt']) {
      expect(CONTENT_COMMON_KEYS.has(key), key).toBe(true);
    }
    expect(CONTENT_COMMON_KEYS.has('Text')).toBe(false);
  });

  it('contentCommonSchema: ORD 0..100000', () => {
    const common = { ID: 1, Type: 16 };
    expect(contentCommonSchema.safeParse({ ...common, ORD: 100_000 }).success).toBe(true);
    expect(contentCommonSchema.safeParse({ ...common, ORD: 100_001 }).success).toBe(false);
    expect(contentCommonSchema.safeParse({ ...common, ORD: 1.5 }).success).toBe(false);
  });
});

describe('toFieldIssues', () => {
  it('root-level issue without prefix is (root)', () => {
    const error = contentCommonSchema.safeParse('x').error;
    expect(error).toBeDefined();
    if (error) expect(toFieldIssues(error)).toMatchObject([{ path: '(root)' }]);
  });

  it('unknown keys become one issue each, under the prefix', () => {
    const error = contentCommonSchema.safeParse({ ID: 1, Type: 2, ORD: 0, A: 1, B: 2 }).error;
    expect(error).toBeDefined();
    if (error) {
      expect(toFieldIssues(error, 'Content.1')).toEqual([
        { path: 'Content.1.A', message: 'unknown field' },
        { path: 'Content.1.B', message: 'unknown field' },
      ]);
    }
  });
});

describe('blockDataOf', () => {
  it("keeps the block's own stored fields and leaves the common columns out", () => {
    const data = blockDataOf(
      'wifi',
      { ...base, Type: 23, WifiSSID: 'Hotel', WifiIsWep: true },
      ctx,
    );
    expect(data).toEqual({
      WifiName: { es: '', en: '' },
      WifiIsWep: true,
      WifiSSID: 'Hotel',
      WifiPassword: '',
    });
  });

  it('gives a missing nested item field its empty value, as the server reads older data', () => {
    const item = { ID: 1, ContactIcon: 2, ContactDescription: { es: 'Recepción' }, ContactURL: {} };
    const data = blockDataOf('contact', { ContactItems: [item] }, ctx);
    expect(data.HideDivider).toBe(false);
    expect(data.ContactItems[0]?.ContactLatLon).toEqual({ Lat: null, Lon: null });
  });

  it('shows what is stored even when Save would refuse it (an older http address)', () => {
    const data = blockDataOf('iframe', { IframeURL: 'http://old.example.com' }, ctx);
    expect(data.IframeURL).toBe('http://old.example.com');
  });
});
