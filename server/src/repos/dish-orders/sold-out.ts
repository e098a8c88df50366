import { isSoldOutAt } from '@carta/domain/orders';
import { fromJson } from '../../db/dialect.ts';
import { now, type Queryable } from '../types.ts';

export type SoldOutKind = 'dish' | 'extra';
export type SoldOutMark = {
  readonly Kind: SoldOutKind;
  readonly ID: number;
  readonly Until: string | null;
};

/** Mark a dish or an extra sold out (until `until`, null: until staff say so), or back. */
export const setSoldOut = async (
  db: Queryable,
  ws: number,
  target: { readonly kind: SoldOutKind; readonly id: number },
  mark: { readonly soldOut: boolean; readonly until: string | null },
): Promise<void> => {
  const key = (q: ReturnType<typeof db.deleteFrom<'dish_sold_out'>>) =>
    q
      .where('EnterpriseID', '=', ws)
      .where('Kind', '=', target.kind)
      .where('TargetID', '=', target.id);
  if (!mark.soldOut) {
    await key(db.deleteFrom('dish_sold_out')).execute();
    return;
  }
  await db
    .insertInto('dish_sold_out')
    .values({
      EnterpriseID: ws,
      Kind: target.kind,
      TargetID: target.id,
      Until: mark.until,
      CreatedAt: now(),
    })
    .onConflict((oc) =>
      oc.columns(['EnterpriseID', 'Kind', 'TargetID']).doUpdateSet({ Until: mark.until }),
    )
    .execute();
};

/** The venue's marks that still hold at `at` (ended ones are ignored, and cleared on the next write). */
export const soldOutAt = async (db: Queryable, ws: number, at: Date): Promise<SoldOutMark[]> =>
  marksAt(await soldOutQuery(db, ws).execute(), at);

/** The query of soldOutAt: all the venue's marks. */
export const soldOutQuery = (db: Queryable, ws: number) =>
  db
    .selectFrom('dish_sold_out')
    .select(['Kind', 'TargetID', 'Until'])
    .where('EnterpriseID', '=', ws);

/** The marks of soldOutQuery's rows that still hold at `at`. */
export const marksAt = (
  rows: readonly { Kind: string; TargetID: number; Until: string | null }[],
  at: Date,
): SoldOutMark[] =>
  rows
    .filter((r) => isSoldOutAt(r, at))
    .map((r) => ({ Kind: r.Kind as SoldOutKind, ID: r.TargetID, Until: r.Until }));

/** The venue's marks now with the names of what they mark: what the staff's list shows. */
export const soldOutListAt = async (db: Queryable, ws: number, at: Date) => {
  const marks = await soldOutAt(db, ws, at);
  const ids = (kind: SoldOutKind) => marks.filter((m) => m.Kind === kind).map((m) => m.ID);
  const dishIds = ids('dish');
  const extraIds = ids('extra');
  const dishes = dishIds.length
    ? await db.selectFrom('contents').select(['ID', 'Data']).where('ID', 'in', dishIds).execute()
    : [];
  const extras = extraIds.length
    ? await db.selectFrom('extras').select(['ID', 'Name']).where('ID', 'in', extraIds).execute()
    : [];
  const names = new Map<string, Record<string, string>>([
    ...dishes.map((d): [string, Record<string, string>] => [
      `dish:${d.ID}`,
      fromJson<{ FoodName?: Record<string, string> }>(d.Data, {}).FoodName ?? {},
    ]),
    ...extras.map((e): [string, Record<string, string>] => [
      `extra:${e.ID}`,
      fromJson<Record<string, string>>(e.Name, {}),
    ]),
  ]);
  return marks.map((m) => ({ ...m, Name: names.get(`${m.Kind}:${m.ID}`) ?? {} }));
};

/** The owner and type of the block a sold-out mark would name: the dish, or the extra's dish. */
export const soldOutTarget = (q: Queryable, kind: SoldOutKind, id: number) =>
  kind === 'dish'
    ? q
        .selectFrom('contents')
        .select(['contents.Owner', 'contents.Type'])
        .where('contents.ID', '=', id)
        .executeTakeFirst()
    : q
        .selectFrom('extras')
        .innerJoin('contents', 'contents.ID', 'extras.MenuContentID')
        .select(['contents.Owner', 'contents.Type'])
        .where('extras.ID', '=', id)
        .executeTakeFirst();
