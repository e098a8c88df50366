import { paymentAttemptOut as attemptOut, toMinor } from '@carta/domain/orders';
import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import type { PointClaims } from '../auth/tokens.ts';
import { badRequest } from '../errors.ts';
import { audit } from '../repos/audit.ts';
import { findOrderRow } from '../repos/dish-orders/orders.ts';
import { attemptsOfOrder, toAttempt } from '../repos/payments.ts';
import { type Caller, readReachableOrder } from '../services/orders/act.ts';
import { livePointOf } from '../services/orders/guest-point.ts';
import { refundPayment } from '../services/payments/refund.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam, listOf } from './schemas.ts';

const orderParams = z.object({ ws: idParam, orderId: idParam });
const failures = { 409: errorBody, 502: errorBody };

/** Which payment to refund and how much of it (wire decimals); both optional. */
const refundBody = z
  .strictObject({
    AttemptID: z.number().int().positive().optional(),
    Amount: z.number().positive().finite().optional(),
  })
  .nullish();

/** The payments of an order (guests of its point, staff) and the refund of one of them (staff). */
export const paymentRefundRoutes = routeFile(
  { prefix: '/api', tags: ['payments'] },
  ({ guestRoute, privateRoute }, deps) => {
    const { db, config } = deps;
    const limit = {
      max: config.orderRateLimit.perAddress,
      timeWindow: config.orderRateLimit.windowMs,
    };
    const guest = async (claims: PointClaims, ws: number): Promise<Caller> => {
      await livePointOf(db, claims, ws);
      return { actor: 'guest', claims };
    };

    const attemptsOf = async (ws: number, orderId: number, caller: Caller) => {
      await readReachableOrder(db, ws, orderId, caller);
      const data = (await attemptsOfOrder(db, ws, orderId)).map(toAttempt);
      return { data, total: data.length };
    };
    guestRoute('GET', '/specific/dish-orders/:ws/dish-orders/:orderId/payments', {
      config: { rateLimit: limit },
      schema: {
        summary: "The payment attempts of an order of the guest's point",
        params: orderParams,
        response: { 200: listOf(attemptOut), 429: errorBody },
      },
      handler: async ({ request, point }) => {
        const { ws, orderId } = request.params;
        return attemptsOf(ws, orderId, await guest(point, ws));
      },
    });
    privateRoute('GET', '/private/dish-orders/:ws/dish-orders/:orderId/payments', {
      schema: {
        summary: 'The payment attempts of an order, oldest first',
        params: orderParams,
        response: { 200: listOf(attemptOut) },
      },
      handler: async ({ request, staff }) => {
        const { ws, orderId } = request.params;
        assertOwnEnterprise(staff, ws);
        return attemptsOf(ws, orderId, { actor: 'staff' });
      },
    });

    privateRoute('PUT', '/private/dish-orders/:ws/dish-orders/:orderId/refund', {
      schema: {
        summary: 'Refund one payment of the order, whole or in part',
        description:
          '`AttemptID` names the payment (absent: the first with money left), `Amount` how much ' +
          '(absent: all that is left of it, tip included). An order with nothing left answers its ' +
          'refunded payment.',
        params: orderParams,
        body: refundBody,
        response: { 200: z.object({ data: attemptOut }), ...failures },
      },
      handler: async ({ request, staff }) => {
        const { ws, orderId } = request.params;
        assertOwnEnterprise(staff, ws);
        const body = request.body ?? {};
        const order = await findOrderRow(db, ws, orderId);
        const amountCents =
          body.Amount === undefined || !order ? undefined : toMinor(body.Amount, order.Currency);
        if (amountCents === null) throw badRequest('Amount: not an amount', ['Amount']);
        const attempt = await refundPayment(deps, ws, orderId, {
          ...(body.AttemptID === undefined ? {} : { attemptId: body.AttemptID }),
          ...(amountCents === undefined ? {} : { amountCents }),
        });
        await audit(db, {
          enterpriseId: ws,
          user: { id: staff.userId },
          action: 'order_action',
          target: `order:${orderId}`,
          detail: { action: 'refund', attempt: attempt.ID, amount: amountCents ?? 'rest' },
        });
        return { data: toAttempt(attempt) };
      },
    });
  },
);
