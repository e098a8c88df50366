import { createHash } from 'node:crypto';
import { isAvailableAt } from '@carta/domain';
import {
  DEFAULT_ORDER_SETTINGS,
  type OrderingClosed,
  type OrderSettings,
  orderingClosedAt,
} from '@carta/domain/orders';
import type { PointClaims } from '../../auth/tokens.ts';
import { NotAllowed } from '../../domain-errors.ts';
import { findPointSession, type Point, toPoint } from '../../repos/dish-orders/points.ts';
import { toOrderSettings } from '../../repos/dish-orders/settings.ts';
import {
  type PointAndVenueRow,
  pointAndVenueRowQuery,
  type VenueRow,
  venueOrderingQuery,
} from '../../repos/dish-orders/venue-ordering.ts';
import { bool, type Queryable } from '../../repos/types.ts';

/**
 * What a point token carries of the Code and the point's session epoch (bumped at each
 * deactivation): enough to notice a rotation or a deactivation since, not the code itself. Epoch 0
 * fingerprints the code alone, as tokens given before epochs existed do.
 */
export const codeFingerprint = (code: string, epoch = 0): string =>
  createHash('sha256')
    .update(epoch === 0 ? code : `${code}\n${epoch}`)
    .digest('base64url')
    .slice(0, 22);

/** What the guest app needs to order at a point (behaviour.md#ordering). */
export type GuestConfig = {
  OrderingEnabled: boolean;
  PaymentActive: boolean;
  PaymentType: string | null;
  PaymentRequired: boolean;
  IncludeExtras: boolean;
  Currency: string;
  OrderingClosed: OrderingClosed | null;
  PausedUntil: string | null;
  PauseMessage: Record<string, string> | null;
  Point: { ID: number; Name: Point['Name']; Kind: Point['Kind']; MenuID: number | null };
};

/** The guest app's config at `at`: whether it can order now (and why not) before any cart. */
export const guestConfigOf = (
  venue: {
    readonly settings: OrderSettings;
    readonly includeExtras: boolean;
    readonly timeZone: string;
  },
  point: Point,
  at: Date,
): GuestConfig => ({
  OrderingEnabled: venue.settings.OrderingEnabled,
  PaymentActive: venue.settings.PaymentType !== null,
  PaymentType: venue.settings.PaymentType,
  PaymentRequired: venue.settings.PaymentRequired,
  IncludeExtras: venue.includeExtras,
  Currency: venue.settings.Currency,
  OrderingClosed:
    orderingClosedAt(venue.settings, at, venue.timeZone) ??
    (isAvailableAt(point.Availability, at, venue.timeZone) ? null : 'hours'),
  PausedUntil: venue.settings.PausedUntil,
  PauseMessage: venue.settings.PauseMessage,
  Point: { ID: point.ID, Name: point.Name, Kind: point.Kind, MenuID: point.MenuID },
});

/** The venue's settings, its IncludeExtras and its time zone: one query. */
export const venueOrderingOf = async (db: Queryable, ws: number) =>
  toVenueOrdering(await venueOrderingQuery(db, ws).executeTakeFirst());

const toVenueOrdering = (row: VenueRow | undefined) => {
  return {
    settings:
      row?.Saved && row.Currency !== null
        ? toOrderSettings({
            ...row,
            Availability: row.VenueAvailability,
            Currency: row.Currency,
            OrderingEnabled: row.OrderingEnabled ?? 0,
            PaymentRequired: row.PaymentRequired ?? 0,
            DayChange: row.DayChange ?? undefined,
          })
        : DEFAULT_ORDER_SETTINGS,
    includeExtras: bool(row?.IncludeExtras),
    timeZone: row?.TimeZone ?? 'Europe/Madrid',
  };
};

/**
 * Refuses a token that no longer stands for its point. A token of the very session the point's
 * deactivation ended (its code, the epoch before the bump) is told `point_inactive`, so the guest is
 * told ordering is closed at that table (behaviour.md#service-day); any other token (rotated code,
 * deleted point, another session) gets the plain 403, which says nothing about the point.
 */
const livePoint = <P extends { readonly Active: boolean; readonly Code: string }>(
  claims: PointClaims,
  point: P | undefined,
  epoch: number,
): P => {
  if (point?.Active && claims.code === codeFingerprint(point.Code, epoch)) return point;
  if (point && !point.Active && epoch > 0 && claims.code === codeFingerprint(point.Code, epoch - 1))
    throw new NotAllowed('ordering is closed at this point', 'point_inactive');
  throw new NotAllowed('the point session has ended');
};

/**
 * The point a guest token stands for, while it still does: same venue, not deleted, active, and the
 * Code it was given for. Anything else is 403: the guest app then clears its session (behaviour.md#editing).
 */
export const livePointOf = async (db: Queryable, claims: PointClaims, ws: number) => {
  if (claims.workspace !== ws) throw new NotAllowed("another venue's point");
  const point = await findPointSession(db, ws, claims.point);
  return livePoint(claims, point, point?.SessionEpoch ?? 0);
};

/** The query of livePointAndVenueOf, for a token of this venue only. */
export const pointAndVenueQuery = (db: Queryable, claims: PointClaims, ws: number) => {
  if (claims.workspace !== ws) throw new NotAllowed("another venue's point");
  return pointAndVenueRowQuery(db, ws, claims.point);
};

/** The point and its venue's ordering from pointAndVenueQuery's row, while the token still holds. */
export const pointAndVenueFrom = (row: PointAndVenueRow, claims: PointClaims) => {
  const point = livePoint(claims, row ? toPoint(row) : undefined, row?.SessionEpoch ?? 0);
  return { point, venue: toVenueOrdering(row) };
};

/**
 * livePointOf and venueOrderingOf in one query (placing an order needs both): the point's row with
 * its venue's settings joined.
 */
export const livePointAndVenueOf = async (db: Queryable, claims: PointClaims, ws: number) =>
  pointAndVenueFrom(await pointAndVenueQuery(db, claims, ws).executeTakeFirst(), claims);
