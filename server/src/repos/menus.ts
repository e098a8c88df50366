import {
  type Availability,
  COMMON_OWNER,
  isAvailableAt,
  isNewId,
  type Menu,
  type MenuSave,
  type SubmenuSave,
} from '@carta/domain';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { type Dialect, fromJson, toJson } from '../db/dialect.ts';
import type { MenusTable } from '../db/tables/menus.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
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
    Type: row.Type === 0 || row.Type === 1 ? row.Type : null,
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
    IsMenuWithSubmenu: row.Type === 1,
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

export const findMenu = (db: Queryable, id: number) =>
  db.selectFrom('menus').selectAll().where('ID', '=', id).executeTakeFirst();

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

/** A parent must be a top-level menu of the same owner: submenus hold no submenus (§6). */
export const assertParent = async (
  db: Queryable,
  owner: string,
  parentId: number,
  self?: number,
) => {
  const parent = await db
    .selectFrom('menus')
    .select(['ID', 'ParentID'])
    .where('ID', '=', parentId)
    .where('Owner', '=', owner)
    .executeTakeFirst();
  if (!parent || parent.ParentID !== null || parent.ID === self) {
    throw badRequest('ParentID is not a top-level menu of this owner', ['ParentID']);
  }
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
  if (typeof input.ParentID === 'number') {
    await assertParent(db, owner, input.ParentID, isNewId(input.ID) ? undefined : input.ID);
  }
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
  if (input.Version === undefined) throw badRequest('Version is required', ['Version']);
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
    if (!row) throw notFound('menu');
    throw conflict('this menu was saved by someone else since it was loaded');
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
  if (unknown.length > 0) throw badRequest('submenus that are not under this menu', unknown);

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
      Version: before?.Version ?? 1,
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
        UpdatedAt: eb.ref('excluded.UpdatedAt'),
      })),
    )
    .execute();
  return mapping;
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

export const listMenuUsers = async (db: Queryable, menuId: number) =>
  db
    .selectFrom('menu_users')
    .select('UserID as ID')
    .where('MenuID', '=', menuId)
    .orderBy('UserID')
    .execute();

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
