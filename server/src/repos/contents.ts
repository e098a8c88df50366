import type { Availability, Content } from '@carta/domain';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { type Dialect, fromJson, toJson } from '../db/dialect.ts';
import type { ContentsTable } from '../db/tables/contents.ts';
import { InvalidInput } from '../domain-errors.ts';
import type { ContentInput } from '../services/content-input.ts';
import { bool, flag, now, type Queryable } from './types.ts';

/** A content row as one flat object: common fields and its type's fields side by side (behaviour.md#data). */
/** A stored content: its ids are the server's. */
export type StoredContent = Content & { ID: number; MenuID: number };

export const toContent = (row: Selectable<ContentsTable>): StoredContent => ({
  ...fromJson<Record<string, unknown>>(row.Data, {}),
  ...fromJson<Availability>(row.Availability, {}),
  ID: row.ID,
  MenuID: row.MenuID,
  Type: row.Type,
  ORD: row.ORD,
  HideMobile: bool(row.HideMobile),
});

export const listContents = async (db: Queryable, menuId: number): Promise<StoredContent[]> => {
  const rows = await db
    .selectFrom('contents')
    .selectAll()
    .where('MenuID', '=', menuId)
    .orderBy('ORD')
    .orderBy('ID')
    .execute();
  return rows.map(toContent);
};

export const findContent = (db: Queryable, id: number) =>
  db
    .selectFrom('contents')
    .select(['ID', 'Owner', 'MenuID', 'ORD'])
    .where('ID', '=', id)
    .executeTakeFirst();

const CHUNK = 200;
const chunks = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) =>
    list.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * Write a menu's contents: existing ones must already belong to this menu; new ones get ids reserved
 * in one query. Three queries plus one per 200 rows, whatever the menu holds.
 */
export const upsertContents = async (
  db: Queryable,
  dialect: Dialect,
  target: { readonly owner: string; readonly menuId: number },
  inputs: readonly ContentInput[],
  prefix = 'Content',
): Promise<{ oldID: string; newID: number }[]> => {
  if (inputs.length === 0) return [];
  const existingIds = inputs
    .map((c) => c.common.ID)
    .filter((id): id is number => typeof id === 'number');
  const existing = existingIds.length
    ? await db
        .selectFrom('contents')
        .select(['ID', 'Owner', 'MenuID', 'HideMobile', 'Availability'])
        .where('ID', 'in', existingIds)
        .execute()
    : [];
  const byId = new Map(existing.map((row) => [row.ID, row]));
  const foreign = inputs
    .map((c, i) => ({ id: c.common.ID, i }))
    .filter(({ id }) => {
      if (typeof id !== 'number') return false;
      const row = byId.get(id);
      return !row || row.Owner !== target.owner || row.MenuID !== target.menuId;
    })
    .map(({ i }) => `${prefix}.${i}.ID`);
  if (foreign.length > 0) throw new InvalidInput('contents that are not in this menu', foreign);

  const fresh = inputs.filter((c) => typeof c.common.ID !== 'number');
  const ids = await dialect.allocateIds(db, 'contents', fresh.length);
  const mapping = fresh.map((c, i) => ({ oldID: String(c.common.ID), newID: ids[i] as number }));
  const newIdOf = new Map(mapping.map((m) => [m.oldID, m.newID]));

  const stamp = now();
  const rows = inputs.map((c) => {
    const id = typeof c.common.ID === 'number' ? c.common.ID : (newIdOf.get(c.common.ID) as number);
    const before = byId.get(id);
    const availability =
      c.availability ?? fromJson<Availability | null>(before?.Availability, null);
    return {
      ID: id,
      Owner: target.owner,
      MenuID: target.menuId,
      Type: c.common.Type,
      ORD: c.common.ORD,
      HideMobile: flag(c.common.HideMobile ?? bool(before?.HideMobile)),
      Availability: availability ? toJson(availability) : null,
      Data: toJson(c.data),
      UpdatedAt: stamp,
    };
  });
  for (const part of chunks(rows)) {
    await db
      .insertInto('contents')
      .values(part)
      .onConflict((oc) =>
        oc.column('ID').doUpdateSet((eb) => ({
          Type: eb.ref('excluded.Type'),
          ORD: eb.ref('excluded.ORD'),
          HideMobile: eb.ref('excluded.HideMobile'),
          Availability: eb.ref('excluded.Availability'),
          Data: eb.ref('excluded.Data'),
          UpdatedAt: eb.ref('excluded.UpdatedAt'),
        })),
      )
      .execute();
  }
  return mapping;
};

export const setHideMobile = (db: Queryable, id: number, hide: boolean) =>
  db
    .updateTable('contents')
    .set({ HideMobile: flag(hide), UpdatedAt: now() })
    .where('ID', '=', id)
    .execute();

export const moveContent = (db: Queryable, id: number, menuId: number, ord: number) =>
  db
    .updateTable('contents')
    .set({ MenuID: menuId, ORD: ord, UpdatedAt: now() })
    .where('ID', '=', id)
    .execute();

export const deleteContent = async (db: Queryable, id: number): Promise<number> => {
  const result = await db.deleteFrom('contents').where('ID', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** The ORD after the last block of a menu. */
export const nextOrdIn = async (db: Queryable, menuId: number): Promise<number> => {
  const row = await db
    .selectFrom('contents')
    .select(sql<number | null>`max("ORD")`.as('max'))
    .where('MenuID', '=', menuId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
};

/** Delete the listed blocks of one menu in one statement; ids of other menus are left alone. */
export const removeContents = async (
  db: Queryable,
  target: { readonly owner: string; readonly menuId: number },
  ids: readonly number[],
): Promise<number> => {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('contents')
    .where('ID', 'in', [...ids])
    .where('MenuID', '=', target.menuId)
    .where('Owner', '=', target.owner)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
