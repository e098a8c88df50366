import { localTimeIn, translatedValue } from '@carta/domain';
import {
  dayChangeMinutes,
  fromMinor,
  ROOM_VERIFICATIONS,
  roomChargeInputSchema,
  roomChargeSettingsSchema,
  roomChargesCsv,
  roomStaySchema,
  serviceDayBounds,
  stayIssues,
} from '@carta/domain/orders';
import { z } from 'zod';
import { assertEnterpriseAdmin, assertOwnEnterprise } from '../auth/scopes.ts';
import { fromJson } from '../db/dialect.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { audit } from '../repos/audit.ts';
import { findPoint } from '../repos/dish-orders/points.ts';
import { findOrderSettings } from '../repos/dish-orders/settings.ts';
import { findEnterprise } from '../repos/enterprises.ts';
import {
  approvedRoomCharges,
  deleteStay,
  findRoomChargeSettings,
  findStay,
  pendingRoomCharges,
  saveRoomChargeSettings,
  saveStay,
} from '../repos/room-charge.ts';
import { livePointOf } from '../services/orders/guest-point.ts';
import { chargeToRoom, decideCharge } from '../services/payments/room-charge.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam, listOf } from './schemas.ts';

const wsParams = z.object({ ws: idParam });
const pointParams = z.object({ ws: idParam, pointId: idParam });
const chargeParams = z.object({ ws: idParam, attemptId: idParam });
const orderParams = z.object({ ws: idParam, orderId: idParam });

const stayOut = z.object({
  PointID: z.number(),
  Surname: z.string(),
  CardLast4: z.string().nullable(),
  Pin: z.string().nullable(),
  UpdatedAt: z.string(),
});

const chargeOut = z.object({
  AttemptID: z.number(),
  OrderID: z.number(),
  PointID: z.number(),
  Room: z.record(z.string(), z.string()).describe("The room point's name, per language"),
  Surname: z.string(),
  Amount: z.number(),
  Currency: z.string(),
  State: z.string(),
  CreatedAt: z.string(),
});

const orderOut = z.object({ data: z.looseObject({ ID: z.number(), PaymentStatus: z.string() }) });

/**
 * Charge to the room (behaviour.md#room-charge): the venue's choice (administrators), each room
 * point's stay and the desk's approvals (staff), the daily export, and the guest's charge.
 */
export const roomChargeRoutes = routeFile(
  { prefix: '/api', tags: ['room-charge'] },
  ({ guestRoute, privateRoute }, deps) => {
    const { db, config } = deps;
    const limit = {
      max: config.orderRateLimit.perAddress,
      timeWindow: config.orderRateLimit.windowMs,
    };
    const base = '/private/room-charge/:ws';

    privateRoute('GET', `${base}/settings`, {
      schema: {
        summary: "The venue's charge-to-the-room settings",
        params: wsParams,
        response: { 200: z.object({ data: roomChargeSettingsSchema }) },
      },
      handler: async ({ request, staff }) => {
        assertOwnEnterprise(staff, request.params.ws);
        return { data: await findRoomChargeSettings(db, request.params.ws) };
      },
    });
    privateRoute('PUT', `${base}/settings`, {
      schema: {
        summary:
          'Offer charging to the room, with or without approval, and how guests prove the stay',
        params: wsParams,
        body: roomChargeSettingsSchema,
        response: { 200: z.object({ data: roomChargeSettingsSchema }) },
      },
      handler: async ({ request, staff }) => {
        const { ws } = request.params;
        assertEnterpriseAdmin(staff, ws);
        await saveRoomChargeSettings(db, ws, request.body);
        await audit(db, {
          enterpriseId: ws,
          user: { id: staff.userId },
          action: 'settings_update',
          target: 'room_charge',
          detail: request.body,
        });
        return { data: await findRoomChargeSettings(db, ws) };
      },
    });

    /** A room point of the venue, or 404 (another venue's point is not found). */
    const roomPoint = async (ws: number, pointId: number) => {
      const point = await findPoint(db, ws, pointId);
      if (!point) throw notFound('point');
      if (point.Kind !== 'room') throw new HttpError(409, 'not_a_room', 'the point is not a room');
      return point;
    };

    privateRoute('GET', `${base}/stays/:pointId`, {
      schema: {
        summary: "A room point's current stay (404 when none)",
        params: pointParams,
        response: { 200: z.object({ data: stayOut }), 404: errorBody },
      },
      handler: async ({ request, staff }) => {
        const { ws, pointId } = request.params;
        assertOwnEnterprise(staff, ws);
        await roomPoint(ws, pointId);
        const stay = await findStay(db, ws, pointId);
        if (!stay) throw notFound('stay');
        return { data: { PointID: pointId, ...stay } };
      },
    });
    privateRoute('PUT', `${base}/stays/:pointId`, {
      schema: {
        summary: "Set a room point's stay at check-in: the holder's surname, card digits, PIN",
        description:
          "Replaces the room's stay. The venue's verification decides what it needs (400 naming it).",
        params: pointParams,
        body: roomStaySchema,
        response: { 200: z.object({ data: stayOut }), 400: errorBody, 409: errorBody },
      },
      handler: async ({ request, staff }) => {
        const { ws, pointId } = request.params;
        assertOwnEnterprise(staff, ws);
        await roomPoint(ws, pointId);
        const settings = await findRoomChargeSettings(db, ws);
        const issues = stayIssues(request.body, settings.Verification);
        if (issues.length > 0) throw badRequest(`${issues.join(', ')}: required`, issues);
        await saveStay(db, ws, pointId, request.body);
        const stay = await findStay(db, ws, pointId);
        if (!stay) throw notFound('stay');
        return { data: { PointID: pointId, ...stay } };
      },
    });
    privateRoute('DELETE', `${base}/stays/:pointId`, {
      schema: {
        summary:
          "End a room point's stay at check-out: nobody can charge to the room until the next",
        params: pointParams,
        response: { 204: z.null(), 404: errorBody },
      },
      handler: async ({ request, reply, staff }) => {
        const { ws, pointId } = request.params;
        assertOwnEnterprise(staff, ws);
        await roomPoint(ws, pointId);
        if (!(await deleteStay(db, ws, pointId))) throw notFound('stay');
        return reply.code(204).send(null);
      },
    });

    privateRoute('GET', `${base}/charges`, {
      schema: {
        summary: 'Room charges waiting for staff, oldest first',
        params: wsParams,
        response: { 200: listOf(chargeOut) },
      },
      handler: async ({ request, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const data = (await pendingRoomCharges(db, ws)).map((c) => ({
          AttemptID: c.AttemptID,
          OrderID: c.OrderID,
          PointID: c.PointID,
          Room: fromJson<Record<string, string>>(c.PointName, {}),
          Surname: c.Surname,
          Amount: fromMinor(c.AmountCents + c.TipCents, c.Currency),
          Currency: c.Currency,
          State: c.State,
          CreatedAt: c.CreatedAt,
        }));
        return { data, total: data.length };
      },
    });
    for (const decision of ['approve', 'reject'] as const)
      privateRoute('POST', `${base}/charges/:attemptId/${decision}`, {
        schema: {
          summary:
            decision === 'approve'
              ? 'Approve a room charge: it counts as paid from now on'
              : 'Reject a room charge: the money is due again',
          params: chargeParams,
          response: { 200: orderOut, 404: errorBody, 409: errorBody },
        },
        handler: async ({ request, staff }) => {
          const { ws, attemptId } = request.params;
          assertOwnEnterprise(staff, ws);
          const order = await decideCharge(deps, ws, attemptId, staff.userId, decision);
          return { data: order };
        },
      });

    privateRoute('GET', `${base}/export`, {
      schema: {
        summary: "The day's approved room charges as CSV, for the rooms' folios",
        description:
          "One line per charge approved in the venue's service day `day` (its time zone and day " +
          'change): room, surname, order, amount, currency, time.',
        params: wsParams,
        querystring: z.object({
          day: z.iso.date(),
          lang: z.enum(['es', 'en']).default('es'),
        }),
        response: {
          200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
        },
      },
      handler: async ({ request, reply, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const { day, lang } = request.query;
        const venue = await findEnterprise(db, ws);
        if (!venue) throw notFound('enterprise');
        const timeZone = venue.TimeZone || 'Europe/Madrid';
        const settings = await findOrderSettings(db, ws);
        const { start, end } = serviceDayBounds(
          day,
          timeZone,
          dayChangeMinutes(settings.DayChange),
        );
        const rows = await approvedRoomCharges(db, ws, start, end);
        const wall = (iso: string) => {
          const m = localTimeIn(new Date(iso), timeZone).minutes;
          return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        };
        const csv = roomChargesCsv(
          rows.map((r) => ({
            Room: translatedValue(fromJson<Record<string, string>>(r.PointName, {}), lang),
            Surname: r.Surname,
            OrderID: r.OrderID,
            AmountCents: r.AmountCents + r.TipCents,
            Currency: r.Currency,
            Time: wall(r.DecidedAt ?? r.CreatedAt),
          })),
          lang,
        );
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="room-charges-${day}.csv"`)
          .header('content-type', 'text/csv; charset=utf-8')
          .send(csv);
      },
    });

    // --- the guest ---------------------------------------------------------------------------------
    guestRoute('GET', '/specific/dish-orders/:ws/dish-orders/room-charge-config', {
      config: { rateLimit: limit },
      schema: {
        summary: "Whether this guest's point may charge to the room, and what to ask",
        params: wsParams,
        response: {
          200: z.object({
            data: z.object({
              Enabled: z.boolean(),
              RequireApproval: z.boolean(),
              Verification: z.enum(ROOM_VERIFICATIONS),
            }),
          }),
          429: errorBody,
        },
      },
      handler: async ({ request, point }) => {
        const { ws } = request.params;
        const live = await livePointOf(db, point, ws);
        const s = await findRoomChargeSettings(db, ws);
        return { data: { ...s, Enabled: s.Enabled && live.Kind === 'room' } };
      },
    });
    guestRoute('PUT', '/specific/dish-orders/:ws/dish-orders/:orderId/room-charge', {
      config: { rateLimit: limit },
      schema: {
        summary: 'Charge what is due of the order to the room (a room point only)',
        description:
          "The guest gives the room holder's surname (and the card's last 4 digits or the stay's " +
          'PIN when the venue asks). The order is confirmed; its payment waits for staff approval ' +
          'unless the venue asks none. A wrong answer is 403 without saying what was wrong; after ' +
          'a few the room pauses (429).',
        params: orderParams,
        body: roomChargeInputSchema,
        response: {
          200: orderOut,
          400: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
      handler: async ({ request, point }) => {
        const { ws, orderId } = request.params;
        const { order } = await chargeToRoom(deps, ws, orderId, point, request.body);
        return { data: order };
      },
    });
  },
);
