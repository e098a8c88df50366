import { randomBytes } from 'node:crypto';
import type { Availability, Translatable } from '@carta/domain';
import { POINT_CODE_BYTES, type PointKind } from '@carta/domain/orders';
import { type Selectable, sql } from 'kysely';
import { fromJson, toJson } from '../../db/dialect.ts';
import type { DishOrderPointsTable } from '../../db/tables/dish-orders.ts';
import { bool, flag, now, type Queryable } from '../types.ts';

/** A point as the wire carries it (behaviour.md#ordering). */
export type Point = {
  ID: number;
  Name: Translatable;
  Kind: PointKind;
  MenuID: number | null;
  Active: boolean;
  Availability: Availability | null;
  Code: string;
};

/** What staff set on a point; Code is the server's. */
export type PointFields = Omit<Point, 'ID' | 'Code'>;

/** 128 random bits, URL-safe: what a QR code carries; guessing one is out of reach. */
export const newPointCode = (): string => randomBytes(POINT_CODE_BYTES).toString('base64url');

export const toPoint = (row: Selectable<DishOrderPointsTable>): Point => ({
  ID: row.ID,
  Name: fromJson<Translatable>(row.Name, {}),
  Kind: row.Kind as PointKind,
  MenuID: row.MenuID,
  Active: bool(row.Active),
  Availability: fromJson<Availability | null>(row.Availability, null),
  Code: row.Code,
});

const columnsOf = (p: Partial<PointFields>) => ({
  ...(p.Name === undefined ? {} : { Name: toJson(p.Name) }),
  ...(p.Kind === undefined ? {} : { Kind: p.Kind }),
  ...(p.MenuID === undefined ? {} : { MenuID: p.MenuID }),
  ...(p.Active === undefined ? {} : { Active: flag(p.Active) }),
  ...(p.Availability === undefined
    ? {}
    : { Availability: p.Availability === null ? null : toJson(p.Availability) }),
});

/** A point with what its guests' tokens are checked against (services/orders/guest-point.ts). */
export type PointSession = Point & { readonly SessionEpoch: number };
const toPointSession = (row: Selectable<DishOrderPointsTable>): PointSession => ({
  ...toPoint(row),
  SessionEpoch: row.SessionEpoch,
});

/** A venue's point that is not deleted; undefined for another venue's, whatever exists. */
export const findPoint = async (db: Queryable, ws: number, id: number) => {
  const row = await db
    .selectFrom('dish_order_points')
    .selectAll()
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .where('Deleted', '=', 0)
    .executeTakeFirst();
  return row ? toPoint(row) : undefined;
};

/** findPoint, with the point's session epoch. */
export const findPointSession = async (db: Queryable, ws: number, id: number) => {
  const row = await db
    .selectFrom('dish_order_points')
    .selectAll()
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .where('Deleted', '=', 0)
    .executeTakeFirst();
  return row ? toPointSession(row) : undefined;
};

/** The point a QR code names in venue `ws`, when not deleted. */
export const findPointByCode = async (db: Queryable, ws: number, code: string) => {
  const row = await db
    .selectFrom('dish_order_points')
    .selectAll()
    .where('Code', '=', code)
    .where('EnterpriseID', '=', ws)
    .where('Deleted', '=', 0)
    .executeTakeFirst();
  return row ? toPointSession(row) : undefined;
};

const LIKE_SPECIAL = /[\\%_]/g;

/** A page of a venue's points by ID, searched in their names (any language), with the total. */
export const listPoints = async (
  db: Queryable,
  ws: number,
  q: { readonly offset: number; readonly limit: number; readonly search: string },
): Promise<{ data: Point[]; total: number }> => {
  let base = db
    .selectFrom('dish_order_points')
    .where('EnterpriseID', '=', ws)
    .where('Deleted', '=', 0);
  if (q.search) {
    const pattern = `%${q.search.toLowerCase().replace(LIKE_SPECIAL, (c) => `\\${c}`)}%`;
    base = base.where(
      sql<boolean>`lower(cast(${sql.ref('Name')} as text)) like ${pattern} escape '\\'`,
    );
  }
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await base.selectAll().orderBy('ID').limit(q.limit).offset(q.offset).execute();
  return { data: rows.map(toPoint), total: Number(counted?.total ?? 0) };
};

export const insertPoint = async (db: Queryable, ws: number, p: PointFields): Promise<Point> => {
  const stamp = now();
  const row = await db
    .insertInto('dish_order_points')
    .values({
      EnterpriseID: ws,
      Name: toJson(p.Name),
      Kind: p.Kind,
      MenuID: p.MenuID,
      Active: flag(p.Active),
      Availability: p.Availability === null ? null : toJson(p.Availability),
      Code: newPointCode(),
      CreatedAt: stamp,
      UpdatedAt: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPoint(row);
};

export const updatePoint = async (
  db: Queryable,
  ws: number,
  id: number,
  p: Partial<PointFields>,
): Promise<Point | undefined> => {
  const row = await db
    .updateTable('dish_order_points')
    .set({
      ...columnsOf(p),
      // Deactivation ends the point's guest sessions as a code rotation does, for good: the
      // tokens carry the old epoch and stay refused once the point is active again.
      ...(p.Active === false
        ? {
            SessionEpoch: sql<number>`case when "Active" = 1 then "SessionEpoch" + 1 else "SessionEpoch" end`,
          }
        : {}),
      UpdatedAt: now(),
    })
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .where('Deleted', '=', 0)
    .returningAll()
    .executeTakeFirst();
  return row ? toPoint(row) : undefined;
};

/** A new Code for the point: tokens and QR codes of the old one stop working at once. */
export const rotatePointCode = async (
  db: Queryable,
  ws: number,
  id: number,
): Promise<Point | undefined> => {
  const row = await db
    .updateTable('dish_order_points')
    .set({ Code: newPointCode(), UpdatedAt: now() })
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .where('Deleted', '=', 0)
    .returningAll()
    .executeTakeFirst();
  return row ? toPoint(row) : undefined;
};

/** Hide a point and void its code; its orders stay, naming it. */
export const deletePoint = async (db: Queryable, ws: number, id: number): Promise<boolean> => {
  const result = await db
    .updateTable('dish_order_points')
    // The code of a deleted point must open nothing, even if the row were read without the flag.
    .set({ Deleted: 1, Active: 0, Code: `deleted-${id}-${newPointCode()}`, UpdatedAt: now() })
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .where('Deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/**
 * The venue's points among `ids` (all of them when null), by ID, at most `limit`: another venue's
 * id is simply not found.
 */
export const pointsForSheet = async (
  db: Queryable,
  ws: number,
  ids: readonly number[] | null,
  limit: number,
): Promise<Point[]> => {
  let query = db
    .selectFrom('dish_order_points')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('Deleted', '=', 0);
  if (ids) query = query.where('ID', 'in', [...ids]);
  const rows = await query.orderBy('ID').limit(limit).execute();
  return rows.map(toPoint);
};

/** A point's name in each language as stored (JSON text), deleted or not; undefined: no such point. */
export const pointNameText = async (db: Queryable, pointId: number) =>
  (
    await db
      .selectFrom('dish_order_points')
      .select('Name')
      .where('ID', '=', pointId)
      .executeTakeFirst()
  )?.Name;
