import { z } from 'zod';
import { checkedBy } from './checked-by.ts';

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

/**
 * The fields of a schema, nested as stored (a zod issue's path walks the same tree). The options of
 * a union of objects (a poll's question kinds) share one group: every field any of them has.
 */
export const fieldTree = (schema: Schema): FieldNode => {
  const checked = checkedBy(schema);
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
