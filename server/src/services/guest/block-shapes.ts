import { type BlockKey, blocks, typeIdOfBlock } from '@carta/domain';
import { checkedBy } from '@carta/domain/blocks/checked-by';
import type { GuestRule, GuestShape } from '@carta/domain/guest/index';
import { z } from 'zod';

/**
 * What a guest page's blocks look like, generated from the domain (the block schemas and their guest
 * allow-lists, read by the rules of domain/src/guest/project.ts) so the document states what
 * `GuestData<K>` (domain/src/guest/data.ts) states to TypeScript, and cannot drift from either.
 */

type Schema = z.core.$ZodType;

const mayBeAbsent = (schema: Schema): boolean => schema instanceof z.ZodOptional;

/** The objects an item of `schema` may be: one, or each member of a union (poll questions). */
const itemObjects = (schema: Schema): z.ZodObject[] => {
  const item = checkedBy(schema);
  if (item instanceof z.ZodObject) return [item];
  if (item instanceof z.ZodUnion) return (item.options as Schema[]).flatMap(itemObjects);
  throw new Error('a guest list field holds items that are not objects');
};

/** project.ts `projectValue`: what one field becomes for a guest. */
const projectedValue = (rule: GuestRule, field: Schema): Schema => {
  if (rule === 'keep' || rule === 'plain' || rule === 'frame') return field;
  if (rule === 'text' || rule === 'html' || rule === 'embed') return z.string();
  const list = checkedBy(field);
  if (!(list instanceof z.ZodArray)) throw new Error("an 'each' rule on a field that is no list");
  const variants = itemObjects(list.element).map((item) => projectedObject(rule.each, item));
  const [first, ...rest] = variants;
  if (!first) throw new Error('a list of nothing');
  return z.array(rest.length === 0 ? first : z.union([first, ...rest]));
};

/**
 * project.ts `projectShape`: the fields `shape` names that `schema` has, each by its rule, a
 * `<Field>AllowListed` flag beside each 'frame' field; an optional field stays optional (a stored
 * value without it is answered without it).
 */
const projectedFields = (shape: GuestShape, schema: z.ZodObject): Record<string, Schema> => {
  const fields: Record<string, Schema> = {};
  for (const [name, rule] of Object.entries(shape)) {
    const field = schema.shape[name] as Schema | undefined;
    if (!field) continue;
    const value = projectedValue(rule, field);
    const absent = mayBeAbsent(field);
    fields[name] = absent && !mayBeAbsent(value) ? z.optional(value) : value;
    if (rule === 'frame')
      fields[`${name}AllowListed`] = absent ? z.optional(z.boolean()) : z.boolean();
  }
  return fields;
};

const projectedObject = (shape: GuestShape, schema: z.ZodObject) =>
  z.strictObject(projectedFields(shape, schema));

/** A dish's extra as a guest reads it (domain `GuestExtra`). */
const guestExtra = z.strictObject({
  ID: z.number(),
  Name: z.string(),
  Price: z.number(),
  SoldOut: z.optional(z.literal(true)),
  GroupID: z.optional(z.number()),
  Allergens: z.optional(z.array(z.number())),
});

/** A dish's modifier group as a guest reads it (domain `GuestExtraGroup`). */
const guestExtraGroup = z.strictObject({
  ID: z.number(),
  Name: z.string(),
  Min: z.number(),
  Max: z.number(),
});

/** What the server adds beside a type's own fields (data.ts `GuestAdded`). */
const added: Partial<Record<BlockKey, Record<string, Schema>>> = {
  food: {
    Extras: z.optional(z.array(guestExtra)),
    ExtraGroups: z.optional(z.array(guestExtraGroup)),
    SoldOut: z.optional(z.literal(true)),
  },
};

/** One block of type `key` as a guest page sends it (data.ts `GuestBlockOf<K>`). */
export const guestBlockShape = (key: BlockKey) =>
  z.strictObject({
    ...projectedFields(blocks[key].guest, blocks[key].schema),
    ...added[key],
    ID: z.number(),
    Type: z.literal(typeIdOfBlock(key)),
    Key: z.literal(key),
    ORD: z.number(),
    /** Paths of the values shown in another language than the one asked, e.g. `Times.0.Title`. */
    _fallback: z.array(z.string()),
  });

/** Any block of a guest page, told apart by `Key` (data.ts `AnyGuestBlock`). */
export const anyGuestBlockShape = z.discriminatedUnion(
  'Key',
  (Object.keys(blocks) as BlockKey[]).map(guestBlockShape) as unknown as [
    z.ZodObject,
    ...z.ZodObject[],
  ],
);
