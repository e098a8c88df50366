import { z } from 'zod';
import { availabilitySchema } from './availability.ts';
import {
  type ContentTypeInfo,
  contentTypes,
  MENU_TYPE_CONTENTS,
  MENU_TYPE_SUBMENUS,
  type MenuType,
} from './content-types.ts';
import { contentItemSchema } from './content-wire.ts';
import { dateSchema } from './dates.ts';
import { domainSchema } from './domain-name.ts';
import { colorSchema, dbInt, entityIdSchema, serverIdSchema, urlSchema } from './ids.ts';
import { COMMON_OWNER } from './owner.ts';
import { type Translatable, translatableSchema } from './translatable.ts';

export { COMMON_OWNER };
export const DEFAULT_SUBMENU_NAME = 'Submenú';
/** A menu's owner in paths: an enterprise id, or the common-menus owner. */
export const ownerSchema = z.union([z.literal(COMMON_OWNER), z.string().regex(/^[1-9]\d{0,9}$/)]);

const dateOrNull = dateSchema;

const menuFields = {
  Name: translatableSchema(200),
  Image: urlSchema.nullable(),
  Alias: z.string().max(100).nullable(),
  ParentID: serverIdSchema.nullable(),
  ORD: z.number().int().min(0).max(100_000),
  Type: z.union([z.literal(MENU_TYPE_CONTENTS), z.literal(MENU_TYPE_SUBMENUS)]).nullable(),
  Private: z.boolean(),
  IsTemp: z.boolean(),
  StartDate: dateOrNull,
  EndDate: dateOrNull,
  NoEndDate: z.boolean(),
  WebAppAsContent: z.boolean(),
  WebAppAsLink: z.boolean(),
  WebAppAsContentDomain: domainSchema.nullable(),
  BGColor: colorSchema,
  TextColor: colorSchema,
  BGColorContent: colorSchema,
  TextColorContent: colorSchema,
  Availability: availabilitySchema.nullable(),
};

/** Fields a client reads and may send back; the server computes them, so they are ignored. */
const readOnlyFields = {
  EnterpriseID: z.unknown(),
  IsActive: z.unknown(),
  IsMenuWithSubmenu: z.unknown(),
  Common: z.unknown(),
  UsersMenusCommon: z.unknown(),
  isSecundary: z.unknown(),
  Version: dbInt().min(0).optional(),
};

const clientFlags = { IsNew: z.boolean(), isNew: z.boolean() };

export const submenuSaveSchema = z.strictObject({
  ID: entityIdSchema,
  ...z.object(menuFields).partial().required({ Name: true }).shape,
  ...z.object(clientFlags).partial().shape,
  ...z.object(readOnlyFields).partial().shape,
  // A submenu holds no submenus: its list is sent back empty, as every read gives it.
  Menus: z.array(z.never()).max(0).optional(),
});
export type SubmenuSave = z.infer<typeof submenuSaveSchema>;

export const menuSaveSchema = z.strictObject({
  ID: entityIdSchema,
  ...z.object(menuFields).partial().required({ Name: true }).shape,
  ...z.object(clientFlags).partial().shape,
  ...z.object(readOnlyFields).partial().shape,
  Menus: z.array(submenuSaveSchema).max(500).optional(),
  // Each content is checked by parseContent (common fields + its type's schema).
  Content: z.array(contentItemSchema).max(2000).optional(),
  // Saved blocks of this menu that the draft no longer holds (a restored revision without them).
  RemovedContent: z.array(serverIdSchema).max(2000).optional(),
});
export type MenuSave = z.infer<typeof menuSaveSchema>;

/** A menu as the API answers it. */
export type Menu = {
  ID: number;
  EnterpriseID: string;
  Name: Translatable;
  Image: string | null;
  Alias: string | null;
  ParentID: number | null;
  ORD: number;
  Type: MenuType;
  Private: boolean;
  IsTemp: boolean;
  StartDate: string | null;
  EndDate: string | null;
  NoEndDate: boolean;
  WebAppAsContent: boolean;
  WebAppAsLink: boolean;
  WebAppAsContentDomain: string | null;
  BGColor: string | null;
  TextColor: string | null;
  BGColorContent: string | null;
  TextColorContent: string | null;
  Availability: z.infer<typeof availabilitySchema> | null;
  IsActive: boolean;
  IsMenuWithSubmenu: boolean;
  Common: number;
  Version: number;
  Menus: Menu[];
};

export const sortEntrySchema = z.strictObject({ ID: serverIdSchema, ORD: dbInt().min(0) });

export type TypeOfferContext = {
  readonly permission: readonly number[];
  readonly commonMode: boolean;
  /** The menu already has a type: it can no longer become a submenus menu. */
  readonly typeAlreadySet?: boolean;
  readonly isSubmenu?: boolean;
  readonly forAddContent?: boolean;
};

/**
 * Types offered in the type picker (behaviour.md#scopes): the enterprise's Permission list, or all in common-menus
 * mode; submenus (type 1) never for a typed menu, a submenu or the add-content dialog. Non-exclusive
 * types first (behaviour.md#menu-editor).
 */
export const offeredTypes = (ctx: TypeOfferContext): ContentTypeInfo[] => {
  const allowed = new Set(ctx.permission);
  const excludeSubmenus = ctx.typeAlreadySet || ctx.isSubmenu || ctx.forAddContent;
  const offered = contentTypes.filter(
    (t) =>
      (ctx.commonMode || allowed.has(t.id)) && !(excludeSubmenus && t.id === MENU_TYPE_SUBMENUS),
  );
  return [...offered.filter((t) => !t.exclusive), ...offered.filter((t) => t.exclusive)];
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The picker's search: the internal name, the translated name or the one-line description
 * contains the query (accents and case ignored).
 */
export const matchesTypeSearch = (
  type: ContentTypeInfo,
  query: string,
  translatedName: string,
  description = '',
): boolean => {
  const q = fold(query.trim());
  return (
    q === '' ||
    fold(type.key).includes(q) ||
    fold(translatedName).includes(q) ||
    fold(description).includes(q)
  );
};
