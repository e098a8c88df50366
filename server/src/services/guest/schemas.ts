import { MENU_TYPE_CONTENTS, MENU_TYPE_SUBMENUS } from '@carta/domain';
import { z } from 'zod';
import { anyGuestBlockShape } from './block-shapes.ts';

/** Paths of the values shown in another language than the one asked, e.g. `Times.0.Title`. */
const fallback = z.array(z.string());
const color = z.string().nullable();

export const guestVenue = z.strictObject({
  ID: z.number(),
  Name: z.string(),
  Languages: z.array(z.string()),
  TimeZone: z.string(),
  Style: z.strictObject({
    enterpriseColor: z.string(),
    BGColor: z.string(),
    Color: color,
    BGColorSecundary: color,
    ColorSecundary: color,
    GlobalFont: z.string().nullable(),
    Font: z.string().nullable(),
    FontSecundary: z.string().nullable(),
    FontSize: z.number().nullable(),
    FontSizeSecundary: z.number().nullable(),
    withGradient: z.boolean(),
    withGradientSubmenu: z.boolean(),
  }),
  Logo: z.string().nullable(),
  Ordering: z.boolean(),
  IncludeExtras: z.boolean(),
});

const menuFields = {
  ID: z.number(),
  Name: z.string(),
  Image: z.string().nullable(),
  Type: z.union([z.literal(MENU_TYPE_CONTENTS), z.literal(MENU_TYPE_SUBMENUS)]).nullable(),
  ORD: z.number(),
  Common: z.boolean(),
  BGColor: color,
  TextColor: color,
  BGColorContent: color,
  TextColorContent: color,
  WebAppAsContent: z.boolean(),
  WebAppAsLink: z.boolean(),
  WebAppAsContentDomain: z.string().nullable(),
  _fallback: fallback,
};

const submenu = z.strictObject({ ...menuFields, Menus: z.array(z.never()) });
export const guestMenu = z.strictObject({ ...menuFields, Menus: z.array(submenu) });
export const guestMenuTreeSchema = z.strictObject({
  data: z.array(guestMenu),
  total: z.number(),
});

/**
 * A menu page: the menu's own fields and its blocks, each with its type's allow-listed fields
 * (block-shapes.ts). Answered as built (`answeredAs`), so only the document and the tests read it.
 */
export const guestMenuPage = z.strictObject({ ...menuFields, Blocks: z.array(anyGuestBlockShape) });
