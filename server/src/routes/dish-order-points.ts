import { join } from 'node:path';
import { availabilityOutSchema, DB_INT_MAX, translatableSchema } from '@carta/domain';
import {
  LIVE_STATUSES,
  POINT_KINDS,
  pointCreateSchema,
  pointPatchSchema,
} from '@carta/domain/orders';
import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { windowLimit } from '../http/window-limit.ts';
import { audit } from '../repos/audit.ts';
import { hasLiveOrders } from '../repos/dish-orders/orders.ts';
import {
  deletePoint,
  findPoint,
  insertPoint,
  listPoints,
  rotatePointCode,
  updatePoint,
} from '../repos/dish-orders/points.ts';
import { findGuestMenu } from '../repos/guest.ts';
import type { Queryable } from '../repos/types.ts';
import { QR_SHEET_MAX_POINTS, venueQrSheet } from '../services/points/venue-sheet.ts';
import { createLocalStorage } from '../services/storage.ts';
import { type Method, type RouteDefinition, type RouteSchema, routeFile } from './route.ts';
import { errorBody, idParam, listOf } from './schemas.ts';

/** PostgreSQL's integer: a larger ID is a 400, not a database error. */
const ID_MAX = DB_INT_MAX;

export const pointOut = z.object({
  ID: z.number(),
  Name: translatableSchema(),
  Kind: z.enum(POINT_KINDS),
  MenuID: z.number().nullable(),
  Active: z.boolean(),
  Availability: availabilityOutSchema.nullable(),
  Code: z.string(),
});

/** The largest page of points the back-office asks for (behaviour.md#api's default is 5). */
const POINTS_PAGE_MAX = 1000;

const wsParams = z.object({ ws: idParam });
const pointParams = z.object({ ws: idParam, id: idParam });

/**
 * Points (behaviour.md#ordering): the tables, rooms and sunbeds guests order from. Staff of the venue only;
 * another venue's point answers 404 (its id tells nothing), another venue in the path 403.
 */
export const dishOrderPointRoutes = routeFile(
  { prefix: '/api/private/dish-orders/:ws/dish-orders-points', tags: ['dish-orders'] },
  ({ privateRoute }, { db, config, limits }) => {
    // A 500-point sheet costs more than a second of CPU: counted per user, on every process.
    const sheets = windowLimit(
      limits,
      'qr-sheet',
      config.qrSheetRateLimit.max,
      config.qrSheetRateLimit.windowMs,
    );
    // Read-only here: the venue's logo for the QR sheets.
    const storage = createLocalStorage(
      join(config.dataDir, 'uploads'),
      join(config.dataDir, 'tmp'),
    );

    /** A point opens on one of the venue's menus, or none: another venue's is refused. */
    const assertMenu = async (q: Queryable, ws: number, menuId: number | null | undefined) => {
      if (menuId === null || menuId === undefined) return;
      const reached = await findGuestMenu(q, ws, menuId);
      if (!reached?.found) throw badRequest("MenuID: not one of the venue's menus", ['MenuID']);
    };

    // behaviour.md#api writes the list and create paths with a trailing slash; clients that drop it are answered too.
    const bothPaths = <S extends RouteSchema>(
      method: Method,
      route: RouteDefinition<S, { readonly staff: StaffClaims }>,
    ) => {
      // Under a prefix, '/' is registered with and without the slash (Fastify's default).
      privateRoute(method, '/', route);
    };

    bothPaths('GET', {
      schema: {
        summary:
          "The venue's points, by ID, searched by name (behaviour.md#api defaults: 0, 5, '')",
        params: wsParams,
        querystring: z.object({
          start_index: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
          item_per_page: z.coerce.number().int().min(1).max(POINTS_PAGE_MAX).default(5),
          search_value: z.string().max(200).default(''),
        }),
        response: { 200: listOf(pointOut) },
      },
      handler: async ({ request, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const q = request.query;
        return listPoints(db, ws, {
          offset: q.start_index,
          limit: q.item_per_page,
          search: q.search_value.trim(),
        });
      },
    });

    // Registered before '/:id': Fastify prefers the static path, so 'qr-sheet.pdf' is never an ID.
    privateRoute('GET', '/qr-sheet.pdf', {
      schema: {
        summary:
          'Printable QR sheets (behaviour.md#ordering): an A4 PDF, 6 codes a page with cut marks',
        description:
          "`ids`: the points to print, in that order (each once); absent, all the venue's points. " +
          `At most ${QR_SHEET_MAX_POINTS}; an id that is not one of the venue's points is a 400.`,
        params: wsParams,
        querystring: z.object({
          ids: z
            .string()
            .max(QR_SHEET_MAX_POINTS * 12)
            .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'point IDs separated by commas')
            .refine((s) => s.split(',').length <= QR_SHEET_MAX_POINTS, {
              message: `at most ${QR_SHEET_MAX_POINTS} points a sheet`,
            })
            .refine((s) => s.split(',').every((id) => Number(id) <= ID_MAX), 'an unknown ID')
            .optional(),
        }),
        response: {
          200: {
            description: 'the sheet, an A4 PDF',
            content: { 'application/pdf': { schema: z.string().describe('binary') } },
          },
          429: errorBody,
        },
      },
      handler: async ({ request, reply, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        await sheets(String(staff.userId));
        const { ids } = request.query;
        const chosen = ids === undefined ? null : [...new Set(ids.split(',').map(Number))];
        const pdf = await venueQrSheet(db, { storage, publicUrl: config.publicUrl }, ws, chosen);
        // The documented body is the file's bytes; the route schema types it as a string.
        const bytes = Buffer.from(pdf) as unknown as string;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="qr-${ws}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    });

    privateRoute('GET', '/:id', {
      schema: {
        summary: 'One point (behaviour.md#api: the first element is used)',
        params: pointParams,
        response: { 200: listOf(pointOut) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        const point = await findPoint(db, ws, id);
        if (!point) throw notFound('point');
        return { data: [point], total: 1 };
      },
    });

    bothPaths('POST', {
      schema: {
        summary: "Create a point (ID 'new'); the server gives it its Code",
        params: wsParams,
        body: pointCreateSchema,
        response: { 201: z.object({ data: pointOut }) },
      },
      handler: async ({ request, reply, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const { ID: _new, ...fields } = request.body;
        await assertMenu(db, ws, fields.MenuID);
        return reply.code(201).send({ data: await insertPoint(db, ws, fields) });
      },
    });

    privateRoute('PATCH', '/:id', {
      schema: {
        summary: 'Change the fields sent; Code is read-only (rotate it with rotate-code)',
        params: pointParams,
        body: pointPatchSchema,
        response: { 200: z.object({ data: pointOut }) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        const { ID, Code: _readOnly, ...fields } = request.body;
        if (ID !== undefined && ID !== id)
          throw badRequest('ID: not the point of the path', ['ID']);
        await assertMenu(db, ws, fields.MenuID);
        const point = await updatePoint(db, ws, id, fields);
        if (!point) throw notFound('point');
        return { data: point };
      },
    });

    privateRoute('PUT', '/:id/rotate-code', {
      schema: {
        summary: 'A new Code: QR codes and guest tokens of the old one stop working at once',
        params: pointParams,
        response: { 200: z.object({ data: pointOut }) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        const point = await rotatePointCode(db, ws, id);
        if (!point) throw notFound('point');
        await audit(db, {
          enterpriseId: ws,
          user: { id: staff.userId },
          action: 'point_code_rotate',
          target: `point:${id}`,
        });
        return { data: point };
      },
    });

    privateRoute('DELETE', '/:id', {
      schema: {
        summary: 'Delete a point; refused (409) while it holds an open, confirmed or checked order',
        params: pointParams,
        response: { 200: z.object({ affectedRows: z.number() }), 409: errorBody },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        // The check and the delete in one transaction: an order placed in between cannot be lost.
        return db.transaction().execute(async (trx) => {
          const point = await findPoint(trx, ws, id);
          if (!point) throw notFound('point');
          if (await hasLiveOrders(trx, id, LIVE_STATUSES))
            throw conflict('the point has orders not yet closed');
          return { affectedRows: (await deletePoint(trx, ws, id)) ? 1 : 0 };
        });
      },
    });
  },
);
