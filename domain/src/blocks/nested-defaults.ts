import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import { checkedBy } from './checked-by.ts';

type Fields = Record<string, unknown>;
type Schema = z.core.$ZodType;

const isFields = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Optional fields and fields with a zod default may stay missing: zod handles them itself. */
const mayBeMissing = (schema: Schema): boolean => z.safeParse(schema, undefined).success;

/**
 * What a missing field of a nested item holds when older data leaves it out: the empty value of its
 * kind (null, false, '', [], an empty text in every language, an object of such), when the schema
 * accepts it. A field with no empty form (an id, a kind, a time of day) has none: it must be sent.
 */
export const emptyValueOf = (schema: Schema, languages: readonly string[]): unknown => {
  if (schema instanceof z.ZodNullable) return null;
  const checked = checkedBy(schema);
  const candidates =
    checked instanceof z.ZodObject
      ? [completeFields(checked, {}, languages)]
      : checked instanceof z.ZodBoolean
        ? [false]
        : checked instanceof z.ZodString
          ? ['']
          : checked instanceof z.ZodArray
            ? [[]]
            : checked instanceof z.ZodRecord
              ? [emptyTranslatable(languages), {}]
              : [];
  return candidates.find((candidate) => z.safeParse(schema, candidate).success);
};

/**
 * The object with each missing required field given `fallback`'s value (the block's default) or its
 * empty value, and each present field completed in turn.
 */
const completeFields = (
  schema: z.ZodObject,
  value: Fields,
  languages: readonly string[],
  fallback: Fields = {},
): Fields => {
  const out: Fields = { ...value };
  for (const [key, field] of Object.entries(schema.shape) as [string, Schema][]) {
    if (Object.hasOwn(out, key)) {
      out[key] = complete(field, out[key], languages, fallback[key]);
    } else if (!mayBeMissing(field)) {
      const empty = Object.hasOwn(fallback, key) ? fallback[key] : emptyValueOf(field, languages);
      if (empty !== undefined) out[key] = empty;
    }
  }
  return out;
};

/**
 * A union of item shapes (a poll's question kinds): the shape the item's discriminator names, with
 * an empty list under a field another shape of the union has dropped (behaviour.md#data shows `values: []` on every
 * question, older data carries it on number questions too). Anything else stays for zod to judge.
 */
const completeVariant = (
  schema: z.ZodDiscriminatedUnion,
  value: Fields,
  languages: readonly string[],
): Fields => {
  const discriminator = schema._zod.def.discriminator;
  const options = schema.options.filter((o): o is z.ZodObject => o instanceof z.ZodObject);
  const chosen = options.find((o) => {
    const kind = o.shape[discriminator];
    return kind !== undefined && z.safeParse(kind, value[discriminator]).success;
  });
  if (!chosen) return value;
  const elsewhere = new Set(options.flatMap((o) => Object.keys(o.shape)));
  const kept = Object.entries(value).filter(
    ([key, field]) =>
      Object.hasOwn(chosen.shape, key) ||
      !elsewhere.has(key) ||
      !(Array.isArray(field) && field.length === 0),
  );
  return completeFields(chosen, Object.fromEntries(kept), languages);
};

const complete = (
  schema: Schema,
  value: unknown,
  languages: readonly string[],
  fallback?: unknown,
): unknown => {
  const checked = checkedBy(schema);
  if (checked instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => complete(checked.element, item, languages));
  }
  if (!isFields(value)) return value;
  if (checked instanceof z.ZodObject) {
    return completeFields(checked, value, languages, isFields(fallback) ? fallback : {});
  }
  if (checked instanceof z.ZodDiscriminatedUnion) return completeVariant(checked, value, languages);
  return value;
};

/**
 * A block's data with nested items completed the way its top-level fields are: `data` already holds
 * the block's defaults under what was sent; inside it, an object field missing a required field takes
 * the default's value, and a list's item missing one takes its empty value. Older data that leaves
 * out an optional item field (a contact line without ContactLatLon) is read, not refused.
 */
export const withNestedDefaults = (
  schema: z.ZodObject,
  data: Fields,
  defaults: Fields,
  languages: readonly string[],
): Fields => {
  const out: Fields = { ...data };
  for (const [key, field] of Object.entries(schema.shape) as [string, Schema][]) {
    if (Object.hasOwn(out, key)) out[key] = complete(field, out[key], languages, defaults[key]);
  }
  return out;
};
