import { WEBHOOK_EVENT_TYPES } from '@carta/domain/integrations/webhooks';
import { z } from 'zod';
import { assertEnterpriseAdmin } from '../auth/scopes.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { notFound } from '../errors.ts';
import { audit } from '../repos/audit.ts';
import {
  type DeliveryRow,
  deleteEndpoint,
  type EndpointInput,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  toEndpoint,
  updateEndpoint,
} from '../repos/integrations/webhooks.ts';
import { now } from '../repos/types.ts';
import { newWebhookSecret } from '../services/integrations/signing.ts';
import { redactUrl } from '../services/outbound-http.ts';
import { routeFile } from './route.ts';
import { idParam, listOf, pagingQuery } from './schemas.ts';

const wsParams = z.object({ ws: idParam });
const endpointParams = z.object({ ws: idParam, id: idParam });
const deliveryParams = z.object({ ws: idParam, id: idParam, deliveryId: idParam });

const endpointBody = z.strictObject({
  URL: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/[^\s/]+\S*$/i, 'an http(s) URL'),
  Events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length),
  Active: z.boolean(),
  AllowPrivateNetwork: z.boolean().optional(),
});

const endpointOut = z.object({
  ID: z.number(),
  URL: z.string(),
  Events: z.array(z.string()),
  Active: z.boolean(),
  AllowPrivateNetwork: z.boolean(),
  State: z.enum(['ok', 'failing']),
  FailingSince: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});

const deliveryOut = z.object({
  ID: z.number(),
  EventID: z.number(),
  OrderID: z.number(),
  Type: z.string(),
  Status: z.enum(['pending', 'delivered', 'failed']),
  Attempts: z.number(),
  NextAttemptAt: z.string().nullable(),
  LastAttemptAt: z.string().nullable(),
  LastStatusCode: z.number().nullable(),
  LastDurationMs: z.number().nullable(),
  LastError: z.string().nullable(),
  DeliveredAt: z.string().nullable(),
  CreatedAt: z.string(),
});

const toDelivery = (row: DeliveryRow): z.infer<typeof deliveryOut> => ({
  ID: row.ID,
  EventID: Number(row.EventID),
  OrderID: row.OrderID,
  Type: row.Type,
  Status: row.Status as 'pending' | 'delivered' | 'failed',
  Attempts: row.Attempts,
  NextAttemptAt: row.Status === 'pending' ? row.NextAttemptAt : null,
  LastAttemptAt: row.LastAttemptAt,
  LastStatusCode: row.LastStatusCode,
  LastDurationMs: row.LastDurationMs,
  LastError: row.LastError,
  DeliveredAt: row.DeliveredAt,
  CreatedAt: row.CreatedAt,
});

const inputOf = (body: z.infer<typeof endpointBody>): EndpointInput => ({
  URL: body.URL,
  Events: [...new Set(body.Events)],
  Active: body.Active,
  AllowPrivateNetwork: body.AllowPrivateNetwork ?? false,
});

/**
 * Signed outbound webhooks (docs/webhooks.md): a venue's administrators list, add, change and remove
 * endpoints, read each one's deliveries and send one again. The secret is answered once, when the
 * endpoint is made; lists, the log and the audit never carry it.
 */
export const integrationWebhookRoutes = routeFile(
  { prefix: '/api/private/integrations', tags: ['integrations'] },
  ({ privateRoute }, deps) => {
    const { db } = deps;
    const record = (staff: StaffClaims, ws: number, id: number, detail: Record<string, unknown>) =>
      audit(db, {
        enterpriseId: ws,
        user: { id: staff.userId },
        action: 'settings_update',
        target: `webhook:${id}`,
        detail,
      });
    const owned = async (ws: number, id: number) => {
      const row = await findEndpoint(db, ws, id);
      if (!row) throw notFound('webhook');
      return row;
    };

    privateRoute('GET', '/:ws/webhooks', {
      schema: {
        summary: "The venue's webhook endpoints (administrators); never their secrets",
        params: wsParams,
        response: { 200: listOf(endpointOut) },
      },
      handler: async ({ request, staff }) => {
        assertEnterpriseAdmin(staff, request.params.ws);
        const rows = await listEndpoints(db, request.params.ws);
        return { data: rows.map(toEndpoint), total: rows.length };
      },
    });

    privateRoute('POST', '/:ws/webhooks', {
      schema: {
        summary: 'Add a webhook endpoint; the answer holds its secret, shown this once',
        params: wsParams,
        body: endpointBody,
        response: { 201: z.object({ data: endpointOut.extend({ Secret: z.string() }) }) },
      },
      handler: async ({ request, reply, staff }) => {
        const { ws } = request.params;
        assertEnterpriseAdmin(staff, ws);
        const secret = newWebhookSecret();
        const row = await insertEndpoint(db, ws, inputOf(request.body), secret, now());
        await record(staff, ws, row.ID, { action: 'create', URL: redactUrl(row.URL) });
        return reply.code(201).send({ data: { ...toEndpoint(row), Secret: secret } });
      },
    });

    privateRoute('PUT', '/:ws/webhooks/:id', {
      schema: {
        summary: 'Change a webhook endpoint (its secret stays)',
        params: endpointParams,
        body: endpointBody,
        response: { 200: z.object({ data: endpointOut }) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertEnterpriseAdmin(staff, ws);
        const row = await updateEndpoint(db, ws, id, inputOf(request.body), now());
        if (!row) throw notFound('webhook');
        await record(staff, ws, id, { action: 'update', URL: redactUrl(row.URL) });
        return { data: toEndpoint(row) };
      },
    });

    privateRoute('DELETE', '/:ws/webhooks/:id', {
      schema: {
        summary: 'Remove a webhook endpoint with its deliveries',
        params: endpointParams,
        response: { 200: z.object({ data: z.object({ ID: z.number() }) }) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertEnterpriseAdmin(staff, ws);
        if (!(await deleteEndpoint(db, ws, id))) throw notFound('webhook');
        await record(staff, ws, id, { action: 'delete' });
        return { data: { ID: id } };
      },
    });

    privateRoute('GET', '/:ws/webhooks/:id/deliveries', {
      schema: {
        summary: "An endpoint's deliveries, newest first: state, tries, last answer and its time",
        params: endpointParams,
        querystring: pagingQuery,
        response: { 200: listOf(deliveryOut) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertEnterpriseAdmin(staff, ws);
        await owned(ws, id);
        const { page, size } = request.query;
        const { rows, total } = await listDeliveries(db, ws, id, {
          offset: (page - 1) * size,
          limit: Math.min(size, 200),
        });
        return { data: rows.map(toDelivery), total };
      },
    });

    privateRoute('POST', '/:ws/webhooks/:id/deliveries/:deliveryId/resend', {
      schema: {
        summary: 'Send a delivery again now, with a new 24 h retry window',
        params: deliveryParams,
        response: { 200: z.object({ data: deliveryOut }) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id, deliveryId } = request.params;
        assertEnterpriseAdmin(staff, ws);
        const row = await resendDelivery(db, ws, id, deliveryId, now());
        if (!row) throw notFound('delivery');
        await record(staff, ws, id, { action: 'resend', delivery: deliveryId });
        return { data: toDelivery(row) };
      },
    });
  },
);
