import { z } from 'zod';
import { AVAILABILITY_KEYS, availabilityFields } from './availability.ts';
import {
  type BlockContext,
  type BlockData,
  type BlockModule,
  blockByType,
  blocks,
} from './blocks/index.ts';
import { withNestedDefaults } from './blocks/nested-defaults.ts';
import { type BlockKey, contentTypeById, MENU_TYPE_SUBMENUS } from './content-types.ts';
import { dbInt, entityIdSchema } from './ids.ts';

export const MAX_ORD = 100_000;

/** The fields every content carries beside its type's own (behaviour.md#data Content, common fields). */
export const contentCommonSchema = z.strictObject({
  ID: entityIdSchema,
  MenuID: entityIdSchema.optional(),
  MenuContentID: entityIdSchema.nullable().optional(),
  Type: dbInt(),
  ORD: z.number().int().min(0).max(MAX_ORD),
  HideMobile: z.boolean().optional(),
  // Client-side state that travels along and is not stored.
  IsNew: z.boolean().optional(),
  isNew: z.boolean().optional(),
  key: z.union([z.string().max(100), z.number()]).optional(),
  ...z.strictObject(availabilityFields).partial().shape,
});
export type ContentCommon = z.infer<typeof contentCommonSchema>;

/** A content on the wire: its common fields and its type's fields side by side. */
export type Content = ContentCommon & Record<string, unknown>;

export const CONTENT_COMMON_KEYS: ReadonlySet<string> = new Set([
  ...Object.keys(contentCommonSchema.shape),
  ...AVAILABILITY_KEYS,
]);

export type FieldIssue = { readonly path: string; readonly message: string };

export type ParsedContent =
  | {
      readonly ok: true;
      readonly common: ContentCommon;
      readonly data: Record<string, unknown>;
      readonly block: BlockModule;
    }
  | { readonly ok: false; readonly issues: readonly FieldIssue[] };

/** zod issues as field paths, an unknown key named as itself. */
export const toFieldIssues = (error: z.ZodError, prefix = ''): FieldIssue[] =>
  error.issues.flatMap((issue) => {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: base ? `${base}.${key}` : key,
        message: 'unknown field',
      }));
    }
    return [{ path: base || '(root)', message: issue.message }];
  });

/** Split a flat content into common fields and type data, each checked by its schema. */
export const parseContent = (input: unknown, ctx: BlockContext, prefix = ''): ParsedContent => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, issues: [{ path: prefix || '(root)', message: 'expected an object' }] };
  }
  // fromEntries defines own properties, so a key like '__proto__' stays a field and is refused.
  const entries = Object.entries(input);
  const commonInput = Object.fromEntries(entries.filter(([key]) => CONTENT_COMMON_KEYS.has(key)));
  const dataInput = Object.fromEntries(entries.filter(([key]) => !CONTENT_COMMON_KEYS.has(key)));
  const common = contentCommonSchema.safeParse(commonInput);
  if (!common.success) return { ok: false, issues: toFieldIssues(common.error, prefix) };
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const type = common.data.Type;
  if (!contentTypeById(type) || type === MENU_TYPE_SUBMENUS) {
    return { ok: false, issues: [{ path: at('Type'), message: `unknown content type ${type}` }] };
  }
  const block = blockByType(type);
  if (!block) {
    return {
      ok: false,
      issues: [{ path: at('Type'), message: `content type ${type} cannot be stored yet` }],
    };
  }
  const defaults = block.defaults(ctx) as Record<string, unknown>;
  const data = block.schema.safeParse(
    withNestedDefaults(block.schema, { ...defaults, ...dataInput }, defaults, ctx.languages),
  );
  if (!data.success) return { ok: false, issues: toFieldIssues(data.error, prefix) };
  return { ok: true, common: common.data, data: data.data as Record<string, unknown>, block };
};

/**
 * A block's own fields as its editor reads them: what the content holds, over the type's defaults
 * for anything missing (older data, nested items included). Values are NOT validated: an editor
 * must show what is stored, even what Save will refuse (an older http address), so the user sees
 * it and fixes it. The shapes are the schema's because the server checks them on every save.
 */
export const blockDataOf = <K extends BlockKey>(
  key: K,
  content: Readonly<Record<string, unknown>>,
  ctx: BlockContext,
): BlockData<K> => {
  const block: BlockModule = blocks[key];
  const defaults = block.defaults(ctx) as Record<string, unknown>;
  const own = Object.fromEntries(
    Object.entries(content).filter(([field]) => Object.hasOwn(block.schema.shape, field)),
  );
  return withNestedDefaults(
    block.schema,
    { ...defaults, ...own },
    defaults,
    ctx.languages,
  ) as BlockData<K>;
};
