import { isSoldOutAt } from '@carta/domain/orders';
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
export const soldOutAt = async (db: Queryable, ws: number, at: Date): Promise<SoldOutMark[]> => {
  const rows = await db
    .selectFrom('dish_sold_out')
    .select(['Kind', 'TargetID', 'Until'])
    .where('EnterpriseID', '=', ws)
    .execute();
  return rows
    .filter((r) => isSoldOutAt(r, at))
    .map((r) => ({ Kind: r.Kind as SoldOutKind, ID: r.TargetID, Until: r.Until }));
};
