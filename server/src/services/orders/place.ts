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
import { addLines } from '../../repos/dish-orders/add-lines.ts';
import { addToOpenOrderPg } from '../../repos/dish-orders/add-lines-pg.ts';
import { appendEvent, readEventData } from '../../repos/dish-orders/events.ts';
import { JsonText } from '../../repos/dish-orders/json-text.ts';
import { type Order, openOrderOf } from '../../repos/dish-orders/orders.ts';
import type { Queryable } from '../../repos/types.ts';
import { resolveItems } from './dishes.ts';
import { orderTransaction } from './group-commit.ts';
import { readForOrder } from './place-reads.ts';
import { soldOutLineIn } from './sold-out-line.ts';

/** behaviour.md#errors: `{ status: 'KO', message }` stores nothing; OK carries the point's open order. */
export type PlaceAnswer =
  | { readonly status: 'OK'; readonly data: Order }
  | { readonly status: 'KO'; readonly message: string };

/**
 * The answer's JSON text, serialized once: what is stored for the key is what is sent. A replay
 * has no text: its answer is the stored one, read back.
 */
export type Placed =
  | { readonly replayed: true; readonly answer: PlaceAnswer }
  | { readonly replayed: false; readonly json: string };

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
    const result = await orderTransaction(db, dialect, ws, async (trx) => {
      // The token's point: its scope is known before the point is read (which refuses it if not).
      const idem = call.key
        ? { scope: `point:${ws}:${call.claims.point}`, key: call.key, bodyHash: bodyHash(body), at }
        : null;
      const read = await readForOrder(trx, dialect, {
        ws,
        claims: call.claims,
        items: body.Items,
        key: idem,
        at,
      });
      const { point, venue, claim } = read;
      if (claim) {
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
      const resolved = await resolveItems(
        trx,
        ws,
        body.Items,
        {
          at,
          timeZone: venue.timeZone,
          deviceId: body.DeviceID ?? null,
          currency: venue.settings.Currency,
        },
        read,
      );
      if (!inHours || 'outOfHours' in resolved) throw new Refused(ko(OUT_OF_HOURS_MESSAGE));
      const gone = soldOutLineIn(read.soldOut, resolved.items);
      if (gone) throw new Refused(ko(soldOutMessage(gone)));
      const target = { ws, pointId: point.ID, currency: venue.settings.Currency };
      const { created, ...added } =
        dialect.name === 'postgres'
          ? await addToOpenOrderPg(trx, { ...target, items: resolved.items })
          : await openOrderOf(trx, target).then(async ({ row, created }) => ({
              created,
              ...(await addLines(trx, row, resolved.items)),
            }));
      // behaviour.md#service-day: lines added before a dish ran out block the order too. The marks
      // are already read; the order's lines are parsed only on a day something is sold out.
      const held =
        read.soldOut.length > 0
          ? soldOutLineIn(read.soldOut, (JSON.parse(added.json) as Order).Items)
          : null;
      if (held) throw new Refused(ko(soldOutMessage(held)));
      // Counted after the insert, which the throw rolls back: one query fewer per order.
      if (added.lineCount > ORDER_ITEMS_MAX)
        throw badRequest('an order holds at most 100 items', ['Items']);
      await appendEvent(trx, dialect, {
        ws,
        pointId: point.ID,
        orderId: added.orderId,
        type: 'addItems',
        data: new JsonText(added.json),
        openedOrder: created,
        remember: idem ?? undefined,
      });
      const json = `{"status":"OK","data":${added.json}}`;
      return { answer: null, json, replayed: false, event: true };
    });
    if (result.event) hub.notify(ws);
    return result.answer
      ? { replayed: true, answer: result.answer }
      : { replayed: false, json: result.json };
  } catch (error) {
    if (error instanceof Refused) return { replayed: false, json: JSON.stringify(error.answer) };
    throw error;
  }
};
