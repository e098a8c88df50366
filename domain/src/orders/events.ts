import { ORDER_ACTIONS, PAYMENT_STATUSES } from './status.ts';
import type { Order } from './wire.ts';

/**
 * The events of the order outbox and streams (behaviour.md#ordering), every type once: the server
 * writes and documents them, the back-office and the guest app listen for them. Kept apart from
 * wire.ts's schemas so that the guest app may import these lists without zod.
 */

/** The kitchen's moves of lines and orders (behaviour.md#kitchen); serving is the `close` action. */
export const KITCHEN_EVENTS = ['bump', 'unbump', 'recall'] as const;
/** One per payment state an order can reach (`payment_partial`: another phone paid its share). */
export const PAYMENT_EVENTS = PAYMENT_STATUSES.map((status) => `payment_${status}` as const);
/** A room charge approved by staff (behaviour.md#room-charge). */
export const ROOM_CHARGE_EVENTS = ['room_charge_approved'] as const;
/** Events of the whole venue, carrying no order: a pause, a sold-out mark, a service request. */
export const VENUE_EVENTS = ['ordering', 'sold_out', 'service_request'] as const;

/** Every event that carries an order as it now is. */
export const ORDER_CHANGE_EVENTS = [
  ...ORDER_ACTIONS,
  ...KITCHEN_EVENTS,
  ...PAYMENT_EVENTS,
  ...ROOM_CHARGE_EVENTS,
] as const;
/** Every event type the outbox writes and the streams carry. */
export const ORDER_EVENT_TYPES = [...ORDER_CHANGE_EVENTS, ...VENUE_EVENTS] as const;

export type OrderChangeEventType = (typeof ORDER_CHANGE_EVENTS)[number];
export type VenueEventType = (typeof VENUE_EVENTS)[number];
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

type EventFrame = {
  /** The event id: the stream's Last-Event-ID. */
  readonly ID: number;
  readonly OrderID: number;
  readonly PointID: number;
  /** When it happened, ISO 8601. */
  readonly CreatedAt: string;
};

/** An order changed: `Order` is the order as the order calls answer it (gone on `deleteOrder`). */
export type OrderChangeEvent = EventFrame & {
  readonly Type: OrderChangeEventType;
  readonly Order: Order;
};

/**
 * A venue-wide change: OrderID and PointID are 0; `Order` carries the ordering settings, the
 * sold-out mark or the service request, read again by whoever follows them.
 */
export type VenueEvent = EventFrame & { readonly Type: VenueEventType; readonly Order: unknown };

/** One event of the order streams (the JSON of a frame's `data:`). */
export type OrderEvent = OrderChangeEvent | VenueEvent;

export const isVenueEvent = (event: OrderEvent): event is VenueEvent =>
  (VENUE_EVENTS as readonly string[]).includes(event.Type);
