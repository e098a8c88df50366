import { z } from 'zod';
import { type BlockModule, blocks, typeIdOfBlock } from './blocks/index.ts';
import { contentCommonSchema } from './content.ts';
import type { BlockKey } from './content-types.ts';
import { GUEST_NEEDS } from './guest-needs.ts';

/**
 * A content as a menu save sends it, one zod object per block type of the registry: what the API
 * description states for each block, derived from the same definitions parseContent checks with
 * (the common fields, the type's own schema, the fields its guest view needs).
 */

/** The name of a block type's schema among the API description's components. */
export const blockComponentName = (key: BlockKey): string => `Block_${key}`;

const NEEDED = 'required for guests to see the block (behaviour.md#validation)';

/**
 * A field of the type as sent: it may be left out, since the type's defaults fill it in before the
 * check; a field the guest view needs must be sent and hold more than blanks.
 */
const sentField = (key: BlockKey, name: string, field: z.ZodType): z.ZodType => {
  const need = GUEST_NEEDS[key];
  if (need?.field !== name) return field.optional();
  if (need.kind === 'text') return field.meta({ pattern: '\\S', description: NEEDED });
  // Some language holds more than blanks: not every value is blank (an empty object neither).
  return field.meta({
    not: { additionalProperties: { type: 'string', pattern: '^\\s*$' } },
    description: `${NEEDED}: at least one language holds more than blanks`,
  });
};

const COMMON =
  'ID, Type and ORD are required; every other field of the type may be left out and takes its ' +
  "default (nested items' fields with an empty form too).";

const wireSchemaOf = (block: BlockModule) => {
  const own = Object.fromEntries(
    Object.entries(block.schema.shape).map(([name, field]) => [
      name,
      sentField(block.key, name, field as z.ZodType),
    ]),
  );
  // A rule over several fields of the type (its schema's own meta) is said beside the rest.
  const meta = z.globalRegistry.get(block.schema);
  return contentCommonSchema
    .extend({ Type: z.literal(typeIdOfBlock(block.key)) })
    .extend(own)
    .meta({
      ...meta,
      title: blockComponentName(block.key),
      description: [`A ${block.key} block.`, COMMON, meta?.description].filter(Boolean).join(' '),
    });
};

/** Every block type of the registry as a save sends it, in catalogue order. */
export const contentWireSchemas: readonly {
  readonly key: BlockKey;
  readonly type: number;
  readonly schema: z.ZodObject;
}[] = (Object.values(blocks) as BlockModule[]).map((block) => ({
  key: block.key,
  type: typeIdOfBlock(block.key),
  schema: wireSchemaOf(block),
}));

const ref = (key: BlockKey) => `#/components/schemas/${blockComponentName(key)}`;

/**
 * One content of a save: checked by parseContent against its type's schema, not by the route, so
 * that every issue of every block is named at once. Described as one of the block components,
 * told apart by `Type`.
 */
export const contentItemSchema = z.unknown().meta({
  description:
    'A block: one of the block types, told apart by `Type` (its type number). Unknown types, ' +
    'and the submenus type, are refused.',
  oneOf: contentWireSchemas.map(({ key }) => ({ $ref: ref(key) })),
  discriminator: {
    propertyName: 'Type',
    mapping: Object.fromEntries(
      contentWireSchemas.map(({ key, type }) => [String(type), ref(key)]),
    ),
  },
});
