import type { Translatable } from '@carta/domain';
import type { Selectable } from 'kysely';
import { fromJson, toJson } from '../db/dialect.ts';
import type { ExtraGroupsTable } from '../db/tables/extra-groups.ts';
import { InvalidInput } from '../domain-errors.ts';
import { touchDishExtras } from './extras.ts';
import { now, type Queryable } from './types.ts';

/** behaviour.md#extra-groups A dish's modifier group as the wire carries it: Name a JSON string (behaviour.md#api). */
export type ExtraGroupOut = {
  ID: number;
  MenuContentID: number;
  Name: string;
  Min: number;
  Max: number;
  ORD: number;
};

/** One entry of the list sent by the editor, already checked: 'new' ones have no id yet. */
export type ExtraGroupInput = {
  readonly ID: number | 'new';
  readonly Name: Translatable;
  readonly Min: number;
  readonly Max: number;
};

/** A group with its name still translatable: what ordering and the guest page read. */
export type StoredGroup = {
  readonly ID: number;
  readonly MenuContentID: number;
  readonly Name: Translatable;
  readonly Min: number;
  readonly Max: number;
  readonly ORD: number;
};

export const toStored = (
  row: Pick<Selectable<ExtraGroupsTable>, 'ID' | 'MenuContentID' | 'Name' | 'Min' | 'Max' | 'ORD'>,
): StoredGroup => ({
  ID: row.ID,
  MenuContentID: row.MenuContentID,
  Name: fromJson<Translatable>(row.Name, {}),
  Min: Number(row.Min),
  Max: Number(row.Max),
  ORD: Number(row.ORD),
});

/** The groups of these dishes, in one query, each dish's in its order. */
export const listGroupsOf = async (
  db: Queryable,
  contentIds: readonly number[],
): Promise<StoredGroup[]> => {
  if (contentIds.length === 0) return [];
  const rows = await db
    .selectFrom('extra_groups')
    .selectAll()
    .where('MenuContentID', 'in', [...contentIds])
    .orderBy('MenuContentID')
    .orderBy('ORD')
    .orderBy('ID')
    .execute();
  return rows.map(toStored);
};

export const listGroups = async (db: Queryable, contentId: number): Promise<ExtraGroupOut[]> =>
  (await listGroupsOf(db, [contentId])).map((g) => ({ ...g, Name: JSON.stringify(g.Name) }));

/**
 * Make the dish's groups exactly `list`, in its order (ORD is the position): 'new' entries are
 * created, listed ones updated, unlisted ones deleted and their options left with no group (they
 * stay on the dish). Listed ids must be this dish's own (400 names `<index>.ID`). The caller runs
 * it in a transaction.
 */
export const replaceGroups = async (
  db: Queryable,
  dish: { readonly owner: string; readonly contentId: number },
  list: readonly ExtraGroupInput[],
): Promise<void> => {
  const existing = await db
    .selectFrom('extra_groups')
    .select('ID')
    .where('MenuContentID', '=', dish.contentId)
    .execute();
  const ownIds = new Set(existing.map((r) => r.ID));
  const seen = new Set<number>();
  const bad = list.flatMap((g, i) => {
    if (g.ID === 'new') return [];
    const repeated = seen.has(g.ID);
    seen.add(g.ID);
    return repeated || !ownIds.has(g.ID) ? [`${i}.ID`] : [];
  });
  if (bad.length > 0) throw new InvalidInput('groups of another dish or repeated', bad);

  const gone = [...ownIds].filter((id) => !seen.has(id));
  if (gone.length > 0) {
    await db
      .updateTable('extras')
      .set({ GroupID: null })
      .where('MenuContentID', '=', dish.contentId)
      .where('GroupID', 'in', gone)
      .execute();
    await db.deleteFrom('extra_groups').where('ID', 'in', gone).execute();
  }

  const stamp = now();
  const rowOf = (g: ExtraGroupInput, ORD: number) => ({
    Owner: dish.owner,
    MenuContentID: dish.contentId,
    Name: toJson(g.Name),
    Min: g.Min,
    Max: g.Max,
    ORD,
    UpdatedAt: stamp,
  });
  // One at a time, in order: a few groups per dish, and each row keeps its own id.
  for (const [i, g] of list.entries()) {
    if (g.ID === 'new') await db.insertInto('extra_groups').values(rowOf(g, i)).execute();
    else await db.updateTable('extra_groups').set(rowOf(g, i)).where('ID', '=', g.ID).execute();
  }
  await touchDishExtras(db, dish.contentId);
};
