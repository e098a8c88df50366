import {
  availabilitySchema,
  blocks,
  contentCommonSchema,
  languageCodeSchema,
  menuSaveSchema,
  serverIdSchema,
  typeIdOfBlock,
} from '@carta/domain';
import { z } from 'zod';
import { TRANSLATION_PROVIDERS } from '../services/translation/index.ts';

/**
 * What the main reads answer, written from the domain's own schemas: the OpenAPI document
 * describes them field by field, and the tests check every answer against it (openapi-check.ts).
 */

const MENU_FIELDS = [
  'Name',
  'Image',
  'Alias',
  'ParentID',
  'ORD',
  'Type',
  'Private',
  'IsTemp',
  'StartDate',
  'EndDate',
  'NoEndDate',
  'WebAppAsContent',
  'WebAppAsLink',
  'WebAppAsContentDomain',
  'BGColor',
  'TextColor',
  'BGColorContent',
  'TextColorContent',
] as const;

const menuSaved = z
  .object(menuSaveSchema.shape)
  .pick(
    Object.fromEntries(MENU_FIELDS.map((key) => [key, true])) as Record<
      (typeof MENU_FIELDS)[number],
      true
    >,
  )
  .required();

const menuOwn = {
  ID: serverIdSchema,
  EnterpriseID: z.string(),
  ...menuSaved.shape,
  Availability: availabilitySchema.nullable(),
  IsActive: z.boolean(),
  IsMenuWithSubmenu: z.boolean(),
  Common: z.number().int(),
  Version: z.number().int(),
};

/** A submenu: menus nest two levels deep at most (MAX_MENU_DEPTH), so it holds none. */
const submenuAnswer = z.object({ ...menuOwn, Menus: z.array(z.any()).max(0) });

/** A menu as the API answers it (domain `Menu`): its own fields, its place, its submenus. */
export const menuAnswer = z.object({ ...menuOwn, Menus: z.array(submenuAnswer) });

/** One content: the common fields and its block type's own, told apart by `Type`. */
export const contentAnswer = z.discriminatedUnion(
  'Type',
  Object.values(blocks).map((block) =>
    contentCommonSchema
      // Client-side state a draft carries, never answered.
      .omit({ IsNew: true, isNew: true, key: true })
      .extend(block.schema.shape)
      .extend({
        ID: serverIdSchema,
        MenuID: serverIdSchema,
        Type: z.literal(typeIdOfBlock(block.key)),
      }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

/** Text per language: an object keyed by language code. */
export const translatableAnswer = z
  .record(languageCodeSchema, z.string())
  .describe('one text per language, keyed by language code');

/** An enterprise as browsers read it (repos/enterprises `toEnterprise`): no secret in it. */
export const enterpriseAnswer = z.object({
  ID: serverIdSchema,
  Name: z.string(),
  enterpriseColor: z.string(),
  BGColor: z.string(),
  Languages: z.array(languageCodeSchema),
  Permission: z.array(z.number().int()),
  DviewLink: z.string().nullable(),
  Chain: z.string().nullable(),
  AuthType: z.string(),
  IncludeExtras: z.boolean(),
  TimeZone: z.string(),
  Color: z.string().optional(),
  BGColorSecundary: z.string().optional(),
  ColorSecundary: z.string().optional(),
  GlobalFont: z.string().optional(),
  Font: z.string().optional(),
  FontSecundary: z.string().optional(),
  FontSize: z.number().optional(),
  FontSizeSecundary: z.number().optional(),
  withGradient: z.boolean().optional(),
  withGradientSubmenu: z.boolean().optional(),
  TranslationProvider: z.enum(TRANSLATION_PROVIDERS).nullable(),
  TranslationConfigured: z.boolean(),
  Logo: z.string().nullable(),
  HideDishOrderPoint: z.boolean(),
});

/** A user as the API answers it (repos/users `toUser`): never a password. */
export const userAnswer = z.object({
  ID: serverIdSchema,
  Name: z.string(),
  Email: z.string(),
  EnterpriseID: z.number().int(),
  isAdmin: z.boolean(),
  Permission: z.array(z.number().int()),
  ShowCustomColorMenu: z.boolean(),
  Role: z.enum(['admin', 'staff']),
  Active: z.boolean(),
  HideDishOrderPoint: z.boolean(),
  HasPassword: z.boolean(),
});
