import { COMMON_OWNER, typeIdOfBlock } from '@carta/domain';
import {
  answersRepeat,
  dayChangeMinutes,
  type OrderSettings,
  type ServiceRequestInput,
  type SoldOutInput,
  soldOutEndOf,
  type VenueEventType,
} from '@carta/domain/orders';
import type { PointClaims } from '../../auth/tokens.ts';
import type { Deps } from '../../deps.ts';
import { NotFound } from '../../domain-errors.ts';
import { type AuditAction, audit } from '../../repos/audit.ts';
import { appendEvent, VENUE_WIDE } from '../../repos/dish-orders/events.ts';
import {
  closeRequest,
  findOpenRequest,
  insertRequest,
  renewRequest,
  type ServiceRequest,
} from '../../repos/dish-orders/service-requests.ts';
import { findOrderSettings, savePause } from '../../repos/dish-orders/settings.ts';
import { type SoldOutKind, setSoldOut, soldOutTarget } from '../../repos/dish-orders/sold-out.ts';
import type { Queryable } from '../../repos/types.ts';
import { livePointOf, venueOrderingOf } from './guest-point.ts';

const FOOD = typeIdOfBlock('food');

type Staff = { readonly userId: number };

/** What the venue-wide `ordering` event carries: enough for every screen to show a pause. */
export const orderingEventData = (s: OrderSettings) => ({
  OrderingEnabled: s.OrderingEnabled,
  PausedUntil: s.PausedUntil,
  PauseMessage: s.PauseMessage,
});

/** One venue-wide event and its audit record, in the caller's transaction. */
const venueEvent = async (
  deps: Deps,
  trx: Queryable,
  e: {
    readonly ws: number;
    readonly type: VenueEventType;
    readonly data: unknown;
    readonly staff: Staff | null;
    readonly action: AuditAction;
    readonly target: string;
  },
) => {
  await appendEvent(trx, deps.dialect, {
    ws: e.ws,
    pointId: VENUE_WIDE,
    orderId: VENUE_WIDE,
    type: e.type,
    data: e.data,
  });
  await audit(trx, {
    enterpriseId: e.ws,
    user: e.staff && { id: e.staff.userId },
    action: e.action,
    target: e.target,
    detail: e.data as Record<string, unknown>,
  });
};

/**
 * Every screen of the venue follows its ordering state: after a settings change or a pause, one
 * `ordering` event with the state as stored.
 */
export const announceOrdering = async (deps: Deps, trx: Queryable, ws: number, staff: Staff) => {
  const settings = await findOrderSettings(trx, ws);
  await venueEvent(deps, trx, {
    ws,
    type: 'ordering',
    data: orderingEventData(settings),
    staff,
    action: 'ordering_change',
    target: `venue:${ws}`,
  });
  return settings;
};

/** Pause ordering until an instant (null: resume now), with the message guests read meanwhile. */
export const pauseOrdering = async (
  deps: Deps,
  ws: number,
  staff: Staff,
  pause: {
    readonly PausedUntil: string | null;
    /** Left out: the venue keeps the message it has. */
    readonly PauseMessage?: Record<string, string> | null | undefined;
  },
) => {
  const settings = await deps.db.transaction().execute(async (trx) => {
    await savePause(trx, ws, pause);
    return announceOrdering(deps, trx, ws, staff);
  });
  deps.hub.notify(ws);
  return settings;
};

/**
 * The dish (a food block of the venue or of a common menu) or the extra (of such a dish) as seen
 * from venue `ws`; anything else, existing or not, is a 404 that tells nothing.
 */
const targetOf = async (q: Queryable, ws: number, kind: SoldOutKind, id: number) => {
  const row = await soldOutTarget(q, kind, id);
  const own = row && (row.Owner === String(ws) || row.Owner === COMMON_OWNER);
  if (!own || row.Type !== FOOD) throw new NotFound(kind);
};

/** Mark a dish or an extra sold out (until an instant, the day change, or staff) or back. */
export const markSoldOut = async (
  deps: Deps,
  call: {
    readonly ws: number;
    readonly staff: Staff;
    readonly kind: SoldOutKind;
    readonly id: number;
    readonly input: SoldOutInput;
    readonly at: Date;
  },
) => {
  const { ws, kind, id, input, at } = call;
  const mark = await deps.db.transaction().execute(async (trx) => {
    await targetOf(trx, ws, kind, id);
    const venue = await venueOrderingOf(trx, ws);
    const until = input.SoldOut
      ? soldOutEndOf(input.Until, at, venue.timeZone, dayChangeMinutes(venue.settings.DayChange))
      : null;
    await setSoldOut(trx, ws, { kind, id }, { soldOut: input.SoldOut, until });
    const data = { Kind: kind, ID: id, SoldOut: input.SoldOut, Until: until };
    await venueEvent(deps, trx, {
      ws,
      type: 'sold_out',
      data,
      staff: call.staff,
      action: 'sold_out',
      target: `${kind}:${id}`,
    });
    return data;
  });
  deps.hub.notify(ws);
  return mark;
};

/** The request's event on the stream (the point's guests and the venue's staff) and the audit log. */
const requestEvent = async (
  deps: Deps,
  trx: Queryable,
  ws: number,
  request: ServiceRequest,
  staff: Staff | null,
) => {
  await appendEvent(trx, deps.dialect, {
    ws,
    pointId: request.PointID,
    orderId: VENUE_WIDE,
    type: 'service_request',
    data: request,
    // A ring prints on the printers set to it; staff attending it does not.
    ringing: request.Status === 'open',
  });
  await audit(trx, {
    enterpriseId: ws,
    user: staff && { id: staff.userId },
    action: 'service_request',
    target: `point:${request.PointID}`,
    detail: { ID: request.ID, Kind: request.Kind, Status: request.Status },
  });
};

/**
 * A guest calls a waiter or asks for the bill. One open request per kind and point: a repeat within
 * the repeat window answers the open one and rings nothing; a later one rings the same request again.
 */
export const requestService = async (
  deps: Deps,
  call: {
    readonly ws: number;
    readonly claims: PointClaims;
    readonly input: ServiceRequestInput;
    readonly at: Date;
  },
): Promise<ServiceRequest> => {
  const { ws, input, at } = call;
  const result = await deps.db.transaction().execute(async (trx) => {
    const point = await livePointOf(trx, call.claims, ws);
    const open = await findOpenRequest(trx, ws, point.ID, input.Kind);
    if (open && answersRepeat(open, at)) return { request: open, rang: false };
    const words = {
      note: input.Note || null,
      pay: input.Kind === 'bill' ? (input.Pay ?? null) : null,
    };
    const request = open
      ? await renewRequest(trx, open.ID, { ...words, at })
      : await insertRequest(trx, { ws, pointId: point.ID, kind: input.Kind, ...words, at });
    await requestEvent(deps, trx, ws, request, null);
    return { request, rang: true };
  });
  if (result.rang) deps.hub.notify(ws);
  return result.request;
};

/** Staff attended a request: done, on every screen and the guest's phone. */
export const attendRequest = async (
  deps: Deps,
  call: { readonly ws: number; readonly staff: Staff; readonly id: number; readonly at: Date },
): Promise<ServiceRequest | undefined> => {
  const done = await deps.db.transaction().execute(async (trx) => {
    const closed = await closeRequest(trx, call.ws, call.id, {
      userId: call.staff.userId,
      at: call.at,
    });
    if (closed) await requestEvent(deps, trx, call.ws, closed, call.staff);
    return closed;
  });
  if (done) deps.hub.notify(call.ws);
  return done;
};
