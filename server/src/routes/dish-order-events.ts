import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import { livePointOf } from '../services/orders/guest-point.ts';
import { lastEventIdOf, streamEvents } from '../services/orders/stream.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam } from './schemas.ts';

const description =
  'Server-Sent Events: one `event: <action>` per order change (`id` the event id, `data` ' +
  '`{ ID, Type, OrderID, PointID, Order, CreatedAt }`), a `: heartbeat` comment every 15 s. A ' +
  'reconnect with `Last-Event-ID` receives every event after it; without it, the stream starts ' +
  'with the next change. Hidden from the OpenAPI document: a stream never ends, which the ' +
  'generated route checks cannot follow (server/test/dish-order-events.test.ts covers it).';

/** Live order events (issue 13 §4): staff follow their venue, a guest their point. */
export const dishOrderEventRoutes = routeFile(
  { prefix: '/api', tags: ['dish-orders'] },
  ({ privateRoute, guestRoute }, deps) => {
    const { db, config } = deps;
    const params = z.object({ ws: idParam });
    const response = { 200: z.string().describe('text/event-stream'), 429: errorBody };

    privateRoute('GET', '/private/dish-orders/:ws/events', {
      schema: { hide: true, summary: "The venue's order events", description, params, response },
      handler: async ({ request, reply, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        await streamEvents(deps, request, reply, {
          ws,
          point: null,
          after: lastEventIdOf(request.headers['last-event-id']),
          stillAllowed: async () => true,
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
        hide: true,
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
          stillAllowed: () =>
            livePointOf(db, point, ws).then(
              () => true,
              () => false,
            ),
        });
      },
    });
  },
);
