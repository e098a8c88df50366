import type { Translatable } from '@carta/domain';
import type { Selectable } from 'kysely';
import { fromJson, toJson } from '../db/dialect.ts';
import type { ExtrasTable } from '../db/tables/extras.ts';
import { InvalidInput } from '../domain-errors.ts';
import { now, type Queryable } from './types.ts';

/** behaviour.md#data Extra as the wire carries it: Name a JSON string of a translatable object (behaviour.md#api). */
export type ExtraOut = {
  ExtraID: number;
  MenuContentID: number;
  Name: string;
  Price: number;
  /** behaviour.md#extra-groups: its group of the same dish, null for none. */
  GroupID: number | null;
  Allergens: number[];
};

/** One entry of the list sent by the editor, already checked: 'new' ones have no id yet. */
export type ExtraInput = {
  readonly ExtraID: number | 'new';
  readonly Name: Translatable;
  readonly Price: number;
  readonly GroupID: number | null;
  readonly Allergens: readonly number[];
};

export const toExtra = (row: Selectable<ExtrasTable>): ExtraOut => ({
  ExtraID: row.ID,
  MenuContentID: row.MenuContentID,
  Name: JSON.stringify(fromJson<Translatable>(row.Name, {})),
  Price: Number(row.Price),
  GroupID: row.GroupID ?? null,
  Allergens: fromJson<number[]>(row.Allergens, []),
});

/** A content as the extras calls need it: whose it is and whether it is a dish. */
export const findDish = (db: Queryable, id: number) =>
  db.selectFrom('contents').select(['ID', 'Owner', 'Type']).where('ID', '=', id).executeTakeFirst();

export const listExtras = async (db: Queryable, contentId: number): Promise<ExtraOut[]> => {
  const rows = await db
    .selectFrom('extras')
    .selectAll()
    .where('MenuContentID', '=', contentId)
    .orderBy('ORD')
    .orderBy('ID')
    .execute();
  return rows.map(toExtra);
};

/** Bump the counter the guest page of the dish's menu is cached by (not Version: see its migration). */
export const touchDishExtras = (db: Queryable, contentId: number) =>
  db
    .updateTable('menus')
    .set((eb) => ({ ExtrasVersion: eb('ExtrasVersion', '+', 1) }))
    .where('ID', '=', (eb) =>
      eb.selectFrom('contents').select('MenuID').where('contents.ID', '=', contentId),
    )
    .execute();

/**
 * Make the dish's extras exactly `list`, in its order: 'new' entries are created, listed ones
 * updated, unlisted ones deleted. Listed ids must be this dish's own (400 names `<index>.ExtraID`),
 * and so must their groups (`<index>.GroupID`). Five queries whatever the list holds; the caller
 * runs it in a transaction.
 */
export const replaceExtras = async (
  db: Queryable,
  dish: { readonly owner: string; readonly contentId: number },
  list: readonly ExtraInput[],
): Promise<void> => {
  const listed = list.flatMap((e, i) =>
    typeof e.ExtraID === 'number' ? [{ id: e.ExtraID, i }] : [],
  );
  const own = listed.length
    ? await db
        .selectFrom('extras')
        .select('ID')
        .where('MenuContentID', '=', dish.contentId)
        .where(
          'ID',
          'in',
          listed.map((l) => l.id),
        )
        .execute()
    : [];
  const ownIds = new Set(own.map((r) => r.ID));
  const seen = new Set<number>();
  const bad = listed
    .filter(({ id }) => {
      const repeated = seen.has(id);
      seen.add(id);
      return repeated || !ownIds.has(id);
    })
    .map(({ i }) => `${i}.ExtraID`);
  if (bad.length > 0) throw new InvalidInput('extras of another dish or repeated', bad);
  const groupIds = [...new Set(list.flatMap((e) => (e.GroupID === null ? [] : [e.GroupID])))];
  const ownGroups = groupIds.length
    ? await db
        .selectFrom('extra_groups')
        .select('ID')
        .where('MenuContentID', '=', dish.contentId)
        .where('ID', 'in', groupIds)
        .execute()
    : [];
  const groupOk = new Set(ownGroups.map((g) => g.ID));
  const badGroups = list.flatMap((e, i) =>
    e.GroupID !== null && !groupOk.has(e.GroupID) ? [`${i}.GroupID`] : [],
  );
  if (badGroups.length > 0) throw new InvalidInput('groups of another dish', badGroups);

  let deletion = db.deleteFrom('extras').where('MenuContentID', '=', dish.contentId);
  if (ownIds.size > 0) deletion = deletion.where('ID', 'not in', [...ownIds]);
  await deletion.execute();

  const stamp = now();
  const rowOf = (e: ExtraInput, ORD: number) => ({
    Owner: dish.owner,
    MenuContentID: dish.contentId,
    Name: toJson(e.Name),
    Price: e.Price,
    GroupID: e.GroupID,
    Allergens: toJson(e.Allergens),
    ORD,
    UpdatedAt: stamp,
  });
  const updates = list.flatMap((e, i) =>
    typeof e.ExtraID === 'number' ? [{ ID: e.ExtraID, ...rowOf(e, i) }] : [],
  );
  const inserts = list.flatMap((e, i) => (e.ExtraID === 'new' ? [rowOf(e, i)] : []));
  if (updates.length > 0) {
    await db
      .insertInto('extras')
      .values(updates)
      .onConflict((oc) =>
        oc.column('ID').doUpdateSet((eb) => ({
          Name: eb.ref('excluded.Name'),
          Price: eb.ref('excluded.Price'),
          GroupID: eb.ref('excluded.GroupID'),
          Allergens: eb.ref('excluded.Allergens'),
          ORD: eb.ref('excluded.ORD'),
          UpdatedAt: eb.ref('excluded.UpdatedAt'),
        })),
      )
      .execute();
  }
  if (inserts.length > 0) await db.insertInto('extras').values(inserts).execute();
  await touchDishExtras(db, dish.contentId);
};

/** A dish's extra with its name still translatable: what the guest page resolves. */
export type StoredExtra = {
  readonly ID: number;
  readonly MenuContentID: number;
  readonly Name: Translatable;
  readonly Price: number;
  readonly GroupID: number | null;
  readonly Allergens: readonly number[];
};

/** The extras of these dishes, in one query, each dish's in its order. */
export const listExtrasOf = async (
  db: Queryable,
  contentIds: readonly number[],
): Promise<StoredExtra[]> => {
  if (contentIds.length === 0) return [];
  const rows = await db
    .selectFrom('extras')
    .select(['ID', 'MenuContentID', 'Name', 'Price', 'GroupID', 'Allergens'])
    .where('MenuContentID', 'in', [...contentIds])
    .orderBy('MenuContentID')
    .orderBy('ORD')
    .orderBy('ID')
    .execute();
  return rows.map((row) => ({
    ID: row.ID,
    MenuContentID: row.MenuContentID,
    Name: fromJson<Translatable>(row.Name, {}),
    Price: Number(row.Price),
    GroupID: row.GroupID ?? null,
    Allergens: fromJson<number[]>(row.Allergens, []),
  }));
};
