import {
  DEFAULT_ROOM_CHARGE_SETTINGS,
  type RoomChargeSettings,
  type RoomStay,
  type RoomVerification,
} from '@carta/domain/orders';
import { bool, flag, now, type Queryable } from './types.ts';

/** The venue's charge-to-the-room choice; off (approval on, surname only) when never saved. */
export const findRoomChargeSettings = async (
  db: Queryable,
  ws: number,
): Promise<RoomChargeSettings> => {
  const row = await db
    .selectFrom('room_charge_settings')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .executeTakeFirst();
  if (!row) return DEFAULT_ROOM_CHARGE_SETTINGS;
  return {
    Enabled: bool(row.Enabled),
    RequireApproval: bool(row.RequireApproval),
    Verification: row.Verification as RoomVerification,
  };
};

export const saveRoomChargeSettings = async (db: Queryable, ws: number, s: RoomChargeSettings) => {
  const values = {
    Enabled: flag(s.Enabled),
    RequireApproval: flag(s.RequireApproval),
    Verification: s.Verification,
    UpdatedAt: now(),
  };
  await db
    .insertInto('room_charge_settings')
    .values({ EnterpriseID: ws, ...values })
    .onConflict((oc) => oc.column('EnterpriseID').doUpdateSet(values))
    .execute();
};

/** The current stay of a venue's room point, or null. */
export const findStay = async (
  db: Queryable,
  ws: number,
  pointId: number,
): Promise<(RoomStay & { UpdatedAt: string }) | null> => {
  const row = await db
    .selectFrom('room_stays')
    .select(['Surname', 'CardLast4', 'Pin', 'UpdatedAt'])
    .where('EnterpriseID', '=', ws)
    .where('PointID', '=', pointId)
    .executeTakeFirst();
  return row ?? null;
};

export const saveStay = async (db: Queryable, ws: number, pointId: number, stay: RoomStay) => {
  const values = { ...stay, UpdatedAt: now() };
  await db
    .insertInto('room_stays')
    .values({ PointID: pointId, EnterpriseID: ws, ...values })
    .onConflict((oc) => oc.column('PointID').doUpdateSet(values))
    .execute();
};

export const deleteStay = async (db: Queryable, ws: number, pointId: number) =>
  Number(
    (
      await db
        .deleteFrom('room_stays')
        .where('EnterpriseID', '=', ws)
        .where('PointID', '=', pointId)
        .executeTakeFirst()
    ).numDeletedRows,
  ) > 0;

export const insertRoomCharge = (
  db: Queryable,
  c: {
    attemptId: number;
    ws: number;
    pointId: number;
    surname: string;
    decidedAt: string | null;
  },
) =>
  db
    .insertInto('room_charges')
    .values({
      AttemptID: c.attemptId,
      EnterpriseID: c.ws,
      PointID: c.pointId,
      Surname: c.surname,
      DecidedAt: c.decidedAt,
      DecidedBy: null,
    })
    .execute();

export const markDecided = (db: Queryable, attemptId: number, by: number, at: string) =>
  db
    .updateTable('room_charges')
    .set({ DecidedAt: at, DecidedBy: by })
    .where('AttemptID', '=', attemptId)
    .execute();

const chargeColumns = [
  'room_charges.AttemptID',
  'room_charges.PointID',
  'room_charges.Surname',
  'room_charges.DecidedAt',
  'payment_attempts.OrderID',
  'payment_attempts.AmountCents',
  'payment_attempts.TipCents',
  'payment_attempts.Currency',
  'payment_attempts.State',
  'payment_attempts.CreatedAt',
  'dish_order_points.Name as PointName',
] as const;

const charges = (db: Queryable, ws: number) =>
  db
    .selectFrom('room_charges')
    .innerJoin('payment_attempts', 'payment_attempts.ID', 'room_charges.AttemptID')
    .innerJoin('dish_order_points', 'dish_order_points.ID', 'room_charges.PointID')
    .select(chargeColumns)
    .where('room_charges.EnterpriseID', '=', ws);

/** Charges waiting for staff, oldest first: what the desk shows to approve or reject. */
export const pendingRoomCharges = (db: Queryable, ws: number) =>
  charges(db, ws)
    .where('payment_attempts.State', '=', 'pending')
    .orderBy('room_charges.AttemptID')
    .execute();

/** Charges approved (settled) in [start, end), by approval time: the daily export. */
export const approvedRoomCharges = (db: Queryable, ws: number, start: Date, end: Date) =>
  charges(db, ws)
    .where('payment_attempts.State', 'in', ['paid', 'refunded'])
    .where('room_charges.DecidedAt', '>=', start.toISOString())
    .where('room_charges.DecidedAt', '<', end.toISOString())
    .orderBy('room_charges.DecidedAt')
    .orderBy('room_charges.AttemptID')
    .execute();

/** The room charge of an attempt of this venue (its surname and point), or undefined. */
export const findRoomCharge = (db: Queryable, ws: number, attemptId: number) =>
  charges(db, ws).where('room_charges.AttemptID', '=', attemptId).executeTakeFirst();
