import {
  orderSettingsOutSchema,
  orderSettingsSchema,
  pointCodeSchema,
  settingsIssues,
} from '@carta/domain/orders';
import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { sharedLimit } from '../http/rate-limit-store.ts';
import { findPointByCode } from '../repos/dish-orders/points.ts';
import { findOrderSettings, saveOrderSettings } from '../repos/dish-orders/settings.ts';
import { findUser } from '../repos/users.ts';
import {
  codeFingerprint,
  guestConfigOf,
  livePointOf,
  venueOrderingOf,
} from '../services/orders/guest-point.ts';
import { announceOrdering } from '../services/orders/service-day.ts';
import { credentialsOf, demoOffFor } from '../services/payments/core.ts';
import { routeFile } from './route.ts';
import { idParam, listOf } from './schemas.ts';

const guestConfig = z.object({
  OrderingEnabled: z.boolean(),
  PaymentActive: z.boolean(),
  PaymentType: z.string().nullable(),
  PaymentRequired: z.boolean(),
  IncludeExtras: z.boolean(),
  Currency: z.string(),
  /** Why a guest cannot order now (off, paused, out of hours), or null: they can. */
  OrderingClosed: z.enum(['off', 'paused', 'hours']).nullable(),
  PausedUntil: z.string().nullable(),
  PauseMessage: z.record(z.string(), z.string()).nullable(),
  Point: z.object({
    ID: z.number(),
    Name: z.record(z.string(), z.string()),
    Kind: z.string(),
    MenuID: z.number().nullable(),
  }),
});

const wsParams = z.object({ ws: idParam });

/**
 * The guest's point session (behaviour.md#ordering, spec behaviour.md#ordering, behaviour.md#editing): a QR code's Code gives a short-lived
 * point token; the guest app re-validates it on return. Also the staff's ordering settings and
 * user config.
 */
export const dishOrderSessionRoutes = routeFile(
  { prefix: '/api', tags: ['dish-orders'] },
  ({ publicRoute, privateRoute }, deps) => {
    const { db, tokens, config } = deps;
    const clock = config.clock ?? (() => new Date());
    // Guesses at point codes: counted once for every process.
    const rateLimit = sharedLimit(config.guestRateLimit.max, config.guestRateLimit.windowMs);

    const token = {
      config: { rateLimit },
      schema: {
        summary:
          "A point token for a point's Code (what its QR code carries), with the guest config",
        description:
          'Answers 404 for an unknown code (a point id is never accepted), 403 for an inactive point.',
        params: z.object({ ws: idParam, point: z.string().max(200) }),
        response: { 200: z.object({ token: z.string(), config: guestConfig }) },
      },
      handler: async ({ request }: { request: { params: { ws: number; point: string } } }) => {
        const { ws, point: code } = request.params;
        if (!pointCodeSchema.safeParse(code).success) throw notFound('point');
        const point = await findPointByCode(db, ws, code);
        if (!point) throw notFound('point');
        if (!point.Active) throw forbidden('the point is not active');
        const venue = await venueOrderingOf(db, ws);
        const signed = await tokens.sign({
          kind: 'point',
          workspace: ws,
          point: point.ID,
          code: codeFingerprint(point.Code, point.SessionEpoch),
        });
        return { token: signed, config: guestConfigOf(venue, point, clock()) };
      },
    };
    publicRoute('GET', '/public/dish-orders/:ws/token/:point/', token);
    publicRoute('GET', '/public/dish-orders/:ws/token/:point', token);

    const check = {
      config: { rateLimit },
      schema: {
        summary:
          'Re-validate a point token: its point and the guest config, or 403 (behaviour.md#editing)',
        description:
          'A token of a rotated code, a deleted or inactive point, or another venue answers 403.',
        params: z.object({ ws: idParam, pointToken: z.string().max(2000) }),
        response: {
          200: z.object({ decoded: z.object({ point: z.number() }), config: guestConfig }),
        },
      },
      handler: async ({ request }: { request: { params: { ws: number; pointToken: string } } }) => {
        const { ws, pointToken } = request.params;
        const claims = await tokens.verify(pointToken);
        if (claims?.kind !== 'point') throw forbidden('not a valid point token');
        const point = await livePointOf(db, claims, ws);
        const venue = await venueOrderingOf(db, ws);
        return {
          decoded: { point: point.ID },
          config: guestConfigOf(venue, point, clock()),
        };
      },
    };
    publicRoute('GET', '/public/dish-orders/:ws/check-token/:pointToken/', check);
    publicRoute('GET', '/public/dish-orders/:ws/check-token/:pointToken', check);

    const userConfig = {
      schema: {
        summary: "The calling user's ordering config (behaviour.md#scopes: HideDishOrderPoint)",
        params: wsParams,
        response: { 200: listOf(z.object({ HideDishOrderPoint: z.number() })) },
      },
      handler: async ({
        request,
        staff,
      }: {
        request: { params: { ws: number } };
        staff: StaffClaims;
      }) => {
        assertOwnEnterprise(staff, request.params.ws);
        const user = await findUser(db, staff.userId);
        if (!user) throw notFound('user');
        return { data: [{ HideDishOrderPoint: Number(user.HideDishOrderPoint) }], total: 1 };
      },
    };
    privateRoute('GET', '/private/workspaces/:ws/user-config/', userConfig);
    privateRoute('GET', '/private/workspaces/:ws/user-config', userConfig);

    const readSettings = {
      schema: {
        summary: "The venue's ordering settings (behaviour.md#api: the first element is used)",
        params: wsParams,
        response: { 200: listOf(orderSettingsOutSchema) },
      },
      handler: async ({
        request,
        staff,
      }: {
        request: { params: { ws: number } };
        staff: StaffClaims;
      }) => {
        assertOwnEnterprise(staff, request.params.ws);
        return { data: [await findOrderSettings(db, request.params.ws)], total: 1 };
      },
    };
    privateRoute('GET', '/private/dish-orders/:ws/dish-orders-config/', readSettings);
    privateRoute('GET', '/private/dish-orders/:ws/dish-orders-config', readSettings);

    const writeSettings = {
      schema: {
        summary: "Change the venue's ordering settings (administrators of the venue)",
        params: wsParams,
        body: orderSettingsSchema,
        response: { 200: listOf(orderSettingsOutSchema) },
      },
      handler: async ({
        request,
        staff,
      }: {
        request: { params: { ws: number }; body: z.infer<typeof orderSettingsSchema> };
        staff: StaffClaims;
      }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        if (!staff.isAdmin) throw forbidden('ordering settings need an administrator');
        const issues = settingsIssues(request.body);
        if (issues.length > 0)
          throw badRequest(
            issues.includes('PaymentType')
              ? 'PaymentType: required when payment is required'
              : `Currency: ${request.body.PaymentType} does not take ${request.body.Currency}`,
            issues,
          );
        // Every screen of the venue follows ordering on/off and the pause: one event with the change.
        const saved = await db.transaction().execute(async (trx) => {
          // Turning the demo on once it is off is refused; a venue that had it keeps saving its
          // other settings (the desk's pause) while the payment settings screen says why.
          const before = await findOrderSettings(trx, ws);
          if (request.body.PaymentType === 'demo' && before.PaymentType !== 'demo') {
            const off = demoOffFor(deps, await credentialsOf(trx, ws));
            if (off)
              throw badRequest(`PaymentType: demo payments are off (${off})`, ['PaymentType']);
          }
          await saveOrderSettings(trx, ws, request.body);
          return announceOrdering(deps, trx, ws, staff);
        });
        deps.hub.notify(ws);
        return { data: [saved], total: 1 };
      },
    };
    privateRoute('PUT', '/private/dish-orders/:ws/dish-orders-config/', writeSettings);
    privateRoute('PUT', '/private/dish-orders/:ws/dish-orders-config', writeSettings);
  },
);
