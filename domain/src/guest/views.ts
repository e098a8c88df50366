import { type Availability, isAvailableAt } from '../availability.ts';
import { blockByType } from '../blocks/index.ts';
import type { MenuType } from '../menu-type.ts';
import { type GuestContext, projectShape } from './project.ts';

/** The paths of the values shown in another language than the one asked (docs/api.md). */
export type Fallbacks = { readonly _fallback: string[] };

/** A stored block as the server reads it: common fields and its type's fields side by side. */
export type StoredBlock = Record<string, unknown> & {
  readonly ID: number;
  readonly Type: number;
  readonly ORD: number;
  readonly HideMobile?: boolean;
};

export type GuestBlock = Record<string, unknown> &
  Fallbacks & { ID: number; Type: number; Key: string; ORD: number };

/**
 * A block as a guest receives it: its id, type (number and key) and position, then only the fields
 * its type's allow-list names, translated and sanitized. A block of an unknown type is null.
 */
export const guestBlockOf = (block: StoredBlock, ctx: GuestContext): GuestBlock | null => {
  const type = blockByType(block.Type);
  if (!type) return null;
  const _fallback: string[] = [];
  const fields = projectShape(type.guest, block, '', ctx, _fallback);
  return { ...fields, ID: block.ID, Type: block.Type, Key: type.key, ORD: block.ORD, _fallback };
};

/**
 * Whether a guest sees a block at `at`: not hidden on mobile (the guest app is a phone's) and
 * available then on the venue's wall clock.
 */
export const isBlockShownToGuest = (
  hideMobile: boolean,
  availability: Availability | null,
  at: Date,
  timeZone: string,
): boolean => !hideMobile && isAvailableAt(availability, at, timeZone);

/** A menu's own visibility fields, as stored. */
export type MenuVisibility = {
  readonly Private: boolean;
  readonly IsTemp: boolean;
  readonly Availability: Availability | null;
};

/**
 * Whether a guest sees a menu at `at`: not private, and — when temporary — available then on the
 * venue's wall clock (the same reading as the editor's IsActive badge).
 */
export const isMenuShownToGuest = (menu: MenuVisibility, at: Date, timeZone: string): boolean =>
  !menu.Private &&
  isAvailableAt(menu.IsTemp ? { ...menu.Availability, IsTemp: true } : null, at, timeZone);

/** A menu as guests see it; `Menus` holds its visible submenus in the tree, [] on a menu page. */
export type GuestMenu = Fallbacks & {
  ID: number;
  Name: string;
  Image: string | null;
  Type: MenuType;
  ORD: number;
  Common: boolean;
  BGColor: string | null;
  TextColor: string | null;
  BGColorContent: string | null;
  TextColorContent: string | null;
  WebAppAsContent: boolean;
  WebAppAsLink: boolean;
  WebAppAsContentDomain: string | null;
  Menus: GuestMenu[];
};

export type StoredMenu = Omit<GuestMenu, 'Name' | 'Menus' | '_fallback'> & {
  readonly Name: unknown;
};

export const guestMenuOf = (menu: StoredMenu, ctx: GuestContext): GuestMenu => {
  const _fallback: string[] = [];
  const { Name } = projectShape({ Name: 'text' }, menu, '', ctx, _fallback);
  return {
    ID: menu.ID,
    Name: typeof Name === 'string' ? Name : '',
    Image: menu.Image,
    Type: menu.Type,
    ORD: menu.ORD,
    Common: menu.Common,
    BGColor: menu.BGColor,
    TextColor: menu.TextColor,
    BGColorContent: menu.BGColorContent,
    TextColorContent: menu.TextColorContent,
    WebAppAsContent: menu.WebAppAsContent,
    WebAppAsLink: menu.WebAppAsLink,
    WebAppAsContentDomain: menu.WebAppAsContentDomain,
    Menus: [],
    _fallback,
  };
};
