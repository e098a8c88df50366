import { translatableSchema } from '@carta/domain';
import {
  instantSchema,
  orderSettingsOutSchema,
  PAUSE_MESSAGE_MAX,
  SERVICE_REQUEST_KINDS,
  SERVICE_REQUEST_PAY,
  SERVICE_REQUEST_STATUSES,
  serviceRequestInputSchema,
  soldOutInputSchema,
} from '@carta/domain/orders';
import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import { forbidden, notFound } from '../errors.ts';
import { findRequest, listOpenRequests } from '../repos/dish-orders/service-requests.ts';
import { soldOutAt, soldOutListAt } from '../repos/dish-orders/sold-out.ts';
import {
  attendRequest,
  markSoldOut,
  pauseOrdering,
  requestService,
} from '../services/orders/service-day.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam, listOf } from './schemas.ts';

const serviceRequestOut = z.object({
  ID: z.number(),
  Kind: z.enum(SERVICE_REQUEST_KINDS),
  PointID: z.number(),
  Status: z.enum(SERVICE_REQUEST_STATUSES),
  Note: z.string().nullable(),
  Pay: z.enum(SERVICE_REQUEST_PAY).nullable(),
  CreatedAt: z.string(),
  DoneAt: z.string().nullable(),
});

const soldOutOut = z.object({
  Kind: z.enum(['dish', 'extra']),
  ID: z.number(),
  SoldOut: z.boolean(),
  Until: z.string().nullable(),
});

const pauseBody = z.strictObject({
  /** Until when; null resumes ordering now. */
  PausedUntil: instantSchema.nullable(),
  PauseMessage: translatableSchema(PAUSE_MESSAGE_MAX).nullable().optional(),
});

const wsParams = z.object({ ws: idParam });
const targetParams = z.object({ ws: idParam, id: idParam });

/**
 * The controls of a service day that any staff member of the venue uses during service: pause
 * ordering, mark a dish or an extra sold out, and the guests' calls for a waiter or the bill.
 */
export const dishOrderServiceRoutes = routeFile(
  { prefix: '/api', tags: ['dish-orders'] },
  ({ privateRoute, guestRoute }, deps) => {
    const { db, config } = deps;
    const clock = config.clock ?? (() => new Date());

    privateRoute('PUT', '/private/dish-orders/:ws/pause', {
      schema: {
        summary: 'Pause ordering until a time (the kitchen is overloaded), or resume it',
        description:
          'Any staff member of the venue. Guests meanwhile get `{ status: "KO", message }` with ' +
          'the message (without `PauseMessage`, the venue keeps the one it has); the pause ends ' +
          'by itself at `PausedUntil`. Followed live as an `ordering` event.',
        params: wsParams,
        body: pauseBody,
        response: { 200: listOf(orderSettingsOutSchema) },
      },
      handler: async ({ request, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const { PausedUntil, PauseMessage } = request.body;
        const settings = await pauseOrdering(deps, ws, staff, {
          PausedUntil: PausedUntil === null ? null : new Date(PausedUntil).toISOString(),
          PauseMessage,
        });
        return { data: [settings], total: 1 };
      },
    });

    const soldOut = (kind: 'dish' | 'extra', path: string) =>
      privateRoute('PUT', path, {
        schema: {
          summary: `Mark ${kind === 'dish' ? 'a dish' : 'an extra'} sold out, or back`,
          description:
            '`Until`: an instant, `end-of-day` (the venue’s next day change) or null (until staff ' +
            'say it is back). Guests see it sold out and cannot order it; followed live as a ' +
            '`sold_out` event.',
          params: targetParams,
          body: soldOutInputSchema,
          response: { 200: z.object({ data: soldOutOut }), 404: errorBody },
        },
        handler: async ({ request, staff }) => {
          const { ws, id } = request.params;
          assertOwnEnterprise(staff, ws);
          const data = await markSoldOut(deps, {
            ws,
            staff,
            kind,
            id,
            input: request.body,
            at: clock(),
          });
          return { data };
        },
      });
    privateRoute('GET', '/private/dish-orders/:ws/sold-out', {
      schema: {
        summary: 'What is sold out at the venue now, with names',
        params: wsParams,
        response: {
          200: listOf(
            z.object({
              Kind: z.enum(['dish', 'extra']),
              ID: z.number(),
              Until: z.string().nullable(),
              Name: z.record(z.string(), z.string()),
            }),
          ),
        },
      },
      handler: async ({ request, staff }) => {
        assertOwnEnterprise(staff, request.params.ws);
        const data = await soldOutListAt(db, request.params.ws, clock());
        return { data, total: data.length };
      },
    });

    guestRoute('GET', '/specific/dish-orders/:ws/sold-out', {
      schema: {
        summary: "What is sold out at the point's venue now",
        description:
          'What the guest menu marks `SoldOut`, in one read: a cart holding a dish from any ' +
          'section says so before it is confirmed. Followed live as `sold_out` events.',
        params: wsParams,
        response: {
          200: listOf(
            z.object({
              Kind: z.enum(['dish', 'extra']),
              ID: z.number(),
              Until: z.string().nullable(),
            }),
          ),
          403: errorBody,
        },
      },
      handler: async ({ request, point }) => {
        if (point.workspace !== request.params.ws) throw forbidden("another venue's point");
        const data = await soldOutAt(db, request.params.ws, clock());
        return { data, total: data.length };
      },
    });

    soldOut('dish', '/private/dish-orders/:ws/dishes/:id/sold-out');
    soldOut('extra', '/private/dish-orders/:ws/extras/:id/sold-out');

    guestRoute('POST', '/specific/dish-orders/:ws/service-requests', {
      config: {
        rateLimit: {
          max: config.orderRateLimit.perAddress,
          timeWindow: config.orderRateLimit.windowMs,
        },
      },
      schema: {
        summary: 'Call a waiter or ask for the bill from the point',
        description:
          'One open request per kind and point: a repeat within 2 minutes answers the open one; ' +
          'a later one rings it again. Followed live as a `service_request` event.',
        params: wsParams,
        body: serviceRequestInputSchema,
        response: { 200: z.object({ data: serviceRequestOut }), 429: errorBody },
      },
      handler: async ({ request, point }) => {
        const data = await requestService(deps, {
          ws: request.params.ws,
          claims: point,
          input: request.body,
          at: clock(),
        });
        return { data: data as z.infer<typeof serviceRequestOut> };
      },
    });

    privateRoute('GET', '/private/dish-orders/:ws/service-requests', {
      schema: {
        summary: "The venue's open service requests, oldest first",
        params: wsParams,
        response: { 200: listOf(serviceRequestOut) },
      },
      handler: async ({ request, staff }) => {
        assertOwnEnterprise(staff, request.params.ws);
        const data = await listOpenRequests(db, request.params.ws);
        return { data: data as z.infer<typeof serviceRequestOut>[], total: data.length };
      },
    });

    privateRoute('PUT', '/private/dish-orders/:ws/service-requests/:id/done', {
      schema: {
        summary: 'A staff member attended a service request',
        description: 'Answers the request as it is when it was done already.',
        params: targetParams,
        response: { 200: z.object({ data: serviceRequestOut }), 404: errorBody },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        const data =
          (await attendRequest(deps, { ws, staff, id, at: clock() })) ??
          (await findRequest(db, ws, id));
        if (!data) throw notFound('service request');
        return { data: data as z.infer<typeof serviceRequestOut> };
      },
    });
  },
);
