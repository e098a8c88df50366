import { allTypeIds, dbInt, languageCodeSchema } from '@carta/domain';
import { HEX_COLOR_PATTERN, isHexColor } from '@carta/domain/color';
import { isIanaTimeZone, timeZoneNames } from '@carta/domain/time-zones';
import { z } from 'zod';
import { TRANSLATION_PROVIDERS } from '../services/translation/index.ts';

const hex = z
  .string()
  .refine((v) => isHexColor(v), 'a colour as #rgb or #rrggbb')
  .meta({ pattern: HEX_COLOR_PATTERN });
/** A font family name as CSS takes it unquoted: letters, digits, spaces and hyphens. */
const font = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}\p{N} -]+$/u, 'a font family name');
const fontSize = z.number().int().min(8).max(72);

export const timeZone = z
  .string()
  .max(64)
  .refine(isIanaTimeZone, 'an IANA time zone (Europe/Madrid)')
  // The zones this runtime knows, listed: the same set isIanaTimeZone reads.
  .meta({ enum: [...timeZoneNames()] });

/** Ordered, the first being the default content language; removing one keeps stored texts. */
export const languages = z
  .array(languageCodeSchema)
  .min(1, 'at least one language')
  .max(20)
  .refine((list) => new Set(list).size === list.length, 'each language once')
  .meta({ uniqueItems: true });

/** Everything PUT /enterprises/{id} may change; every field optional, unknown ones refused. */
export const settingsBody = z.strictObject({
  Name: z.string().trim().min(1).max(120).optional(),
  // An upload (POST /utils/images; the route checks it is the enterprise's own), or null.
  Logo: z
    .string()
    .max(300)
    .regex(/^\/uploads\/\d+\/[\w.-]+$/, "one of the enterprise's images")
    .nullable()
    .optional(),
  Languages: languages.optional(),
  TimeZone: timeZone.optional(),
  enterpriseColor: hex.optional(),
  BGColor: hex.optional(),
  Color: hex.optional(),
  BGColorSecundary: hex.optional(),
  ColorSecundary: hex.optional(),
  GlobalFont: font.optional(),
  Font: font.optional(),
  FontSecundary: font.optional(),
  FontSize: fontSize.optional(),
  FontSizeSecundary: fontSize.optional(),
  withGradient: z.boolean().optional(),
  withGradientSubmenu: z.boolean().optional(),
  Permission: z
    .array(dbInt())
    .max(200)
    .refine((ids) => ids.every((id) => allTypeIds().includes(id)), 'unknown block type')
    .optional(),
  IncludeExtras: z.boolean().optional(),
  HideDishOrderPoint: z.boolean().optional(),
  TranslationProvider: z.enum(TRANSLATION_PROVIDERS).nullable().optional(),
  // Write-only: answered only as TranslationConfigured.
  TranslationKey: z
    .string()
    .min(1)
    .max(500)
    .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces')
    .nullable()
    .optional(),
});
export type SettingsBody = z.infer<typeof settingsBody>;

export const STYLE_KEYS = [
  'Color',
  'BGColorSecundary',
  'ColorSecundary',
  'GlobalFont',
  'Font',
  'FontSecundary',
  'FontSize',
  'FontSizeSecundary',
  'withGradient',
  'withGradientSubmenu',
] as const;
