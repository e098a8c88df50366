import { randomBytes } from 'node:crypto';
import {
  attemptExpiresAt,
  attemptOpenAt,
  decideRoomCharge,
  ledgerOf,
  planPayment,
  ROOM_CHARGE_FREE_TRIES,
  ROOM_CHARGE_WINDOW_MS,
  ROOM_PROVIDER,
  type RoomChargeInput,
  type RoomDecision,
  roomChargeStartState,
  verifyRoomGuest,
} from '@carta/domain/orders';
import type { PointClaims } from '../../auth/tokens.ts';
import type { Deps } from '../../deps.ts';
import {
  InvalidInput,
  NotAllowed,
  NotFound,
  RateLimited,
  StateConflict,
} from '../../domain-errors.ts';
import { appendEvent } from '../../repos/dish-orders/events.ts';
import { ledgerAttempt } from '../../repos/dish-orders/order-money.ts';
import {
  linesOfOrder,
  lockOrderRow,
  type Order,
  saveOrder,
} from '../../repos/dish-orders/orders.ts';
import {
  attemptsOfOrder,
  findAttempt,
  insertAttempt,
  insertAttemptLines,
  linesOfAttempts,
  updateAttempt,
} from '../../repos/payments.ts';
import {
  findRoomChargeSettings,
  findStay,
  insertRoomCharge,
  markDecided,
} from '../../repos/room-charge.ts';
import type { Queryable } from '../../repos/types.ts';
import { livePointOf } from '../orders/guest-point.ts';
import { paymentChanged } from './core.ts';

/** The webhook `order.room_charged` comes from this outbox event (domain webhookTypeOf). */
export const ROOM_CHARGED_EVENT = 'room_charge_approved';

const triesKey = (ws: number, pointId: number) => `room-charge:${ws}:${pointId}`;

/** The charge is approved (by staff, or at once without approval): a PMS is told with the order. */
const charged = async (deps: Deps, q: Queryable, ws: number, order: Order) => {
  await appendEvent(q, deps.dialect, {
    ws,
    pointId: order.PointID,
    orderId: order.ID,
    type: ROOM_CHARGED_EVENT,
    data: order,
  });
};

/**
 * A guest at a room point charges what is due of an order to the room (behaviour.md#room-charge):
 * the venue must offer it, the point must be a room with a stay, the guest's answer must match it
 * (wrong answers are counted per room point in the shared limit store: past a few, the room pauses).
 * Then, in one transaction: an attempt of provider `room` for all that is due (pending until staff
 * decide, or paid at once when the venue asks no approval), the open order confirmed, and events.
 */
export const chargeToRoom = async (
  deps: Deps,
  ws: number,
  orderId: number,
  claims: PointClaims,
  input: RoomChargeInput,
): Promise<{ order: Order; attemptId: number }> => {
  const { db, limits } = deps;
  const clock = deps.config.clock ?? (() => new Date());
  const point = await livePointOf(db, claims, ws);
  const settings = await findRoomChargeSettings(db, ws);
  if (!settings.Enabled)
    throw new StateConflict('charging to the room is off at this venue', 'room_charge_off');
  if (point.Kind !== 'room')
    throw new StateConflict('only a room point charges to the room', 'not_a_room');
  const key = triesKey(ws, point.ID);
  const tries = await limits.peek(key);
  if (tries && tries.count >= ROOM_CHARGE_FREE_TRIES)
    throw new RateLimited(
      'too many wrong answers for this room: try again later or ask reception',
      tries.resetAt - Date.now(),
    );
  const check = verifyRoomGuest(await findStay(db, ws, point.ID), settings.Verification, input);
  if (!check.ok) {
    if (check.reason === 'missing')
      throw new InvalidInput(`${check.field}: required here`, [check.field ?? 'Surname']);
    await limits.hit(key, ROOM_CHARGE_WINDOW_MS);
    // No stay and a wrong answer read the same: a guess learns nothing about the room.
    throw new NotAllowed("the details do not match the room's guest", 'room_guest_mismatch');
  }
  await limits.clear(key);
  const now = clock();
  const result = await db.transaction().execute(async (trx) => {
    const row = await lockOrderRow(trx, ws, orderId);
    if (!row || row.PointID !== point.ID) throw new NotFound('order');
    if (row.Status !== 'open' && row.Status !== 'confirmed')
      throw new StateConflict(`cannot charge an order that is ${row.Status}`, 'invalid_transition');
    const attempts = await attemptsOfOrder(trx, ws, orderId);
    const open = (a: (typeof attempts)[number]) => attemptOpenAt(a, now);
    // A double tap answers the charge already waiting for staff.
    const waiting = attempts.find((a) => a.Provider === ROOM_PROVIDER && open(a));
    if (waiting) return { order: await saveOrder(trx, row), attemptId: waiting.ID };
    const holding = attempts.filter((a) => open(a) || a.State === 'paid').map((a) => a.ID);
    const covered = new Set((await linesOfAttempts(trx, holding)).map((l) => l.OrderItemID));
    const ledger = ledgerOf(
      row.TotalCents,
      attempts.map((a) => ledgerAttempt(a, open(a))),
    );
    const lines = (await linesOfOrder(trx, row.ID)).map((l) => ({
      ...l,
      Covered: covered.has(l.ID),
    }));
    const planned = planPayment(ledger, lines, { kind: 'all' });
    if (!planned.ok)
      throw planned.status === 400
        ? new InvalidInput(planned.message, [], planned.code)
        : new StateConflict(planned.message, planned.code);
    const attempt = await insertAttempt(trx, {
      ws,
      orderId,
      provider: ROOM_PROVIDER,
      reference: `room-${randomBytes(9).toString('base64url')}`,
      amountCents: planned.amountCents,
      tipCents: 0,
      share: planned.share,
      currency: row.Currency,
      expiresAt: attemptExpiresAt(now).toISOString(),
    });
    await insertAttemptLines(trx, attempt.ID, planned.itemIds);
    const state = roomChargeStartState(settings);
    await insertRoomCharge(trx, {
      attemptId: attempt.ID,
      ws,
      pointId: point.ID,
      surname: input.Surname.trim(),
      decidedAt: state === 'paid' ? now.toISOString() : null,
    });
    if (state !== 'pending') await updateAttempt(trx, attempt.ID, { State: state });
    // The folio guarantees the bill: the order goes to the kitchen now, its payment still pending.
    let current = row;
    if (row.Status === 'open') {
      const confirmed = await saveOrder(trx, row, { Status: 'confirmed' });
      await appendEvent(trx, deps.dialect, {
        ws,
        pointId: row.PointID,
        orderId: row.ID,
        type: 'confirm',
        data: confirmed,
      });
      current = { ...row, Status: 'confirmed' };
    }
    const order = await paymentChanged(deps, trx, ws, current);
    if (state === 'paid') await charged(deps, trx, ws, order);
    return { order, attemptId: attempt.ID };
  });
  deps.hub.notify(ws);
  return result;
};

/**
 * Staff approve or reject a pending room charge, once: the order is locked, the attempt moves
 * (approved: paid, counted from now on; rejected: failed, the money due again), the order's money
 * follows from the ledger, and an approval tells webhooks `order.room_charged`. A charge already
 * decided is a 409 naming its state.
 */
export const decideCharge = async (
  deps: Deps,
  ws: number,
  attemptId: number,
  userId: number,
  decision: RoomDecision,
): Promise<Order> => {
  const clock = deps.config.clock ?? (() => new Date());
  const order = await deps.db.transaction().execute(async (trx) => {
    const found = await findAttempt(trx, ws, attemptId);
    if (!found || found.Provider !== ROOM_PROVIDER) throw new NotFound('room charge');
    const row = await lockOrderRow(trx, ws, found.OrderID);
    if (!row) throw new NotFound('order');
    const attempt = await findAttempt(trx, ws, attemptId);
    const to = attempt ? decideRoomCharge(attempt.State, decision) : null;
    if (!attempt || to === null)
      throw new StateConflict(`the charge is ${attempt?.State ?? 'gone'}`, 'already_decided');
    await updateAttempt(trx, attemptId, { State: to });
    await markDecided(trx, attemptId, userId, clock().toISOString());
    const changed = await paymentChanged(deps, trx, ws, row);
    if (to === 'paid') await charged(deps, trx, ws, changed);
    return changed;
  });
  deps.hub.notify(ws);
  return order;
};
