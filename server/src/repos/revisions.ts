import type { MenuChangeSummary, MenuSnapshot, SnapshotContent } from '@carta/domain/revisions';
import { originalSummary, summarizeMenuChanges } from '@carta/domain/revisions';
import { fromJson, toJson } from '../db/dialect.ts';
import { listContents } from './contents.ts';
import { toMenu } from './menus.ts';
import { now, type Queryable } from './types.ts';

/**
 * The menu and its blocks as GET /api/menus and GET /api/contents answer them: two queries (the
 * menu with its submenus, then its blocks), whatever the menu holds.
 */
export const readSnapshot = async (
  db: Queryable,
  menuId: number,
  timeZone: string,
): Promise<MenuSnapshot | null> => {
  const rows = await db
    .selectFrom('menus')
    .selectAll()
    .where((eb) => eb.or([eb('ID', '=', menuId), eb('ParentID', '=', menuId)]))
    .orderBy('ORD')
    .orderBy('ID')
    .execute();
  const at = new Date();
  const own = rows.find((row) => row.ID === menuId);
  if (!own) return null;
  const menu = toMenu(own, timeZone, at);
  menu.Menus = rows.filter((row) => row.ID !== menuId).map((row) => toMenu(row, timeZone, at));
  menu.IsMenuWithSubmenu = menu.IsMenuWithSubmenu || menu.Menus.length > 0;
  const Content: SnapshotContent[] = await listContents(db, menuId);
  return { Menu: menu, Content };
};

export type RevisionAuthor = { readonly userId: number };

/**
 * behaviour.md#editing: keep a menu's original state (as seeded, imported or migrated) as a
 * revision before anything changes it, so that it can always be restored. Nothing when the menu
 * already has a revision (its original, or the save that created it) or does not exist.
 */
export const keepOriginal = async (
  db: Queryable,
  input: { readonly owner: string; readonly menuId: number; readonly timeZone: string },
): Promise<void> => {
  const any = await db
    .selectFrom('menu_revisions')
    .select('ID')
    .where('MenuID', '=', input.menuId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const snapshot = await readSnapshot(db, input.menuId, input.timeZone);
  if (!snapshot) return;
  await db
    .insertInto('menu_revisions')
    .values({
      Owner: input.owner,
      MenuID: input.menuId,
      UserID: null,
      UserName: '',
      CreatedAt: now(),
      Summary: toJson(originalSummary(snapshot)),
      Snapshot: toJson(snapshot),
    })
    .execute();
};

/** The id of a menu's original revision, which pruning keeps; null when it has none. */
const originalRevisionId = async (db: Queryable, menuId: number): Promise<number | null> => {
  const oldest = await db
    .selectFrom('menu_revisions')
    .select(['ID', 'Summary'])
    .where('MenuID', '=', menuId)
    .orderBy('ID', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!oldest) return null;
  const summary = fromJson<{ kind?: string } | null>(oldest.Summary, null);
  return summary?.kind === 'original' ? oldest.ID : null;
};

/**
 * Keep a revision of a menu just saved, inside the save's transaction: read it back, compare it
 * with the previous revision, insert, and drop all but the newest `keep` and the original. Seven queries, whatever the
 * menu holds.
 */
export const recordRevision = async (
  db: Queryable,
  input: {
    readonly owner: string;
    readonly menuId: number;
    readonly author: RevisionAuthor;
    readonly created: boolean;
    readonly timeZone: string;
    readonly keep: number;
  },
): Promise<void> => {
  const { owner, menuId, keep } = input;
  const snapshot = await readSnapshot(db, menuId, input.timeZone);
  if (!snapshot) return;
  const previous = await db
    .selectFrom('menu_revisions')
    .select('Snapshot')
    .where('MenuID', '=', menuId)
    .orderBy('ID', 'desc')
    .limit(1)
    .executeTakeFirst();
  const user = await db
    .selectFrom('users')
    .select('Name')
    .where('ID', '=', input.author.userId)
    .executeTakeFirst();
  const before = previous ? fromJson<MenuSnapshot | null>(previous.Snapshot, null) : null;
  const summary = summarizeMenuChanges(before, snapshot, input.created);
  await db
    .insertInto('menu_revisions')
    .values({
      Owner: owner,
      MenuID: menuId,
      UserID: user ? input.author.userId : null,
      UserName: user?.Name ?? '',
      CreatedAt: now(),
      Summary: toJson(summary),
      Snapshot: toJson(snapshot),
    })
    .execute();
  // Everything at or below the (keep+1)-th newest goes, but the original; nothing when there are
  // not that many.
  const original = await originalRevisionId(db, menuId);
  await db
    .deleteFrom('menu_revisions')
    .where('MenuID', '=', menuId)
    .$if(original !== null, (qb) => qb.where('ID', '!=', original ?? 0))
    .where('ID', '<=', (eb) =>
      eb
        .selectFrom('menu_revisions')
        .select('ID')
        .where('MenuID', '=', menuId)
        .orderBy('ID', 'desc')
        .limit(1)
        .offset(keep),
    )
    .execute();
};

export type RevisionListItem = {
  readonly ID: number;
  readonly CreatedAt: string;
  readonly UserName: string;
  readonly Summary: MenuChangeSummary;
};

/** One page of a menu's revisions, newest first, and how many it has. */
export const listRevisions = async (
  db: Queryable,
  menuId: number,
  page: { readonly page: number; readonly size: number },
): Promise<{ data: RevisionListItem[]; total: number }> => {
  const counted = await db
    .selectFrom('menu_revisions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('MenuID', '=', menuId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('menu_revisions')
    .select(['ID', 'CreatedAt', 'UserName', 'Summary'])
    .where('MenuID', '=', menuId)
    .orderBy('ID', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return {
    data: rows.map((row) => ({
      ID: row.ID,
      CreatedAt: row.CreatedAt,
      UserName: row.UserName,
      Summary: fromJson<MenuChangeSummary>(row.Summary, {
        kind: 'first',
        blocks: 0,
        added: 0,
        removed: 0,
        edited: 0,
        moved: 0,
        fields: [],
      }),
    })),
    total: Number(counted?.total ?? 0),
  };
};

/** One revision of a menu with its snapshot; undefined when the menu has no such revision. */
export const findRevision = async (db: Queryable, menuId: number, revisionId: number) => {
  const row = await db
    .selectFrom('menu_revisions')
    .selectAll()
    .where('ID', '=', revisionId)
    .where('MenuID', '=', menuId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ID: row.ID,
    MenuID: row.MenuID,
    CreatedAt: row.CreatedAt,
    UserName: row.UserName,
    Summary: fromJson<MenuChangeSummary | null>(row.Summary, null),
    Snapshot: fromJson<MenuSnapshot | null>(row.Snapshot, null),
  };
};

/**
 * behaviour.md#editing: every menu of a database just seeded keeps its original state, so that
 * the demo's content can be brought back after any edit.
 */
export const keepOriginals = async (db: Queryable): Promise<void> => {
  const menus = await db.selectFrom('menus').select(['ID', 'Owner']).orderBy('ID').execute();
  const zones = new Map(
    (await db.selectFrom('enterprises').select(['ID', 'TimeZone']).execute()).map((e) => [
      String(e.ID),
      e.TimeZone,
    ]),
  );
  for (const menu of menus) {
    const timeZone = zones.get(String(Number(menu.Owner))) ?? 'Europe/Madrid';
    await keepOriginal(db, { owner: menu.Owner, menuId: menu.ID, timeZone });
  }
};
