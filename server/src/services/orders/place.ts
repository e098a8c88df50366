import { createHash } from 'node:crypto';
import { isAvailableAt } from '@carta/domain';
import {
  ORDER_ITEMS_MAX,
  type OrderInput,
  OUT_OF_HOURS_MESSAGE,
  orderingClosedAt,
  PAUSED_MESSAGE,
  pauseMessageIn,
  soldOutMessage,
} from '@carta/domain/orders';
import type { PointClaims } from '../../auth/tokens.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, HttpError } from '../../errors.ts';
import { appendEvent, readEventData } from '../../repos/dish-orders/events.ts';
import { claimKey, rememberAnswer } from '../../repos/dish-orders/idempotency.ts';
import { JsonText } from '../../repos/dish-orders/json-text.ts';
import { insertItems, type Order, openOrderOf, saveOrder } from '../../repos/dish-orders/orders.ts';
import type { Queryable } from '../../repos/types.ts';
import { resolveItems } from './dishes.ts';
import { orderTransaction } from './group-commit.ts';
import { livePointAndVenueOf } from './guest-point.ts';
import { soldOutLine } from './sold-out-line.ts';

/** behaviour.md#errors: `{ status: 'KO', message }` stores nothing; OK carries the point's open order. */
export type PlaceAnswer =
  | { readonly status: 'OK'; readonly data: Order }
  | { readonly status: 'KO'; readonly message: string };

/**
 * The answer and its JSON text, serialized once: what is stored for the key is what is sent. A
 * replay has no text (`json` empty): its answer is the stored one, read back.
 */
export type Placed = {
  readonly answer: PlaceAnswer;
  readonly json: string;
  readonly replayed: boolean;
};

/** A venue that has not turned ordering on answers like one out of hours, with its own words. */
export const ORDERING_OFF_MESSAGE = 'Pedidos no disponibles.';

const ko = (message: string): PlaceAnswer => ({ status: 'KO', message });

/**
 * What a key keeps of an order placed: the id of its event, whose data is the order exactly as
 * answered, written in the same transaction (the order is not stored twice; keys kept before this
 * hold the whole answer).
 */
type StoredAnswer = { readonly status: 'OK'; readonly EventID: number } | PlaceAnswer;

const replayOf = async (q: Queryable, ws: number, stored: StoredAnswer): Promise<PlaceAnswer> =>
  'EventID' in stored
    ? { status: 'OK', data: (await readEventData(q, ws, stored.EventID)) as Order }
    : stored;

/** Thrown inside the transaction so that it rolls back; becomes the KO answer outside it. */
class Refused extends Error {
  constructor(readonly answer: PlaceAnswer) {
    super(answer.status);
  }
}

const bodyHash = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('base64url');

/**
 * A guest adds items to the point's open order (creating it), all in one transaction with its event
 * and its idempotency key. Same key and body within 24 h: the first answer, nothing new stored; same
 * key, another body: 409. KO and errors roll everything back, the key included.
 */
export const placeOrder = async (
  deps: Deps,
  call: {
    readonly ws: number;
    readonly claims: PointClaims;
    readonly body: OrderInput;
    readonly key: string | null;
    readonly at: Date;
  },
): Promise<Placed> => {
  const { db, dialect, hub } = deps;
  const { ws, at, body } = call;
  try {
    const result = await orderTransaction(db, dialect, async (trx) => {
      const { point, venue } = await livePointAndVenueOf(trx, call.claims, ws);
      const idem = call.key
        ? { scope: `point:${ws}:${point.ID}`, key: call.key, bodyHash: bodyHash(body), at }
        : null;
      if (idem) {
        const claim = await claimKey(trx, idem);
        if (claim.kind === 'conflict')
          throw new HttpError(
            409,
            'idempotency_conflict',
            'Idempotency-Key reused with another body',
          );
        if (claim.kind === 'replay') {
          const answer = await replayOf(trx, ws, claim.answer as StoredAnswer);
          return { answer, json: '', replayed: true, event: false };
        }
      }
      const closed = orderingClosedAt(venue.settings, at, venue.timeZone);
      if (closed === 'off') throw new Refused(ko(ORDERING_OFF_MESSAGE));
      if (closed === 'paused')
        throw new Refused(ko(pauseMessageIn(venue.settings, 'es') ?? PAUSED_MESSAGE));
      const inHours = closed === null && isAvailableAt(point.Availability, at, venue.timeZone);
      const resolved = await resolveItems(trx, ws, body.Items, {
        at,
        timeZone: venue.timeZone,
        deviceId: body.DeviceID ?? null,
        currency: venue.settings.Currency,
      });
      if (!inHours || 'outOfHours' in resolved) throw new Refused(ko(OUT_OF_HOURS_MESSAGE));
      const { row, created } = await openOrderOf(trx, {
        ws,
        pointId: point.ID,
        currency: venue.settings.Currency,
      });
      await insertItems(trx, row.ID, resolved.items);
      const order = await saveOrder(trx, row);
      // behaviour.md#service-day: the new lines and those already there, whenever they were added;
      // checked on the order as saved, which the throw rolls back.
      const gone = await soldOutLine(trx, ws, order.Items, at);
      if (gone) throw new Refused(ko(soldOutMessage(gone)));
      // Counted after the insert, which the throw rolls back: one query fewer per order.
      if (order.Items.length > ORDER_ITEMS_MAX)
        throw badRequest('an order holds at most 100 items', ['Items']);
      const data = JSON.stringify(order);
      const eventId = await appendEvent(trx, dialect, {
        ws,
        pointId: point.ID,
        orderId: order.ID,
        type: 'addItems',
        data: new JsonText(data),
        openedOrder: created,
      });
      const answer: PlaceAnswer = { status: 'OK', data: order };
      const json = `{"status":"OK","data":${data}}`;
      if (idem) await rememberAnswer(trx, idem, 200, { status: 'OK', EventID: eventId });
      return { answer, json, replayed: false, event: true };
    });
    if (result.event) hub.notify(ws);
    return { answer: result.answer, json: result.json, replayed: result.replayed };
  } catch (error) {
    if (error instanceof Refused)
      return { answer: error.answer, json: JSON.stringify(error.answer), replayed: false };
    throw error;
  }
};
