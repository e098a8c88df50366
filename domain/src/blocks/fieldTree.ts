import { z } from 'zod';

/**
 * A block's fields as its editor lays them out: a value (a text, a number, a translatable text, a
 * list of plain values), a group of named fields (an object), or a list of items of one shape.
 */
export type FieldNode =
  | { readonly kind: 'value' }
  | { readonly kind: 'group'; readonly fields: Readonly<Record<string, FieldNode>> }
  | { readonly kind: 'list'; readonly item: FieldNode };

type Schema = z.core.$ZodType;

const VALUE: FieldNode = { kind: 'value' };

/** What a present value is checked by: past preprocess, null, optional and default. */
const inner = (schema: Schema): Schema => {
  if (schema instanceof z.ZodPipe) {
    return inner(schema.in instanceof z.ZodTransform ? schema.out : schema.in);
  }
  if (
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault
  ) {
    return inner(schema.unwrap());
  }
  return schema;
};

/**
 * The fields of a schema, nested as stored (a zod issue's path walks the same tree). The options of
 * a union of objects (a poll's question kinds) share one group: every field any of them has.
 */
export const fieldTree = (schema: Schema): FieldNode => {
  const checked = inner(schema);
  if (checked instanceof z.ZodObject) {
    return {
      kind: 'group',
      fields: Object.fromEntries(
        Object.entries(checked.shape).map(([name, field]) => [name, fieldTree(field)]),
      ),
    };
  }
  if (checked instanceof z.ZodArray) return { kind: 'list', item: fieldTree(checked.element) };
  if (checked instanceof z.ZodUnion) {
    const groups = checked.options.map(fieldTree).filter((node) => node.kind === 'group');
    if (groups.length === 0) return VALUE;
    return { kind: 'group', fields: Object.assign({}, ...groups.map((group) => group.fields)) };
  }
  return VALUE;
};
