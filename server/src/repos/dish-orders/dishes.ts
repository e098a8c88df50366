import type { Queryable } from '../types.ts';

/**
 * The dishes with their menu and its parent, and the venue's kitchen stations of the three: what
 * ordering from them depends on, one query.
 */
export const dishesQuery = (q: Queryable, ws: number, ids: readonly number[]) =>
  q
    .selectFrom('contents as c')
    .leftJoin('menus as m', 'm.ID', 'c.MenuID')
    .leftJoin('menus as p', 'p.ID', 'm.ParentID')
    .leftJoin('kitchen_station_assignments as sd', (j) =>
      j.onRef('sd.TargetID', '=', 'c.ID').on('sd.Kind', '=', 'dish').on('sd.EnterpriseID', '=', ws),
    )
    .leftJoin('kitchen_station_assignments as sm', (j) =>
      j.onRef('sm.TargetID', '=', 'm.ID').on('sm.Kind', '=', 'menu').on('sm.EnterpriseID', '=', ws),
    )
    .leftJoin('kitchen_station_assignments as sp', (j) =>
      j.onRef('sp.TargetID', '=', 'p.ID').on('sp.Kind', '=', 'menu').on('sp.EnterpriseID', '=', ws),
    )
    .select([
      'sd.StationID as DishStation',
      'sm.StationID as SectionStation',
      'sp.StationID as ParentStation',
      'c.ID',
      'c.Owner',
      'c.MenuID',
      'c.Type',
      'c.HideMobile',
      'c.Availability',
      'c.Data',
      'm.ID as MenuFound',
      'm.Owner as MenuOwner',
      'm.ParentID',
      'm.Private',
      'm.IsTemp',
      'm.Availability as MenuAvailability',
      'p.ID as ParentFound',
      'p.Private as ParentPrivate',
      'p.IsTemp as ParentIsTemp',
      'p.Availability as ParentAvailability',
    ])
    .where('c.ID', 'in', [...ids]);

export type DishRow = Awaited<ReturnType<ReturnType<typeof dishesQuery>['execute']>>[number];

/**
 * The dishes' extras with the group each belongs to, in one query (an order's statements do not
 * grow with groups). A group none of whose options exist asks nothing (behaviour.md#extra-groups),
 * so the groups reached through options are all the check needs.
 */
export const extrasQuery = (q: Queryable, dishIds: readonly number[]) =>
  q
    .selectFrom('extras')
    .leftJoin('extra_groups as g', 'g.ID', 'extras.GroupID')
    .select([
      'extras.ID',
      'extras.MenuContentID',
      'extras.Name',
      'extras.Price',
      'extras.GroupID',
      'g.Name as GroupName',
      'g.Min as GroupMin',
      'g.Max as GroupMax',
      'g.ORD as GroupORD',
    ])
    .where('extras.MenuContentID', 'in', [...dishIds]);

export type ExtraRow = Awaited<ReturnType<ReturnType<typeof extrasQuery>['execute']>>[number];
