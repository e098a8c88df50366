import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { OrderEventType } from '@carta/domain/orders';
import { type Dialect, fromJson } from '../../db/dialect.ts';
import { enqueueIntegrations } from '../integrations/outbox.ts';
import { now, type Queryable } from '../types.ts';
import { appendEventPg } from './events-pg.ts';
import { rememberAnswer } from './idempotency.ts';
import { jsonOf } from './json-text.ts';

/** The PostgreSQL channel that tells other processes a venue has new order events. */
export const EVENTS_CHANNEL = 'carta_dish_order_events';
/** First key of the advisory lock that orders one venue's event ids by commit (see appendEvent). */
const EVENTS_LOCK = 1_312_013;

/**
 * SQLite keeps an event's data of this many characters or more deflated. An event holds its order
 * whole, so an open order of 45 lines wrote 13 KB or more to the WAL at every change, synced at the
 * commit and copied again at the checkpoint: bench:orders' 45-line orders took twice the time of
 * 9-line ones on the same CPU. Deflated (level 1, tens of microseconds), an order's lines, which
 * repeat the same keys and dishes, take about a seventh. PostgreSQL compresses large jsonb itself.
 */
const DEFLATE_FROM = 1024;

const storedData = (json: string): string | Buffer =>
  json.length >= DEFLATE_FROM ? deflateRawSync(json, { level: 1 }) : json;

/** An event's data as stored (JSON text, jsonb's value, or deflated JSON on SQLite), parsed. */
export const eventDataOf = (stored: unknown): unknown =>
  fromJson<unknown>(
    Buffer.isBuffer(stored) || stored instanceof Uint8Array
      ? inflateRawSync(stored).toString('utf8')
      : stored,
    null,
  );

export type OrderEvent = {
  readonly ID: number;
  readonly Type: OrderEventType;
  readonly OrderID: number;
  readonly PointID: number;
  readonly Data: unknown;
  readonly CreatedAt: string;
};

/**
 * Write one order event in the caller's transaction. On PostgreSQL, ids come from a sequence when the
 * row is inserted, not when it commits: two writers could commit ids 11 then 10, and a stream that
 * had read 11 would never see 10. A transaction lock per venue, taken just before the insert and
 * held until commit, makes a venue's events commit in id order; the NOTIFY is delivered at commit.
 * The caller commits right after (the lock is the last thing it takes): see appendEventPg.
 * SQLite runs one writer at a time, so its ids commit in order already.
 */
export const appendEvent = async (
  db: Queryable,
  dialect: Dialect,
  e: {
    readonly ws: number;
    readonly pointId: number;
    readonly orderId: number;
    readonly type: OrderEventType;
    /** The order as it now is; a JsonText when the caller has serialized it already. */
    readonly data: unknown;
    /** Adding lines opened the order (webhook receivers are told `order.created`). */
    readonly openedOrder?: boolean;
    /** A guest rang a service request: printers set to `service_request` print it. */
    readonly ringing?: boolean;
    /** An idempotency key claimed for this change: its answer becomes this event. */
    readonly remember?: { readonly scope: string; readonly key: string } | undefined;
  },
): Promise<number> => {
  const data = jsonOf(e.data);
  const at = now();
  if (dialect.name === 'postgres')
    return appendEventPg(db, EVENTS_LOCK, EVENTS_CHANNEL, {
      ...e,
      data,
      at,
      openedOrder: e.openedOrder ?? false,
      ringing: e.ringing ?? false,
    });
  const row = await db
    .insertInto('dish_order_events')
    .values({
      EnterpriseID: e.ws,
      PointID: e.pointId,
      OrderID: e.orderId,
      Type: e.type,
      Data: storedData(data),
      CreatedAt: at,
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  // Webhook deliveries and print jobs commit with the event, or not at all.
  await enqueueIntegrations(db, {
    ws: e.ws,
    eventId: Number(row.ID),
    orderId: e.orderId,
    type: e.type,
    json: data,
    at,
    openedOrder: e.openedOrder ?? false,
    ringing: e.ringing ?? false,
  });
  if (e.remember) await rememberAnswer(db, e.remember, 200, { status: 'OK', EventID: row.ID });
  return Number(row.ID);
};

/**
 * Events about the whole venue (ordering paused, a dish sold out) carry no point and no order: both
 * ids are this, and every stream of the venue, each point's too, receives them.
 */
export const VENUE_WIDE = 0;

/** A venue's events after `after` (all points, or one and the venue-wide ones), oldest first. */
export const readEvents = async (
  db: Queryable,
  q: {
    readonly ws: number;
    readonly after: number;
    readonly point: number | null;
    readonly limit: number;
  },
): Promise<OrderEvent[]> => {
  let query = db
    .selectFrom('dish_order_events')
    .select(['ID', 'Type', 'OrderID', 'PointID', 'Data', 'CreatedAt'])
    .where('EnterpriseID', '=', q.ws)
    .where('ID', '>', q.after);
  if (q.point !== null) query = query.where('PointID', 'in', [q.point, VENUE_WIDE]);
  const rows = await query.orderBy('ID').limit(q.limit).execute();
  return rows.map((r) => ({ ...r, ID: Number(r.ID), Data: eventDataOf(r.Data) }));
};

/** One event's data (an order as it was then), by its id within venue `ws`. */
export const readEventData = async (db: Queryable, ws: number, id: number): Promise<unknown> => {
  const row = await db
    .selectFrom('dish_order_events')
    .select('Data')
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .executeTakeFirstOrThrow();
  return eventDataOf(row.Data);
};

/** The newest event id of a venue (0 when none): where a stream without Last-Event-ID starts. */
export const lastEventId = async (db: Queryable, ws: number): Promise<number> => {
  const row = await db
    .selectFrom('dish_order_events')
    .select((eb) => eb.fn.max('ID').as('last'))
    .where('EnterpriseID', '=', ws)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
};
