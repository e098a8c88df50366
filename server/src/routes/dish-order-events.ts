import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import { sessionCheck } from '../auth/sessions.ts';
import { livePointOf } from '../services/orders/guest-point.ts';
import { lastEventIdOf, streamEvents } from '../services/orders/stream.ts';
import { eventStreamAnswer } from './event-stream-shapes.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam } from './schemas.ts';

const description =
  'Server-Sent Events: one `event: <action>` per order change (`id` the event id, `data` ' +
  '`{ ID, Type, OrderID, PointID, Order, CreatedAt }`), a `: heartbeat` comment every 15 s. A ' +
  'reconnect with `Last-Event-ID` receives every event after it; without it, the stream starts ' +
  'with the next change. When the session ends (logout, deactivation, a role change; for a guest a ' +
  'rotated code or a deactivated point) a final `event: end` with `data: { reason }` ' +
  '(`session_ended` or `point_session_ended`) closes the stream; the session is checked before ' +
  'every delivery and every 5 s. At most 10 open streams per staff user or point and 200 per ' +
  'address, on all processes together (STREAMS_PER_*): beyond, 429 with `Retry-After`.';

/** Live order events (behaviour.md#ordering): staff follow their venue, a guest their point. */
export const dishOrderEventRoutes = routeFile(
  { prefix: '/api', tags: ['dish-orders'] },
  ({ privateRoute, guestRoute }, deps) => {
    const { db, config } = deps;
    const params = z.object({ ws: idParam });
    const response = { 200: eventStreamAnswer, 429: errorBody };

    privateRoute('GET', '/private/dish-orders/:ws/events', {
      schema: { summary: "The venue's order events", description, params, response },
      handler: async ({ request, reply, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const check = sessionCheck(db);
        await streamEvents(deps, request, reply, {
          ws,
          point: null,
          after: lastEventIdOf(request.headers['last-event-id']),
          checkKey: `staff:${staff.sessionId}:${staff.sessionVersion}:${staff.enterpriseId}`,
          // Version, active, role and venue, as on every private request (auth/sessions.ts).
          endReason: async () => {
            const now = await check(staff);
            return now && now.enterpriseId === ws && now.role === staff.role
              ? null
              : 'session_ended';
          },
          caps: [
            { key: `streams:user:${staff.userId}`, max: config.streamCaps.perUser },
            { key: `streams:address:${request.ip}`, max: config.streamCaps.perAddress },
          ],
        });
      },
    });

    guestRoute('GET', '/specific/dish-orders/:ws/events', {
      config: {
        rateLimit: {
          max: config.orderRateLimit.perAddress,
          timeWindow: config.orderRateLimit.windowMs,
        },
      },
      schema: {
        summary: "The guest's point's order events",
        description,
        params,
        response,
      },
      handler: async ({ request, reply, point }) => {
        const { ws } = request.params;
        const live = await livePointOf(db, point, ws);
        await streamEvents(deps, request, reply, {
          ws,
          point: live.ID,
          after: lastEventIdOf(request.headers['last-event-id']),
          checkKey: `point:${ws}:${live.ID}:${point.code ?? ''}`,
          endReason: () =>
            livePointOf(db, point, ws).then(
              () => null,
              () => 'point_session_ended',
            ),
          caps: [
            { key: `streams:point:${ws}:${live.ID}`, max: config.streamCaps.perPoint },
            { key: `streams:address:${request.ip}`, max: config.streamCaps.perAddress },
          ],
        });
      },
    });
  },
);
