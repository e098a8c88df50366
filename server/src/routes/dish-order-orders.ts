import {
  ORDER_STATUSES,
  orderInputSchema,
  orderItemOut,
  orderOut,
  staffOrderOut,
} from '@carta/domain/orders';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import type { PointClaims, StaffClaims } from '../auth/tokens.ts';
import { notFound } from '../errors.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { windowLimit } from '../http/window-limit.ts';
import { audit } from '../repos/audit.ts';
import { listOrders } from '../repos/dish-orders/orders.ts';
import { markPrinted, withPrints } from '../repos/dish-orders/printed.ts';
import { insertSubscribedPrintJobs } from '../repos/integrations/printers.ts';
import { now } from '../repos/types.ts';
import {
  type Caller,
  confirmOrder,
  moveOrder,
  readReachableOrder,
  removeItem,
  removeOrder,
  tableOrdersOf,
} from '../services/orders/act.ts';
import { placeOrder } from '../services/orders/place.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam, listOf, PAGE_MAX } from './schemas.ts';

const placed = z.union([
  z.object({ status: z.literal('OK'), data: orderOut }),
  z.object({ status: z.literal('KO'), message: z.string() }),
]);

/** Largest page of orders a list may ask for. */
const ORDERS_PAGE_MAX = 500;

const orderParams = z.object({ ws: idParam, orderId: idParam });
const itemParams = z.object({ ws: idParam, itemId: idParam });
const actionAnswer = z.object({ data: orderOut });
const confirmAnswer = z.union([actionAnswer, placed.options[1]]);
const staffAnswer = z.object({ data: staffOrderOut });
const conflicts = { 409: errorBody, 429: errorBody };

/**
 * Orders (behaviour.md#ordering, spec behaviour.md#api): guests add to their point's open order, confirm, take items off
 * while it is open; staff follow it through check, close and finalize. Every action is allowed or
 * refused by domain's transition table; every change writes its event in the same transaction.
 */
export const dishOrderOrderRoutes = routeFile(
  { prefix: '/api', tags: ['dish-orders'] },
  ({ guestRoute, privateRoute }, deps) => {
    const { db, config } = deps;
    const clock = config.clock ?? (() => new Date());
    const limits = config.orderRateLimit;
    const perAddress = { max: limits.perAddress, timeWindow: limits.windowMs };
    const perPoint = windowLimit(deps.limits, 'order-point', limits.perPoint, limits.windowMs);

    /** A guest call: counted per address (the route's limit) and per point (all its phones). */
    const guest = async (claims: PointClaims): Promise<Caller> => {
      await perPoint(`${claims.workspace}:${claims.point}`);
      return { actor: 'guest', claims };
    };
    const staffOf = (staff: StaffClaims, ws: number): Caller => {
      assertOwnEnterprise(staff, ws);
      return { actor: 'staff' };
    };
    /** behaviour.md#administration: what staff did to an order goes to the venue's audit log, once it is done. */
    const audited = (staff: StaffClaims, ws: number, action: string, target: string) =>
      audit(db, {
        enterpriseId: ws,
        user: { id: staff.userId },
        action: 'order_action',
        target,
        detail: { action },
      });

    guestRoute('POST', '/specific/dish-orders/:ws/dish-orders/', {
      config: { rateLimit: perAddress },
      bodyLimit: 256 * 1024,
      schema: {
        summary: "Add items to the point's open order (created when none); prices from the server",
        description:
          'Header `Idempotency-Key` (1–200 printable characters, a UUID per tap): the same key and ' +
          'body within 24 h answer the first answer and store nothing; another body is a 409. Out ' +
          "of the venue's, the point's, the menu's or the dish's hours: `{ status: 'KO', message }`, " +
          'nothing stored (behaviour.md#errors).',
        params: z.object({ ws: idParam }),
        body: orderInputSchema,
        response: { 200: placed, ...conflicts },
      },
      handler: async ({ request, reply, point }) => {
        await guest(point);
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const placed = await placeOrder(deps, {
          ws: request.params.ws,
          claims: point,
          body: request.body,
          key,
          at: clock(),
        });
        // A replay read back from jsonb has PostgreSQL's key order: the schema puts back the first's.
        if (placed.replayed) return reply.header('idempotent-replayed', 'true').send(placed.answer);
        // Sent as placeOrder serialized it (the text stored for the key): the schema documents it.
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(placed.json);
      },
    });

    guestRoute('GET', '/specific/dish-orders/:ws/table-orders', {
      config: { rateLimit: perAddress },
      schema: {
        summary: "The point's orders a phone follows: open, confirmed, checked and closed ones",
        description:
          'Newest first, at most 20. A phone that scans the code after others have ordered, or ' +
          'reloads, reads here what the table has already added and sent.',
        params: z.object({ ws: idParam }),
        response: { 200: listOf(orderOut), 429: errorBody },
      },
      handler: async ({ request, point }) => {
        await guest(point);
        return tableOrdersOf(db, request.params.ws, point);
      },
    });

    guestRoute('GET', '/specific/dish-orders/:ws/dish-orders/:orderId', {
      config: { rateLimit: perAddress },
      schema: {
        summary: "One order of the guest's point",
        params: orderParams,
        response: { 200: actionAnswer, 429: errorBody },
      },
      handler: async ({ request, point }) => {
        const { ws, orderId } = request.params;
        return { data: await readReachableOrder(db, ws, orderId, await guest(point)) };
      },
    });

    guestRoute('GET', '/specific/dish-orders/:ws/dish-orders/:orderId/items/', {
      config: { rateLimit: perAddress },
      schema: {
        summary: "The items of an order of the guest's point",
        params: orderParams,
        response: { 200: listOf(orderItemOut), 429: errorBody },
      },
      handler: async ({ request, point }) => {
        const { ws, orderId } = request.params;
        const order = await readReachableOrder(db, ws, orderId, await guest(point));
        return { data: order.Items, total: order.Items.length };
      },
    });

    // behaviour.md#api: the same call in both scopes; the transition table decides what each may do.
    for (const scope of ['specific', 'private'] as const) {
      const define = <P extends z.ZodObject>(
        method: 'PUT' | 'DELETE',
        url: string,
        params: P,
        summary: string,
        answer: z.ZodType,
        run: (params: z.infer<P>, caller: Caller) => Promise<unknown>,
        body?: z.ZodType,
      ) => {
        const schema = {
          summary,
          params,
          ...(body ? { body } : {}),
          response: { 200: answer, 406: errorBody, ...conflicts },
        };
        if (scope === 'specific')
          guestRoute(method, `/specific${url}`, {
            config: { rateLimit: perAddress },
            schema,
            handler: async ({ request, point }) =>
              run(request.params as z.infer<P>, await guest(point)),
          });
        else
          privateRoute(method, `/private${url}`, {
            schema,
            handler: async ({ request, staff }) => {
              const p = request.params as z.infer<P> & { ws: number };
              const answer = await run(p, staffOf(staff, p.ws));
              // A refusal changed nothing: nothing to audit.
              if ((answer as { status?: string }).status === 'KO') return answer;
              const { orderId, itemId } = p as { orderId?: number; itemId?: number };
              const action =
                method === 'DELETE'
                  ? itemId
                    ? 'deleteItem'
                    : 'deleteOrder'
                  : url.split('/').at(-1);
              await audited(
                staff,
                p.ws,
                action ?? method,
                itemId ? `item:${itemId}` : `order:${orderId}`,
              );
              return answer;
            },
          });
      };

      define(
        'DELETE',
        '/dish-orders/:ws/dish-orders-item/:itemId',
        itemParams,
        'Take an item off an order (guests: while it is open)',
        actionAnswer,
        async ({ ws, itemId }, caller) => ({ data: await removeItem(deps, ws, itemId, caller) }),
      );
      define(
        'DELETE',
        '/dish-orders/:ws/dish-orders/:orderId',
        orderParams,
        'Delete an order (guests: while it is open; staff: always)',
        z.object({ affectedRows: z.number() }),
        async ({ ws, orderId }, caller) => {
          await removeOrder(deps, ws, orderId, caller);
          return { affectedRows: 1 };
        },
      );
      define(
        'PUT',
        '/dish-orders/:ws/dish-orders/:orderId/confirm',
        orderParams,
        "Send the order to the venue; 406 'Payment required' when the venue asks for payment " +
          "first; `{ status: 'KO', message }` naming a dish or extra sold out now, nothing changed",
        confirmAnswer,
        ({ ws, orderId }, caller) => confirmOrder(deps, ws, orderId, caller, clock()),
      );
      define(
        'PUT',
        '/dish-orders/:ws/dish-orders/:orderId/cancel',
        orderParams,
        'Cancel an order (guests: while open; staff: open or confirmed)',
        actionAnswer,
        async ({ ws, orderId }, caller) => ({
          data: await moveOrder(deps, ws, orderId, caller, 'cancel'),
        }),
      );
    }

    for (const action of ['check', 'close', 'finalize'] as const)
      privateRoute('PUT', `/private/dish-orders/:ws/dish-orders/:orderId/${action}`, {
        schema: {
          summary: `Staff: ${action} the order`,
          params: orderParams,
          response: { 200: actionAnswer, 409: errorBody },
        },
        handler: async ({ request, staff }) => {
          const { ws, orderId } = request.params;
          const data = await moveOrder(deps, ws, orderId, staffOf(staff, ws), action);
          await audited(staff, ws, action, `order:${orderId}`);
          return { data };
        },
      });

    privateRoute('PUT', '/private/dish-orders/:ws/dish-orders/:orderId/printed', {
      schema: {
        summary: 'Staff: count a printed kitchen ticket (reprints are marked COPY)',
        description:
          'Answers the order with `PrintCount`, the tickets printed so far including this one: ' +
          '1 is the original, more is a copy. Any state; the order itself does not change.',
        params: orderParams,
        response: { 200: staffAnswer },
      },
      handler: async ({ request, staff }) => {
        const { ws, orderId } = request.params;
        staffOf(staff, ws);
        // The count and a paid order's receipt jobs commit together: a receipt printer set to
        // `receipt` prints the guest's bill each time staff print the order.
        const data = await db.transaction().execute(async (trx) => {
          const printed = await markPrinted(trx, ws, orderId, clock());
          if (printed?.PaymentStatus === 'paid')
            await insertSubscribedPrintJobs(trx, {
              ws,
              orderId,
              eventId: null,
              kind: 'receipt',
              data: JSON.stringify(printed),
              at: now(),
            });
          return printed;
        });
        if (!data) throw notFound('order');
        return { data };
      },
    });

    privateRoute('GET', '/private/dish-orders/:ws/dish-orders/:orderId', {
      schema: { summary: 'One order', params: orderParams, response: { 200: staffAnswer } },
      handler: async ({ request, staff }) => {
        const { ws, orderId } = request.params;
        const order = await readReachableOrder(db, ws, orderId, staffOf(staff, ws));
        const [data] = await withPrints(db, ws, [order]);
        return { data: data ?? { ...order, PrintCount: 0, LastPrintedAt: null } };
      },
    });

    privateRoute('PUT', '/private/dish-orders/:ws/dish-orders/', {
      schema: {
        summary:
          "The venue's orders, newest first, filtered by status and point (behaviour.md#api)",
        params: z.object({ ws: idParam }),
        body: z
          .strictObject({
            startIndex: z
              .number()
              .int()
              .min(0)
              .max(PAGE_MAX * 100),
            itemPerPage: z.number().int().min(1).max(ORDERS_PAGE_MAX),
            status: z.enum(ORDER_STATUSES).nullable(),
            point: idParam.nullable(),
          })
          .partial()
          .nullish(),
        response: { 200: listOf(staffOrderOut) },
      },
      handler: async ({ request, staff }) => {
        const { ws } = request.params;
        staffOf(staff, ws);
        const f = request.body ?? {};
        const page = await listOrders(db, ws, {
          offset: f.startIndex ?? 0,
          limit: f.itemPerPage ?? 20,
          status: f.status ?? null,
          point: f.point ?? null,
        });
        return { ...page, data: await withPrints(db, ws, page.data) };
      },
    });
  },
);
