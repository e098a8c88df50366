import { asMenuType, type MenuType } from '@carta/domain';
import type { Queryable } from './types.ts';

/** A menu's place in the tree and how many submenus and blocks it holds. */
export type TreeRow = {
  readonly ID: number;
  readonly ParentID: number | null;
  readonly Type: MenuType;
  readonly submenus: number;
  readonly contents: number;
};

/**
 * The owner's menus listed and their parents, in one query. Blocks listed in `leaving` (removed by
 * the save being checked) are not counted.
 */
export const readTreeRows = async (
  db: Queryable,
  owner: string,
  ids: readonly number[],
  leaving: readonly number[] = [],
): Promise<TreeRow[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('menus as m')
    .select((eb) => [
      'm.ID',
      'm.ParentID',
      'm.Type',
      eb
        .selectFrom('menus as c')
        .select(eb.fn.countAll().as('n'))
        .whereRef('c.ParentID', '=', 'm.ID')
        .as('submenus'),
      eb
        .selectFrom('contents as k')
        .select(eb.fn.countAll().as('n'))
        .whereRef('k.MenuID', '=', 'm.ID')
        .$if(leaving.length > 0, (qb) => qb.where('k.ID', 'not in', [...leaving]))
        .as('contents'),
    ])
    .where('m.Owner', '=', owner)
    .where((eb) =>
      eb.or([
        eb('m.ID', 'in', [...ids]),
        eb(
          'm.ID',
          'in',
          eb
            .selectFrom('menus as p')
            .select('p.ParentID')
            .where('p.ID', 'in', [...ids]),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => ({
    ID: row.ID,
    ParentID: row.ParentID,
    Type: asMenuType(row.Type),
    submenus: Number(row.submenus ?? 0),
    contents: Number(row.contents ?? 0),
  }));
};
