import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseContent } from '../content.ts';
import { contentTypeByKey } from '../content-types.ts';
import { randomUuid } from './fields.ts';
import { blocks } from './index.ts';
import { emptyValueOf, withNestedDefaults } from './nested-defaults.ts';
import { CTX, defaultsOf } from './test-helpers.ts';

type Fields = Record<string, unknown>;
type Schema = z.core.$ZodType;

const parseBlock = (key: keyof typeof blocks, fields: Fields) => {
  const type = contentTypeByKey(key);
  if (!type) throw new Error(`no content type ${key}`);
  return parseContent({ ID: 1, Type: type.id, ORD: 0, ...fields }, CTX);
};

/** The stored data of a block that must parse. */
const dataOf = (key: keyof typeof blocks, fields: Fields): Fields => {
  const result = parseBlock(key, fields);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.data;
};

/** The schema that checks a value, through preprocess, transform and null. */
const inner = (schema: Schema): Schema => {
  if (schema instanceof z.ZodPipe)
    return inner(schema.in instanceof z.ZodTransform ? schema.out : schema.in);
  if (
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault
  )
    return inner(schema.unwrap());
  return schema;
};

const EMPTY_FORMS: unknown[] = [undefined, null, false, '', [], {}];

/** A field older data may leave out: it has an empty form, or is an object of such fields. */
const omittable = (schema: Schema): boolean => {
  if (EMPTY_FORMS.some((value) => z.safeParse(schema, value).success)) return true;
  const checked = inner(schema);
  return checked instanceof z.ZodObject && Object.values(checked.shape).every(omittable);
};

/** A valid value for a field that has no empty form: an id, a kind, a time, a number. */
const sample = (schema: Schema): unknown => {
  const checked = inner(schema);
  const candidates = [
    ...(checked instanceof z.ZodEnum ? checked.options : []),
    ...(checked instanceof z.ZodLiteral ? [...checked.values] : []),
    1,
    0,
    randomUuid(),
    '12:00',
    'a',
  ];
  return candidates.find((value) => z.safeParse(schema, value).success);
};

/**
 * Each item shape under a list of `schema` reduced to the fields that have no empty form, and the same
 * with one such item in each of its own lists: [where, item].
 */
const minimalItems = (schema: Schema, where: string): [string, unknown][] => {
  const checked = inner(schema);
  if (checked instanceof z.ZodDiscriminatedUnion) {
    return checked.options.flatMap((option, i) => minimalItems(option, `${where}|${i}`));
  }
  if (!(checked instanceof z.ZodObject)) return [];
  const fields = Object.entries(checked.shape) as [string, Schema][];
  const minimal = Object.fromEntries(
    fields.filter(([, field]) => !omittable(field)).map(([key, field]) => [key, sample(field)]),
  );
  const nested = fields.flatMap(([key, field]) => {
    const list = inner(field);
    // A list that must stay empty (a rating question's answers) holds no item to test.
    if (!(list instanceof z.ZodArray)) return [];
    const one = z.safeParse(list, [null]);
    if (!one.success && one.error.issues.some((issue) => issue.code === 'too_big')) return [];
    return minimalItems(list.element, `${where}.${key}[]`).map(([at, item]): [string, unknown] => [
      at,
      { ...minimal, [key]: [item] },
    ]);
  });
  return [[where, minimal], ...nested];
};

/** Every list anywhere in a block's fields holding one minimal item: [where, block fields]. */
const withMinimalItems = (schema: Schema, value: unknown, where: string): [string, unknown][] => {
  const checked = inner(schema);
  if (checked instanceof z.ZodArray) {
    return minimalItems(checked.element, `${where}[]`).map(([at, item]) => [at, [item]]);
  }
  if (!(checked instanceof z.ZodObject) || !value || typeof value !== 'object') return [];
  return (Object.entries(checked.shape) as [string, Schema][]).flatMap(([key, field]) =>
    withMinimalItems(field, (value as Fields)[key], `${where}.${key}`).map(
      ([at, filled]): [string, unknown] => [at, { ...(value as Fields), [key]: filled }],
    ),
  );
};

const cases = Object.entries(blocks).flatMap(([key, block]) =>
  withMinimalItems(block.schema, defaultsOf(block), key).map(
    ([where, fields]) => [where, key as keyof typeof blocks, fields as Fields] as const,
  ),
);

describe("nested items of every block get their fields' defaults", () => {
  it('finds the nested items of the blocks that have some', () => {
    const where = cases.map(([at]) => at);
    for (const at of ['contact.ContactItems[]', 'timeline.Times[]', 'poll.PollFormData[]|3']) {
      expect(where).toContain(at);
    }
    expect(where).toContain('poll.PollFormData[]|0.values[]');
    expect(where).toContain('form.FormTimetable.0[]');
  });

  it.each(cases)(
    '%s: an item holding only its identifying fields is accepted',
    (_at, key, fields) => {
      const result = parseBlock(key, fields);
      expect(result.ok, JSON.stringify(result.ok ? null : result.issues)).toBe(true);
    },
  );
});

describe('the empty value of a missing item field', () => {
  it('is null, false, an empty text in every language, an empty list, an object of those', () => {
    const languages = ['es', 'en'];
    expect(emptyValueOf(z.number().nullable(), languages)).toBeNull();
    expect(emptyValueOf(z.boolean(), languages)).toBe(false);
    expect(emptyValueOf(z.string().max(5), languages)).toBe('');
    expect(emptyValueOf(z.array(z.number()), languages)).toEqual([]);
    expect(emptyValueOf(z.record(z.string(), z.string()), languages)).toEqual({ es: '', en: '' });
    const latLon = z.strictObject({ Lat: z.number().nullable(), Lon: z.number().nullable() });
    expect(emptyValueOf(latLon, languages)).toEqual({ Lat: null, Lon: null });
  });

  it('is none for a field that identifies or qualifies the item: it must be sent', () => {
    for (const schema of [z.uuid(), z.enum(['a', 'b']), z.number(), z.string().min(1)]) {
      expect(emptyValueOf(schema, ['es'])).toBeUndefined();
    }
    expect(emptyValueOf(z.strictObject({ id: z.uuid() }), ['es'])).toBeUndefined();
  });
});

describe('older data read with nested defaults', () => {
  it('a contact item without ContactLatLon, description or link gets them empty', () => {
    const data = dataOf('contact', { ContactItems: [{ ID: 5, ContactIcon: 'mdi-phone' }] });
    expect(data.ContactItems).toEqual([
      {
        ID: 5,
        ContactIcon: 'mdi-phone',
        ContactDescription: { es: '', en: '', de: '', fr: '' },
        ContactURL: { es: '', en: '', de: '', fr: '' },
        ContactLatLon: { Lat: null, Lon: null },
      },
    ]);
  });

  it('what an item holds is kept, and a missing identifying field is still refused', () => {
    const item = { ID: 5, ContactIcon: 'mdi-web', ContactURL: { es: 'https://a.es' } };
    expect(dataOf('contact', { ContactItems: [item] }).ContactItems).toMatchObject([
      { ContactURL: { es: 'https://a.es' } },
    ]);
    const noIcon = parseBlock('contact', { ContactItems: [{ ID: 5 }] });
    expect(noIcon.ok || noIcon.issues.map((i) => i.path)).toEqual(['ContactItems.0.ContactIcon']);
  });

  it('a number question with `values: []` keeps it as sent, and gets its 0–100 range', () => {
    const id = randomUuid();
    const data = dataOf('poll', {
      PollFormData: [{ id, type: 'number', question: { es: '¿Cuántos?' }, values: [] }],
    });
    expect(data.PollFormData).toEqual([
      { id, type: 'number', question: { es: '¿Cuántos?' }, values: [], min: 0, max: 100 },
    ]);
  });

  it('answers on a number question are still refused: they would be lost', () => {
    const values = [{ id: randomUuid(), answer: { es: 'Uno' } }];
    const result = parseBlock('poll', {
      PollFormData: [{ id: randomUuid(), type: 'rating', question: { es: '' }, values }],
    });
    expect(result.ok || result.issues.map((i) => i.path)).toEqual(['PollFormData.0.values']);
  });

  it("an object field missing a field takes the block's default for it", () => {
    const data = dataOf('simpleText', { Style: { TextAlign: 'center' } });
    expect(data.Style).toEqual({
      TextAlign: 'center',
      SizeMult: 1,
      ToUpperCase: false,
      TextColor: '#ffffff',
    });
  });

  it('optional fields stay unset: empty infoten filters mean no filter, not the default one', () => {
    expect(dataOf('infoten', { InfotenFilters: {} }).InfotenFilters).toEqual({});
  });

  it('a field sent under a name that looks like an inherited property is still refused', () => {
    const item = JSON.parse('{"ID": 5, "ContactIcon": "mdi-phone", "__proto__": {"x": 1}}');
    expect(parseBlock('contact', { ContactItems: [item] }).ok).toBe(false);
  });

  it('leaves the top-level fields to the block defaults it is given', () => {
    const schema = z.strictObject({
      A: z.string(),
      L: z.array(z.strictObject({ b: z.boolean() })),
    });
    expect(withNestedDefaults(schema, { L: [{}] }, {}, ['es'])).toEqual({ L: [{ b: false }] });
  });
});
