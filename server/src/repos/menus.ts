import {
  type Availability,
  asMenuType,
  COMMON_OWNER,
  isAvailableAt,
  isNewId,
  MENU_TYPE_SUBMENUS,
  type Menu,
  type MenuSave,
  type SubmenuSave,
} from '@carta/domain';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled.ts';
import { type Dialect, fromJson, toJson } from '../db/dialect.ts';
import type { MenusTable } from '../db/tables/menus.ts';
import { InvalidInput, NotFound, VersionConflict } from '../domain-errors.ts';
import { bool, flag, now, type Queryable } from './types.ts';

export const toMenu = (row: Selectable<MenusTable>, timeZone: string, at: Date): Menu => {
  const availability = fromJson<Availability | null>(row.Availability, null);
  return {
    ID: row.ID,
    EnterpriseID: row.Owner,
    Name: fromJson<Record<string, string>>(row.Name, {}),
    Image: row.Image,
    Alias: row.Alias,
    ParentID: row.ParentID,
    ORD: row.ORD,
    Type: asMenuType(row.Type),
    Private: bool(row.Private),
    IsTemp: bool(row.IsTemp),
    StartDate: row.StartDate,
    EndDate: row.EndDate,
    NoEndDate: bool(row.NoEndDate),
    WebAppAsContent: bool(row.WebAppAsContent),
    WebAppAsLink: bool(row.WebAppAsLink),
    WebAppAsContentDomain: row.WebAppAsContentDomain,
    BGColor: row.BGColor,
    TextColor: row.TextColor,
    BGColorContent: row.BGColorContent,
    TextColorContent: row.TextColorContent,
    Availability: availability,
    IsActive: isAvailableAt(row.IsTemp ? { ...availability, IsTemp: true } : null, at, timeZone),
    IsMenuWithSubmenu: row.Type === MENU_TYPE_SUBMENUS,
    Common: row.Owner === COMMON_OWNER ? 1 : 0,
    Version: row.Version,
    Menus: [],
  };
};

/** An owner's menus as a tree: top-level menus with their submenus, each level in ORD order. */
export const listMenuTree = async (db: Queryable, owner: string, timeZone: string) => {
  const rows = await db
    .selectFrom('menus')
    .selectAll()
    .where('Owner', '=', owner)
    .orderBy('ORD')
    .orderBy('ID')
    .execute();
  const at = new Date();
  const menus = rows.map((row) => toMenu(row, timeZone, at));
  const byId = new Map(menus.map((m) => [m.ID, m]));
  const top: Menu[] = [];
  for (const menu of menus) {
    const parent = menu.ParentID === null ? undefined : byId.get(menu.ParentID);
    if (parent) {
      parent.Menus.push(menu);
      parent.IsMenuWithSubmenu = true;
    } else top.push(menu);
  }
  return top;
};

const menuById = compiledOnce(
  (db, id: number) => db.selectFrom('menus').selectAll().where('ID', '=', id),
  [-1],
);
/** One menu by id: read by every menu and contents request, its query compiled once. */
export const findMenu = async (db: Queryable, id: number) => (await menuById(db, id))[0];

const menuStampById = compiledOnce(
  (db, id: number) =>
    db.selectFrom('menus').select(['ID', 'Owner', 'Version']).where('ID', '=', id),
  [-1],
);
/**
 * What a read answered from a kept copy needs of a menu: its owner (access) and Version (which copy).
 * Three columns instead of the row: the read of every GET contents, a third of the row's cost.
 */
export const findMenuStamp = async (db: Queryable, id: number) => (await menuStampById(db, id))[0];

type MenuFields = Omit<Insertable<MenusTable>, 'ID' | 'Owner' | 'Version' | 'UpdatedAt'>;

/** The columns a save sets: only the fields the client sent. */
const columnsOf = (input: Partial<MenuSave> | SubmenuSave): MenuFields => {
  const c: Partial<MenuFields> = {};
  if (input.Name !== undefined) c.Name = toJson(input.Name);
  if (input.Image !== undefined) c.Image = input.Image;
  if (input.Alias !== undefined) c.Alias = input.Alias;
  if (input.ParentID !== undefined) c.ParentID = input.ParentID;
  if (input.ORD !== undefined) c.ORD = input.ORD;
  if (input.Type !== undefined) c.Type = input.Type;
  if (input.Private !== undefined) c.Private = flag(input.Private);
  if (input.IsTemp !== undefined) c.IsTemp = flag(input.IsTemp);
  if (input.StartDate !== undefined) c.StartDate = input.StartDate;
  if (input.EndDate !== undefined) c.EndDate = input.EndDate;
  if (input.NoEndDate !== undefined) c.NoEndDate = flag(input.NoEndDate);
  if (input.WebAppAsContent !== undefined) c.WebAppAsContent = flag(input.WebAppAsContent);
  if (input.WebAppAsLink !== undefined) c.WebAppAsLink = flag(input.WebAppAsLink);
  if (input.WebAppAsContentDomain !== undefined)
    c.WebAppAsContentDomain = input.WebAppAsContentDomain;
  if (input.BGColor !== undefined) c.BGColor = input.BGColor;
  if (input.TextColor !== undefined) c.TextColor = input.TextColor;
  if (input.BGColorContent !== undefined) c.BGColorContent = input.BGColorContent;
  if (input.TextColorContent !== undefined) c.TextColorContent = input.TextColorContent;
  if (input.Availability !== undefined) {
    c.Availability = input.Availability === null ? null : toJson(input.Availability);
  }
  return c as MenuFields;
};

/** Create or update the menu itself; an update from a stale Version is refused (409). */
export const writeMenu = async (
  db: Queryable,
  dialect: Dialect,
  owner: string,
  input: MenuSave,
): Promise<{ id: number; version: number }> => {
  const columns = columnsOf(input);
  const stamp = now();
  if (isNewId(input.ID)) {
    const [id] = await dialect.allocateIds(db, 'menus', 1);
    await db
      .insertInto('menus')
      .values({
        ...columns,
        Name: columns.Name,
        ID: id as number,
        Owner: owner,
        Version: 1,
        UpdatedAt: stamp,
      })
      .execute();
    return { id: id as number, version: 1 };
  }
  if (input.Version === undefined) throw new InvalidInput('Version is required', ['Version']);
  const result = await db
    .updateTable('menus')
    .set({ ...columns, Version: sql<number>`"Version" + 1`, UpdatedAt: stamp })
    .where('ID', '=', input.ID)
    .where('Owner', '=', owner)
    .where('Version', '=', input.Version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const row = await db
      .selectFrom('menus')
      .select('ID')
      .where('ID', '=', input.ID)
      .where('Owner', '=', owner)
      .executeTakeFirst();
    if (!row) throw new NotFound('menu');
    throw new VersionConflict('this menu was saved by someone else since it was loaded');
  }
  return { id: input.ID, version: input.Version + 1 };
};

/** Create new submenus and update the listed existing ones, in two statements. */
export const writeSubmenus = async (
  db: Queryable,
  dialect: Dialect,
  owner: string,
  parentId: number,
  submenus: readonly SubmenuSave[],
): Promise<{ oldID: string; newID: number }[]> => {
  if (submenus.length === 0) return [];
  const existingIds = submenus
    .map((s) => s.ID)
    .filter((id): id is number => typeof id === 'number');
  const existing = existingIds.length
    ? await db
        .selectFrom('menus')
        .selectAll()
        .where('ID', 'in', existingIds)
        .where('Owner', '=', owner)
        .where('ParentID', '=', parentId)
        .execute()
    : [];
  const byId = new Map(existing.map((row) => [row.ID, row]));
  const unknown = submenus
    .map((s, i) => ({ id: s.ID, i }))
    .filter(({ id }) => typeof id === 'number' && !byId.has(id))
    .map(({ i }) => `Menus.${i}.ID`);
  if (unknown.length > 0) throw new InvalidInput('submenus that are not under this menu', unknown);

  const fresh = submenus.filter((s) => typeof s.ID !== 'number');
  const ids = await dialect.allocateIds(db, 'menus', fresh.length);
  const mapping = fresh.map((s, i) => ({ oldID: String(s.ID), newID: ids[i] as number }));
  const newIdOf = new Map(mapping.map((m) => [m.oldID, m.newID]));
  const stamp = now();
  const rows = submenus.map((s) => {
    const id = typeof s.ID === 'number' ? s.ID : (newIdOf.get(s.ID) as number);
    const before = byId.get(id);
    const { ID: _id, ...kept } = before ?? { ID: 0 };
    return {
      ...kept,
      ...columnsOf({
        Name: s.Name,
        Image: s.Image,
        ORD: s.ORD,
        BGColor: s.BGColor,
        TextColor: s.TextColor,
      }),
      ID: id,
      Owner: owner,
      ParentID: parentId,
      // Rewritten through its parent's save, a submenu gets a new Version like any save of it:
      // an editor still holding its older copy meets a 409 instead of overwriting this.
      Version: before ? before.Version + 1 : 1,
      UpdatedAt: stamp,
    };
  });
  await db
    .insertInto('menus')
    .values(rows)
    .onConflict((oc) =>
      oc.column('ID').doUpdateSet((eb) => ({
        Name: eb.ref('excluded.Name'),
        Image: eb.ref('excluded.Image'),
        ORD: eb.ref('excluded.ORD'),
        BGColor: eb.ref('excluded.BGColor'),
        TextColor: eb.ref('excluded.TextColor'),
        Version: eb.ref('excluded.Version'),
        UpdatedAt: eb.ref('excluded.UpdatedAt'),
      })),
    )
    .execute();
  return mapping;
};

/**
 * Bump the Version of the parents a submenu save changes: their copy of the submenu list is stale
 * now (behaviour.md#limits). A parent the submenu joins must still be a top-level menu of submenus when it
 * is written: a move racing this save fails here instead of nesting deeper; false when it did.
 * Runs before the submenu is written, so parent and submenu rows are always locked in that order.
 */
export const bumpParents = async (
  db: Queryable,
  owner: string,
  parents: { readonly joined: number | null; readonly others: readonly number[] },
): Promise<boolean> => {
  const bump = { Version: sql<number>`"Version" + 1`, UpdatedAt: now() };
  if (parents.others.length > 0) {
    await db
      .updateTable('menus')
      .set(bump)
      .where('ID', 'in', [...parents.others])
      .where('Owner', '=', owner)
      .execute();
  }
  if (parents.joined === null) return true;
  const result = await db
    .updateTable('menus')
    .set(bump)
    .where('ID', '=', parents.joined)
    .where('Owner', '=', owner)
    .where('ParentID', 'is', null)
    .where('Type', '=', MENU_TYPE_SUBMENUS)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Bump a menu's version after a change to its contents, answering the new one. */
export const bumpVersion = async (db: Queryable, menuId: number): Promise<number> => {
  const row = await db
    .updateTable('menus')
    .set({ Version: sql<number>`"Version" + 1`, UpdatedAt: now() })
    .where('ID', '=', menuId)
    .returning('Version')
    .executeTakeFirst();
  return row?.Version ?? 0;
};

/** Set submenu positions in one statement; only the owner's menus move. */
export const sortMenus = async (
  db: Queryable,
  owner: string,
  entries: readonly { ID: number; ORD: number }[],
): Promise<number> => {
  if (entries.length === 0) return 0;
  const cases = sql.join(
    entries.map((e) => sql`when ${e.ID} then cast(${e.ORD} as integer)`),
    sql` `,
  );
  const result = await db
    .updateTable('menus')
    .set({ ORD: sql<number>`case "ID" ${cases} end`, UpdatedAt: now() })
    .where(
      'ID',
      'in',
      entries.map((e) => e.ID),
    )
    .where('Owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Its submenus, contents and user assignments go with it (foreign keys cascade). */
export const deleteMenu = async (db: Queryable, id: number): Promise<number> => {
  const result = await db.deleteFrom('menus').where('ID', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** A common menu's assigned users: of every enterprise, or of `enterpriseId` only. */
export const listMenuUsers = async (db: Queryable, menuId: number, enterpriseId?: number) => {
  let query = db
    .selectFrom('menu_users')
    .select('menu_users.UserID as ID')
    .where('menu_users.MenuID', '=', menuId);
  if (enterpriseId !== undefined)
    query = query
      .innerJoin('users', 'users.ID', 'menu_users.UserID')
      .where('users.EnterpriseID', '=', enterpriseId);
  return query.orderBy('menu_users.UserID').execute();
};

export const replaceMenuUsers = async (
  db: Queryable,
  menuId: number,
  userIds: readonly number[],
) => {
  await db.deleteFrom('menu_users').where('MenuID', '=', menuId).execute();
  if (userIds.length > 0) {
    await db
      .insertInto('menu_users')
      .values([...new Set(userIds)].map((UserID) => ({ MenuID: menuId, UserID })))
      .execute();
  }
};
