import type { Translatable } from '@carta/domain';
import { DB_INT_MAX } from '@carta/domain';
import { byLanguage } from '@carta/domain/translatable';
import { z } from 'zod';
import type { CatalogueRow, RecordInput } from '../repos/catalogues.ts';
import type { CatalogueKind } from '../services/catalogues/kinds.ts';

/** Largest list an import takes, and the longest name (behaviour.md#data catalogue records are short labels). */
export const IMPORT_MAX = 5000;
export const NAME_MAX = 200;

/** A hotel chain id (enterprises.Chain): a short text such as 'demo-chain'. */
export const CHAIN_ID = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'a chain id: letters, digits, . _ -');

/** Ids are 32-bit integers on PostgreSQL: a larger one is refused before it reaches a query. */
export const ID_MAX = DB_INT_MAX;
export const recordIdSchema = z.number().int().positive().max(ID_MAX);
/** A workspace id in a path. */
export const wsParam = z.coerce.number().int().positive().max(ID_MAX);
export const nameSchema = z.string().trim().min(1).max(NAME_MAX);

/** A catalogue record as the wire carries it: {ID, Name} plus what its kind adds. */
export type CatalogueItem = {
  ID: number;
  Name: string | Translatable;
  ChannelListType?: number | null;
  ExternalID?: string | null;
};

type KindShape = {
  /** One entry of the import body, read into what the repository stores. */
  readonly input: z.ZodType<RecordInput>;
  /** One entry as the lists answer it. */
  readonly output: z.ZodType<CatalogueItem>;
  readonly toItem: (row: CatalogueRow) => CatalogueItem;
};

export const namedItem = z.object({ ID: z.number(), Name: z.string() });
export const channelItem = namedItem.extend({ ChannelListType: z.number().nullable() });
export const externalMenuItem = z.object({
  ID: z.number(),
  ExternalID: z.string().nullable(),
  Name: z.record(z.string(), z.string()),
});

const extraOf = (row: CatalogueRow): Record<string, unknown> =>
  row.Extra && typeof row.Extra === 'object' ? (row.Extra as Record<string, unknown>) : {};

const translatableName = byLanguage(z.string().trim().max(NAME_MAX)).refine(
  (name) => Object.values(name).some((text) => text !== ''),
  {
    message: 'a name in at least one language',
  },
);

/** The plain name an external menu is ordered and searched by: Spanish, else the first one given. */
const plainName = (name: Translatable): string =>
  name.es || Object.values(name).find((text) => text !== '') || '';

/** An external menu as menu-ext answers it. */
export const externalMenuOf = (row: CatalogueRow): z.output<typeof externalMenuItem> => {
  const { ExternalID, Name } = extraOf(row);
  return {
    ID: row.ID,
    ExternalID: typeof ExternalID === 'string' ? ExternalID : null,
    Name: Name && typeof Name === 'object' ? (Name as Translatable) : { es: row.Name },
  };
};

const named: KindShape = {
  input: z
    .strictObject({ ID: recordIdSchema.optional(), Name: nameSchema })
    .transform(({ ID, Name }) => ({ ID, Name })),
  output: namedItem,
  toItem: ({ ID, Name }) => ({ ID, Name }),
};

export const KIND_SHAPES: Record<CatalogueKind, KindShape> = {
  'weekly-menus': named,
  'channel-list-types': named,
  'interactive-maps': named,
  forms: named,
  channels: {
    input: z
      .strictObject({
        ID: recordIdSchema.optional(),
        Name: nameSchema,
        ChannelListType: recordIdSchema,
      })
      .transform(({ ID, Name, ChannelListType }) => ({ ID, Name, Extra: { ChannelListType } })),
    output: channelItem,
    toItem: (row) => {
      const type = extraOf(row).ChannelListType;
      return {
        ID: row.ID,
        Name: row.Name,
        ChannelListType: typeof type === 'number' ? type : null,
      };
    },
  },
  'external-menus': {
    input: z
      .strictObject({
        ID: recordIdSchema.optional(),
        ExternalID: z.string().trim().min(1).max(100).nullable().default(null),
        Name: translatableName,
      })
      .transform(({ ID, ExternalID, Name }) => ({
        ID,
        Name: plainName(Name),
        Extra: { ExternalID, Name },
      })),
    output: externalMenuItem,
    toItem: externalMenuOf,
  },
};
