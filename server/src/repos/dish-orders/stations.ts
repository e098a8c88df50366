import { COMMON_OWNER, type Translatable, typeIdOfBlock } from '@carta/domain';
import type { StationAssignment, StationInput, StationName } from '@carta/domain/orders';
import type { Selectable } from 'kysely';
import { fromJson } from '../../db/dialect.ts';
import type { KitchenStationsTable } from '../../db/tables/kitchen.ts';
import { now, type Queryable } from '../types.ts';

type StationRow = Selectable<KitchenStationsTable>;

/** A station as the wire carries it (behaviour.md#kitchen). */
export const toStation = (row: StationRow) => ({
  ID: row.ID,
  Name: fromJson<StationName>(row.Name, ''),
  PrepMinutes: row.PrepMinutes,
  CreatedAt: row.CreatedAt,
  UpdatedAt: row.UpdatedAt,
});

export const listStations = (db: Queryable, ws: number) =>
  db
    .selectFrom('kitchen_stations')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .orderBy('ID')
    .execute();

export const countStations = async (db: Queryable, ws: number) =>
  Number(
    (
      await db
        .selectFrom('kitchen_stations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('EnterpriseID', '=', ws)
        .executeTakeFirst()
    )?.n ?? 0,
  );

export const findStation = (db: Queryable, ws: number, id: number) =>
  db
    .selectFrom('kitchen_stations')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('ID', '=', id)
    .executeTakeFirst();

export const insertStation = (db: Queryable, ws: number, input: StationInput) => {
  const at = now();
  return db
    .insertInto('kitchen_stations')
    .values({
      EnterpriseID: ws,
      Name: JSON.stringify(input.Name),
      PrepMinutes: input.PrepMinutes,
      CreatedAt: at,
      UpdatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const updateStation = (db: Queryable, ws: number, id: number, input: StationInput) =>
  db
    .updateTable('kitchen_stations')
    .set({ Name: JSON.stringify(input.Name), PrepMinutes: input.PrepMinutes, UpdatedAt: now() })
    .where('EnterpriseID', '=', ws)
    .where('ID', '=', id)
    .returningAll()
    .executeTakeFirst();

/** Whether it was there; sections and dishes assigned to it lose their station, keeping a dish's target. */
export const deleteStation = async (db: Queryable, ws: number, id: number): Promise<boolean> => {
  await db
    .updateTable('kitchen_station_assignments')
    .set({ StationID: null })
    .where('EnterpriseID', '=', ws)
    .where('StationID', '=', id)
    .execute();
  await db
    .deleteFrom('kitchen_station_assignments')
    .where('EnterpriseID', '=', ws)
    .where('StationID', 'is', null)
    .where('PrepMinutes', 'is', null)
    .execute();
  const result = await db
    .deleteFrom('kitchen_stations')
    .where('EnterpriseID', '=', ws)
    .where('ID', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
};

export const listAssignments = (db: Queryable, ws: number) =>
  db
    .selectFrom('kitchen_station_assignments')
    .select(['Kind', 'TargetID', 'StationID', 'PrepMinutes'])
    .where('EnterpriseID', '=', ws)
    .orderBy('Kind')
    .orderBy('TargetID')
    .execute();

const FOOD = typeIdOfBlock('food');

/** Whether the venue may assign it: its own (or a common) menu, or a dish in one. */
export const assignable = async (db: Queryable, ws: number, a: StationAssignment) => {
  const owners = [String(ws), COMMON_OWNER];
  if (a.Kind === 'menu')
    return Boolean(
      await db
        .selectFrom('menus')
        .select('ID')
        .where('ID', '=', a.TargetID)
        .where('Owner', 'in', owners)
        .executeTakeFirst(),
    );
  return Boolean(
    await db
      .selectFrom('contents')
      .select('ID')
      .where('ID', '=', a.TargetID)
      .where('Owner', 'in', owners)
      .where('Type', '=', FOOD)
      .executeTakeFirst(),
  );
};

/** Set (or, with neither a station nor a target, clear) what a section or a dish is assigned. */
export const saveAssignment = async (db: Queryable, ws: number, a: StationAssignment) => {
  const key = (q: Queryable) =>
    q
      .deleteFrom('kitchen_station_assignments')
      .where('EnterpriseID', '=', ws)
      .where('Kind', '=', a.Kind)
      .where('TargetID', '=', a.TargetID);
  await key(db).execute();
  if (a.StationID === null && a.PrepMinutes === null) return;
  await db
    .insertInto('kitchen_station_assignments')
    .values({
      EnterpriseID: ws,
      Kind: a.Kind,
      TargetID: a.TargetID,
      StationID: a.StationID,
      PrepMinutes: a.Kind === 'dish' ? a.PrepMinutes : null,
    })
    .execute();
};

/** The venue's station names by id, for report rows. */
export const stationNames = async (db: Queryable, ws: number) =>
  new Map((await listStations(db, ws)).map((row) => [row.ID, fromJson<StationName>(row.Name, '')]));

/** The venue's own sections holding dishes, with their dishes, for the stations settings: one query. */
export const stationTargets = async (db: Queryable, ws: number) => {
  const rows = await db
    .selectFrom('contents as c')
    .innerJoin('menus as m', 'm.ID', 'c.MenuID')
    .select(['m.ID as MenuID', 'm.Name as MenuName', 'c.ID', 'c.Data'])
    .where('m.Owner', '=', String(ws))
    .where('c.Type', '=', FOOD)
    .orderBy('m.ORD')
    .orderBy('m.ID')
    .orderBy('c.ORD')
    .orderBy('c.ID')
    .execute();
  const sections = new Map<
    number,
    { MenuID: number; MenuName: Translatable; Dishes: { ID: number; Name: Translatable }[] }
  >();
  for (const row of rows) {
    const section = sections.get(row.MenuID) ?? {
      MenuID: row.MenuID,
      MenuName: fromJson<Translatable>(row.MenuName, {}),
      Dishes: [],
    };
    const data = fromJson<{ FoodName?: Translatable }>(row.Data, {});
    section.Dishes.push({ ID: row.ID, Name: data.FoodName ?? {} });
    sections.set(row.MenuID, section);
  }
  return [...sections.values()];
};
