import { type Availability, asMenuType, COMMON_OWNER } from '@carta/domain';
import type { MenuVisibility, StoredMenu } from '@carta/domain/guest/index';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { compiledOnce } from '../db/compiled.ts';
import { fromJson } from '../db/dialect.ts';
import type { Database } from '../db/tables/index.ts';
import type { MenusTable } from '../db/tables/menus.ts';
import { findMenu } from './menus.ts';
import { bool, type Queryable } from './types.ts';

/** A menu row with what the guest projection and its visibility rules read. */
export type GuestMenuRow = StoredMenu &
  MenuVisibility & {
    readonly ParentID: number | null;
    readonly Owner: string;
    Version: number;
    ExtrasVersion: number;
  };

const toGuestMenuRow = (row: Selectable<MenusTable>): GuestMenuRow => ({
  ID: row.ID,
  Owner: row.Owner,
  ParentID: row.ParentID,
  Version: row.Version,
  ExtrasVersion: row.ExtrasVersion,
  Name: fromJson<unknown>(row.Name, {}),
  Image: row.Image,
  Type: asMenuType(row.Type),
  ORD: row.ORD,
  Common: row.Owner === COMMON_OWNER,
  BGColor: row.BGColor,
  TextColor: row.TextColor,
  BGColorContent: row.BGColorContent,
  TextColorContent: row.TextColorContent,
  WebAppAsContent: bool(row.WebAppAsContent),
  WebAppAsLink: bool(row.WebAppAsLink),
  WebAppAsContentDomain: row.WebAppAsContentDomain,
  Private: bool(row.Private),
  IsTemp: bool(row.IsTemp),
  Availability: fromJson<Availability | null>(row.Availability, null),
});

/** Ids of the common menus assigned to any user of enterprise `ws`. */
const assignedTo = (db: Queryable, ws: number) =>
  db
    .selectFrom('menu_users')
    .innerJoin('users', 'users.ID', 'menu_users.UserID')
    .select('menu_users.MenuID')
    .where('users.EnterpriseID', '=', ws);

/** The venue's own menus, and the common menus assigned to its users with their submenus. */
const reachableFrom = (db: Queryable, ws: number, eb: ExpressionBuilder<Database, 'menus'>) =>
  eb.or([
    eb('Owner', '=', String(ws)),
    eb.and([
      eb('Owner', '=', COMMON_OWNER),
      eb.or([eb('ID', 'in', assignedTo(db, ws)), eb('ParentID', 'in', assignedTo(db, ws))]),
    ]),
  ]);

/**
 * Every menu a guest of `ws` could reach, in one query: the venue's own, and the common menus assigned
 * to its users with their submenus. Each level in ORD order; visibility is judged by the caller.
 */
export const listGuestMenuRows = async (db: Queryable, ws: number): Promise<GuestMenuRow[]> => {
  const rows = await db
    .selectFrom('menus')
    .selectAll()
    .where((eb) => reachableFrom(db, ws, eb))
    .orderBy('ORD')
    .orderBy('ID')
    .execute();
  return rows.map(toGuestMenuRow);
};

/** Whether any of these common menus is assigned to a user of enterprise `ws`. */
const isAssignedTo = async (db: Queryable, ws: number, menuIds: readonly number[]) =>
  (await assignedTo(db, ws)
    .where('menu_users.MenuID', 'in', [...menuIds])
    .executeTakeFirst()) !== undefined;

/** The languages and time zone of a venue, as stored, and whether its dishes show their extras. */
export type VenueClock = {
  readonly Languages: string[];
  readonly TimeZone: string;
  readonly IncludeExtras: boolean;
};

// Every guest page read runs it: compiled once per database handle (db/compiled.ts).
const venueAndMenu = compiledOnce(
  (db: Queryable, ws: number, id: number) =>
    db
      .selectFrom('enterprises')
      .leftJoin('menus', (join) => join.on('menus.ID', '=', id))
      .selectAll('menus')
      .select([
        'enterprises.Languages as VenueLanguages',
        'enterprises.TimeZone as VenueTimeZone',
        'enterprises.IncludeExtras as VenueIncludeExtras',
      ])
      .where('enterprises.ID', '=', ws),
  [-1, -2],
);

/**
 * Venue `ws` (null when unknown) with its menu `id` and that menu's parent when a guest of `ws` could
 * reach them (own menus, or common menus assigned to the venue's users). A top-level menu of the
 * venue's own costs one query: the most read page of a guest app.
 */
export const findGuestMenu = async (
  db: Queryable,
  ws: number,
  id: number,
): Promise<{
  venue: VenueClock;
  found: { menu: GuestMenuRow; parent: GuestMenuRow | null } | null;
} | null> => {
  const [row] = await venueAndMenu(db, ws, id);
  if (!row) return null;
  const { VenueLanguages, VenueTimeZone, VenueIncludeExtras, ...menuColumns } = row;
  const venue = {
    Languages: fromJson<string[]>(VenueLanguages, ['es']),
    TimeZone: VenueTimeZone,
    IncludeExtras: bool(VenueIncludeExtras),
  };
  if (menuColumns.ID === null) return { venue, found: null };
  const menu = toGuestMenuRow(menuColumns as Selectable<MenusTable>);
  const parentRow = menu.ParentID === null ? undefined : await findMenu(db, menu.ParentID);
  const parent = parentRow ? toGuestMenuRow(parentRow) : null;
  if (menu.ParentID !== null && !parent) return { venue, found: null };
  // A submenu has its parent's owner (assertParent), and is reached through it.
  const reachable =
    menu.Owner === String(ws) ||
    (menu.Owner === COMMON_OWNER &&
      (await isAssignedTo(db, ws, parent ? [menu.ID, parent.ID] : [menu.ID])));
  return { venue, found: reachable ? { menu, parent } : null };
};

// Every guest page read runs it before anything else: compiled once per database handle.
const pageStamp = compiledOnce(
  (db: Queryable, ws: number, id: number, owner: string) =>
    db
      .selectFrom('enterprises')
      .leftJoin('menus as m', (join) => join.on('m.ID', '=', id))
      .leftJoin('menus as p', 'p.ID', 'm.ParentID')
      .select((eb) => [
        // Text on both databases: PostgreSQL's jsonb comes back as a new array at every read, which
        // a column-by-column comparison (sameStamp) never finds equal.
        eb.cast<string>('enterprises.Languages', 'text').as('Languages'),
        'enterprises.IncludeExtras',
        'm.Version',
        'm.ExtrasVersion',
        'm.ORD',
        'm.Private',
        'm.IsTemp',
        'p.Private as ParentPrivate',
        'p.IsTemp as ParentIsTemp',
        // How the venue reaches the menu (findGuestMenu): 1 its own, 2 a common menu assigned to
        // its users (directly or through its parent), 0 not at all or no such menu. The owner
        // also decides the page's Common flag.
        eb
          .case()
          .when('m.Owner', '=', owner)
          .then(sql.lit(1))
          .when(
            eb.and([
              eb('m.Owner', '=', sql.lit(COMMON_OWNER)),
              eb.exists(
                eb
                  .selectFrom('menu_users')
                  .innerJoin('users', 'users.ID', 'menu_users.UserID')
                  .select('menu_users.MenuID')
                  .where('users.EnterpriseID', '=', ws)
                  .where((w) =>
                    w.or([
                      w('menu_users.MenuID', '=', w.ref('m.ID')),
                      w('menu_users.MenuID', '=', w.ref('m.ParentID')),
                    ]),
                  ),
              ),
            ]),
          )
          .then(sql.lit(2))
          .else(sql.lit(0))
          .end()
          .as('Reach'),
      ])
      .where('enterprises.ID', '=', ws),
  [-1, -2, 'owner'],
);

/**
 * What a guest's page of menu `id` at venue `ws` is built from besides its blocks, when nothing in it
 * is judged at the instant (no hours on the menu, its parent or its blocks, no dish): the venue's
 * languages and extras switch, the menu's Version and place, its and its parent's visibility, and
 * how the venue reaches it. Not the time zone nor the hours, which such a page does not read. One
 * narrow row of numbers and one short text; null for an unknown venue. Two reads with equal stamps
 * (sameStamp) build the same page (routes/guest-public.ts).
 */
export const guestPageStamp = async (
  db: Queryable,
  ws: number,
  id: number,
): Promise<GuestPageStamp | null> => {
  const [row] = await pageStamp(db, ws, id, String(ws));
  return row ?? null;
};

export type GuestPageStamp = Readonly<Record<string, unknown>>;
