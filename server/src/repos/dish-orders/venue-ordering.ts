import type { Queryable } from '../types.ts';

const VENUE_COLUMNS = [
  'enterprises.IncludeExtras',
  'enterprises.TimeZone',
  'dish_order_settings.EnterpriseID as Saved',
  'dish_order_settings.OrderingEnabled',
  'dish_order_settings.Currency',
  'dish_order_settings.PaymentRequired',
  'dish_order_settings.PaymentType',
  'dish_order_settings.PausedUntil',
  'dish_order_settings.PauseMessage',
  'dish_order_settings.DayChange',
  // Aliased: the point has an Availability of its own.
  'dish_order_settings.Availability as VenueAvailability',
] as const;

export type VenueRow = {
  IncludeExtras: number;
  TimeZone: string;
  Saved: number | null;
  OrderingEnabled: number | null;
  Currency: string | null;
  PaymentRequired: number | null;
  PaymentType: string | null;
  PausedUntil: string | null;
  PauseMessage: string | null;
  DayChange: string | null;
  VenueAvailability: string | null;
};

/** The venue's ordering settings (none saved: nulls), IncludeExtras and time zone. */
export const venueOrderingQuery = (db: Queryable, ws: number) =>
  db
    .selectFrom('enterprises')
    .leftJoin('dish_order_settings', 'dish_order_settings.EnterpriseID', 'enterprises.ID')
    .select(VENUE_COLUMNS)
    .where('enterprises.ID', '=', ws);

/** A point of the venue, not deleted, with its venue's ordering settings joined. */
export const pointAndVenueRowQuery = (db: Queryable, ws: number, pointId: number) =>
  db
    .selectFrom('dish_order_points')
    .innerJoin('enterprises', 'enterprises.ID', 'dish_order_points.EnterpriseID')
    .leftJoin('dish_order_settings', 'dish_order_settings.EnterpriseID', 'enterprises.ID')
    .selectAll('dish_order_points')
    .select(VENUE_COLUMNS)
    .where('dish_order_points.ID', '=', pointId)
    .where('dish_order_points.EnterpriseID', '=', ws)
    .where('dish_order_points.Deleted', '=', 0);

export type PointAndVenueRow = Awaited<
  ReturnType<ReturnType<typeof pointAndVenueRowQuery>['executeTakeFirst']>
>;
