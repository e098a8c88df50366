import {
  paymentAttemptOut as attemptOut,
  PAYMENT_TYPES,
  type PaymentType,
  payBodySchema,
} from '@carta/domain/orders';
import { z } from 'zod';
import { assertEnterpriseAdmin, assertOwnEnterprise } from '../auth/scopes.ts';
import type { PointClaims } from '../auth/tokens.ts';
import { HttpError } from '../errors.ts';
import { audit } from '../repos/audit.ts';
import { findOrderSettings, findPaymentPolicy } from '../repos/dish-orders/settings.ts';
import { type AttemptRow, attemptsOfOrder, toAttempt } from '../repos/payments.ts';
import { type Caller, readReachableOrder } from '../services/orders/act.ts';
import { livePointOf } from '../services/orders/guest-point.ts';
import { credentialsOf, demoOffFor } from '../services/payments/core.ts';
import {
  paymentSettingsBody,
  paymentSettingsOut,
  readPaymentSettings,
  writePaymentSettings,
} from '../services/payments/settings.ts';
import { startPayment } from '../services/payments/start.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam, listOf } from './schemas.ts';

const wsParams = z.object({ ws: idParam });
const orderParams = z.object({ ws: idParam, orderId: idParam });

/**
 * What a guest may send when starting a payment: one split (Items, Parts or Amount; none pays all
 * that is due), a tip, and where in the guest app to come back to: only a path of this venue's
 * guest app, so a payment never returns a guest to someone else's site.
 */
const payBody = payBodySchema
  .extend({
    ReturnPath: z
      .string()
      .max(500)
      .regex(/^\/guest\/\d+\/[\w\-./?=&%#]*$/, "a path of the venue's guest app")
      .optional(),
  })
  .nullish();

const failures = { 409: errorBody, 429: errorBody, 502: errorBody };

/**
 * Card payments of orders (behaviour.md#payments): the venue's payment settings (administrators), the guest's
 * calls of behaviour.md#api (payment-config, is-payment, prepare-pay, pay-order, {cardprovider}-pay-order and
 * -pay-link-order), the attempts of an order and its refund (staff). Provider notifications are in
 * payment-notify.ts, which reads raw bodies.
 */
export const paymentRoutes = routeFile(
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

    /** The guest app's page the provider sends the guest back to, naming the attempt. */
    const returnUrlOf = (ws: number, path: string | undefined) => (attempt: AttemptRow) => {
      const base = `${config.publicUrl}${path ?? `/guest/${ws}/point`}`;
      const mark = base.includes('?') ? '&' : '?';
      return `${base}${mark}payment=${attempt.ID}&order=${attempt.OrderID}`;
    };

    // --- settings (administrators of the venue) -------------------------------------------------
    for (const slash of ['/', '']) {
      privateRoute('GET', `/private/dish-orders/:ws/payment-settings${slash}`, {
        schema: {
          summary: "The venue's payment settings; secrets only as `configured`",
          params: wsParams,
          response: { 200: z.object({ data: paymentSettingsOut }) },
        },
        handler: async ({ request, staff }) => {
          assertEnterpriseAdmin(staff, request.params.ws);
          return { data: await readPaymentSettings(deps, db, request.params.ws) };
        },
      });
      privateRoute('PUT', `/private/dish-orders/:ws/payment-settings${slash}`, {
        schema: {
          summary: 'Change the payment settings (administrators); secrets are write-only',
          description:
            'A secret sent replaces the stored one, `null` clears it, absent keeps it. Turning a ' +
            'provider on needs its secrets (400 naming the missing ones).',
          params: wsParams,
          body: paymentSettingsBody,
          response: { 200: z.object({ data: paymentSettingsOut }) },
        },
        handler: async ({ request, staff }) => {
          const { ws } = request.params;
          assertEnterpriseAdmin(staff, ws);
          const data = await writePaymentSettings(deps, ws, request.body);
          // Which fields changed, never their values: a secret must not reach the log.
          await audit(db, {
            enterpriseId: ws,
            user: { id: staff.userId },
            action: 'settings_update',
            target: 'payments',
            detail: {
              Enabled: data.Enabled,
              Provider: data.Provider,
              secrets: [
                ...Object.keys(request.body.Stripe ?? {}).map((k) => `Stripe.${k}`),
                ...Object.keys(request.body.Redsys ?? {}).map((k) => `Redsys.${k}`),
              ],
            },
          });
          return { data };
        },
      });
    }

    // --- what the guest app reads -----------------------------------------------------------------
    const publishable = z.object({
      Enabled: z.boolean(),
      Type: z.enum(PAYMENT_TYPES).nullable(),
      RequiredBeforeConfirm: z.boolean(),
      Currency: z.string(),
      TipsEnabled: z.boolean(),
      TipPresets: z.array(z.number()),
    });
    /** The provider guests are offered: not the demo once it is off (behaviour.md#payments). */
    const offered = async (ws: number, type: PaymentType | null) =>
      type === 'demo' && demoOffFor(deps, await credentialsOf(db, ws)) ? null : type;
    for (const slash of ['/', '']) {
      guestRoute('GET', `/specific/dish-orders/:ws/dish-orders/payment-config${slash}`, {
        config: { rateLimit: limit },
        schema: {
          summary: "What the guest app needs to pay: the venue's provider, publishable data only",
          params: wsParams,
          response: { 200: z.object({ data: publishable }), 429: errorBody },
        },
        handler: async ({ request, point }) => {
          await guest(point, request.params.ws);
          const s = await findOrderSettings(db, request.params.ws);
          const policy = await findPaymentPolicy(db, request.params.ws);
          const type = await offered(request.params.ws, s.PaymentType);
          return {
            data: {
              Enabled: type !== null,
              Type: type,
              RequiredBeforeConfirm: s.PaymentRequired,
              Currency: s.Currency,
              TipsEnabled: policy.TipsEnabled,
              TipPresets: [...policy.TipPresets],
            },
          };
        },
      });
      guestRoute('GET', `/specific/dish-orders/:ws/dish-orders/is-payment${slash}`, {
        config: { rateLimit: limit },
        schema: {
          summary:
            'Whether payment is active (behaviour.md#api): a first element with its Type, or none',
          params: wsParams,
          response: { 200: listOf(z.object({ Type: z.enum(PAYMENT_TYPES) })), 429: errorBody },
        },
        handler: async ({ request, point }) => {
          await guest(point, request.params.ws);
          const { PaymentType } = await findOrderSettings(db, request.params.ws);
          const type = await offered(request.params.ws, PaymentType);
          const data = type ? [{ Type: type }] : [];
          return { data, total: data.length };
        },
      });
    }

    guestRoute('PUT', '/specific/dish-orders/:ws/dish-orders/:orderId/prepare-pay', {
      config: { rateLimit: limit },
      schema: {
        summary:
          'Start paying the order: `data` is the URL the guest is sent to (behaviour.md#api)',
        description:
          "The amount is the order's, computed by the server. A pending payment of the same " +
          'amount answers its URL again (no second charge); another amount is a 409 until it expires.',
        params: orderParams,
        body: payBody,
        response: { 200: z.object({ data: z.string() }), ...failures },
      },
      handler: async ({ request, point }) => {
        const { ws, orderId } = request.params;
        const caller = await guest(point, ws);
        const { ReturnPath, ...split } = request.body ?? {};
        const started = await startPayment(
          deps,
          ws,
          orderId,
          caller,
          returnUrlOf(ws, ReturnPath),
          split,
        );
        return { data: started.redirectUrl };
      },
    });

    guestRoute('PUT', '/specific/dish-orders/:ws/dish-orders/:orderId/pay-order', {
      config: { rateLimit: limit },
      schema: {
        summary: "The guest is back from the provider: the order's payment as verified",
        description:
          'Never marks anything paid: only a verified provider notification does. The guest ' +
          "app calls it on return (and follows the point's event stream for the change).",
        params: orderParams,
        response: {
          200: z.object({
            data: z.object({ PaymentStatus: z.string(), Attempts: z.array(attemptOut) }),
          }),
          429: errorBody,
        },
      },
      handler: async ({ request, point }) => {
        const { ws, orderId } = request.params;
        const order = await readReachableOrder(db, ws, orderId, await guest(point, ws));
        const attempts = await attemptsOfOrder(db, ws, orderId);
        return { data: { PaymentStatus: order.PaymentStatus, Attempts: attempts.map(toAttempt) } };
      },
    });

    /** The venue's provider must be the one the path names: a guest app of another provider is told. */
    const assertProvider = async (ws: number, provider: PaymentType) => {
      const { PaymentType } = await findOrderSettings(db, ws);
      if (PaymentType !== provider)
        throw new HttpError(
          409,
          'provider_mismatch',
          `payments here are not taken with ${provider}`,
        );
    };

    for (const provider of PAYMENT_TYPES) {
      guestRoute('PUT', `/specific/dish-orders/:ws/dish-orders/:orderId/${provider}-pay-order`, {
        config: { rateLimit: limit },
        schema: {
          summary: `Pay the order with ${provider}: the provider's payload to continue with`,
          description:
            "`data.url` is where the guest goes (as prepare-pay's `data`), with the attempt; the " +
            "provider's refusal is passed back (502, behaviour.md#errors).",
          params: orderParams,
          body: payBody,
          response: {
            200: z.object({ data: z.object({ url: z.string(), attempt: attemptOut }) }),
            ...failures,
          },
        },
        handler: async ({ request, point }) => {
          const { ws, orderId } = request.params;
          const caller = await guest(point, ws);
          await assertProvider(ws, provider);
          const { ReturnPath, ...split } = request.body ?? {};
          const started = await startPayment(
            deps,
            ws,
            orderId,
            caller,
            returnUrlOf(ws, ReturnPath),
            split,
          );
          return { data: { url: started.redirectUrl, attempt: toAttempt(started.attempt) } };
        },
      });
    }

    // A payment link: the same attempt for whoever opens it (another phone, staff sending it to a room).
    const payLink = async (
      ws: number,
      orderId: number,
      caller: Caller,
      provider: PaymentType,
      body: z.infer<typeof payBody>,
    ) => {
      await assertProvider(ws, provider);
      const { ReturnPath, ...split } = body ?? {};
      const started = await startPayment(
        deps,
        ws,
        orderId,
        caller,
        returnUrlOf(ws, ReturnPath),
        split,
      );
      return {
        data: {
          url: started.redirectUrl,
          ExpiresAt: started.attempt.ExpiresAt,
          attempt: toAttempt(started.attempt),
        },
      };
    };
    const linkOut = z.object({
      data: z.object({ url: z.string(), ExpiresAt: z.string(), attempt: attemptOut }),
    });
    for (const provider of PAYMENT_TYPES) {
      guestRoute(
        'PUT',
        `/specific/dish-orders/:ws/dish-orders/:orderId/${provider}-pay-link-order`,
        {
          config: { rateLimit: limit },
          schema: {
            summary: `A shareable ${provider} payment link of the order, valid until ExpiresAt`,
            params: orderParams,
            body: payBody,
            response: { 200: linkOut, ...failures },
          },
          handler: async ({ request, point }) => {
            const { ws, orderId } = request.params;
            return payLink(ws, orderId, await guest(point, ws), provider, request.body);
          },
        },
      );
      privateRoute(
        'PUT',
        `/private/dish-orders/:ws/dish-orders/:orderId/${provider}-pay-link-order`,
        {
          schema: {
            summary: `Staff: a ${provider} payment link of the order to send to the guest`,
            params: orderParams,
            body: payBody,
            response: { 200: linkOut, ...failures },
          },
          handler: async ({ request, staff }) => {
            const { ws, orderId } = request.params;
            assertOwnEnterprise(staff, ws);
            return payLink(ws, orderId, { actor: 'staff' }, provider, request.body);
          },
        },
      );
    }
  },
);
