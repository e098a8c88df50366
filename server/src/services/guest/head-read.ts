import { guestLanguageOf } from '@carta/domain/guest/index';
import { findEnterprise, toEnterprise } from '../../repos/enterprises.ts';
import { listGuestMenuRows } from '../../repos/guest.ts';
import type { Queryable } from '../../repos/types.ts';
import { type GuestHead, guestHeadOf } from './head.ts';
import { guestMenuTree } from './menus.ts';

/** Where a guest page sits: its venue, its menu (null for the home) and the language asked. */
export type GuestPlace = {
  readonly ws: number;
  readonly menuId: number | null;
  readonly lang: string | undefined;
};

/**
 * The head of a guest page as a guest sees it now; undefined for an unknown venue, a language it
 * does not speak or a menu a guest cannot reach (the app then says "not found" itself).
 */
export const readGuestHead = async (
  db: Queryable,
  origin: string,
  place: GuestPlace,
  at: Date,
): Promise<GuestHead | undefined> => {
  const row = await findEnterprise(db, place.ws);
  if (!row) return undefined;
  const venue = toEnterprise(row);
  const language = guestLanguageOf(place.lang, venue.Languages);
  if (!language) return undefined;
  const tree = guestMenuTree(await listGuestMenuRows(db, place.ws), language, at, venue.TimeZone);
  const find = (menus: typeof tree, id: number): (typeof tree)[number] | undefined => {
    for (const menu of menus) {
      const found = menu.ID === id ? menu : find(menu.Menus, id);
      if (found) return found;
    }
    return undefined;
  };
  const menu = place.menuId === null ? null : find(tree, place.menuId);
  if (menu === undefined) return undefined;
  return guestHeadOf({
    origin,
    ws: place.ws,
    venueName: venue.Name,
    logo: venue.Logo,
    languages: venue.Languages,
    lang: language.lang,
    tree,
    menu,
  });
};
