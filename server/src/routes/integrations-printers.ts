import { PRINTER_EVENTS, printJobStateOf } from '@carta/domain/integrations/printing';
import { z } from 'zod';
import { assertEnterpriseAdmin, assertOwnEnterprise } from '../auth/scopes.ts';
import { notFound } from '../errors.ts';
import { audit } from '../repos/audit.ts';
import {
  deletePrinter,
  findJob,
  findPrinter,
  insertJob,
  insertPrinter,
  listJobs,
  listPrinters,
  type PrinterInput,
  type PrintJobRow,
  toPrinter,
  updatePrinter,
} from '../repos/integrations/printers.ts';
import { now } from '../repos/types.ts';
import { PRINTER_CODE_PAGES } from '../services/integrations/ticket.ts';
import { routeFile } from './route.ts';
import { idParam, listOf } from './schemas.ts';

const wsParams = z.object({ ws: idParam });
const printerParams = z.object({ ws: idParam, id: idParam });

const printerBody = z.strictObject({
  Name: z.string().trim().min(1).max(80),
  // A host name or an IPv4/IPv6 address, as printers on the venue's network are reached.
  Host: z
    .string()
    .trim()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9.\-:[\]]+$/, 'a host name or an IP address'),
  Port: z.number().int().min(1).max(65535),
  Width: z.union([z.literal(58), z.literal(80)]),
  CodePage: z.enum(PRINTER_CODE_PAGES).optional(),
  // Kitchen station ids as given; an empty list prints every station's orders.
  Stations: z.array(idParam).max(50),
  Events: z.array(z.enum(PRINTER_EVENTS)).max(PRINTER_EVENTS.length),
  Active: z.boolean(),
});

const printerOut = z.object({
  ID: z.number(),
  Name: z.string(),
  Host: z.string(),
  Port: z.number(),
  Width: z.union([z.literal(58), z.literal(80)]),
  CodePage: z.string(),
  Stations: z.array(z.number()),
  Events: z.array(z.string()),
  Active: z.boolean(),
  State: z.enum(['ok', 'down']),
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});

const jobOut = z.object({
  ID: z.number(),
  PrinterID: z.number(),
  OrderID: z.number().nullable(),
  Kind: z.string(),
  Copy: z.boolean(),
  State: z.enum(['pending', 'retrying', 'sent', 'failed']),
  Attempts: z.number(),
  NextAttemptAt: z.string().nullable(),
  LastError: z.string().nullable(),
  SentAt: z.string().nullable(),
  CreatedAt: z.string(),
});

const toJob = (row: PrintJobRow): z.infer<typeof jobOut> => ({
  ID: row.ID,
  PrinterID: row.PrinterID,
  OrderID: row.OrderID,
  Kind: row.Kind,
  Copy: Boolean(row.Copy),
  State: printJobStateOf(row.Status, row.Attempts),
  Attempts: row.Attempts,
  NextAttemptAt: row.Status === 'pending' ? row.NextAttemptAt : null,
  LastError: row.LastError,
  SentAt: row.SentAt,
  CreatedAt: row.CreatedAt,
});

const inputOf = (body: z.infer<typeof printerBody>): PrinterInput => ({
  ...body,
  CodePage: body.CodePage ?? 'cp858',
  Stations: [...new Set(body.Stations)],
  Events: [...new Set(body.Events)],
});

/**
 * Network kitchen printers (ESC/POS over raw TCP): administrators set them up; every staff member
 * of the venue sees their state and their jobs at the desk, and prints a ticket again (a COPIA).
 */
export const integrationPrinterRoutes = routeFile(
  { prefix: '/api/private/integrations', tags: ['integrations'] },
  ({ privateRoute }, deps) => {
    const { db } = deps;
    const owned = async (ws: number, id: number) => {
      const row = await findPrinter(db, ws, id);
      if (!row) throw notFound('printer');
      return row;
    };
    const record = (userId: number, ws: number, id: number, action: string) =>
      audit(db, {
        enterpriseId: ws,
        user: { id: userId },
        action: 'settings_update',
        target: `printer:${id}`,
        detail: { action },
      });

    privateRoute('GET', '/:ws/printers', {
      schema: {
        summary: "The venue's printers with their state (down: the last ticket did not go out)",
        params: wsParams,
        response: { 200: listOf(printerOut) },
      },
      handler: async ({ request, staff }) => {
        assertOwnEnterprise(staff, request.params.ws);
        const rows = await listPrinters(db, request.params.ws);
        return { data: rows.map(toPrinter), total: rows.length };
      },
    });

    privateRoute('POST', '/:ws/printers', {
      schema: {
        summary: 'Add a network printer (administrators)',
        params: wsParams,
        body: printerBody,
        response: { 201: z.object({ data: printerOut }) },
      },
      handler: async ({ request, reply, staff }) => {
        const { ws } = request.params;
        assertEnterpriseAdmin(staff, ws);
        const row = await insertPrinter(db, ws, inputOf(request.body), now());
        await record(staff.userId, ws, row.ID, 'create');
        return reply.code(201).send({ data: toPrinter(row) });
      },
    });

    privateRoute('PUT', '/:ws/printers/:id', {
      schema: {
        summary: 'Change a printer (administrators)',
        params: printerParams,
        body: printerBody,
        response: { 200: z.object({ data: printerOut }) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertEnterpriseAdmin(staff, ws);
        const row = await updatePrinter(db, ws, id, inputOf(request.body), now());
        if (!row) throw notFound('printer');
        await record(staff.userId, ws, id, 'update');
        return { data: toPrinter(row) };
      },
    });

    privateRoute('DELETE', '/:ws/printers/:id', {
      schema: {
        summary: 'Remove a printer with its jobs (administrators)',
        params: printerParams,
        response: { 200: z.object({ data: z.object({ ID: z.number() }) }) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertEnterpriseAdmin(staff, ws);
        if (!(await deletePrinter(db, ws, id))) throw notFound('printer');
        await record(staff.userId, ws, id, 'delete');
        return { data: { ID: id } };
      },
    });

    privateRoute('POST', '/:ws/printers/:id/test', {
      schema: {
        summary: 'Print a test page (accents, large type, a cut)',
        params: printerParams,
        response: { 201: z.object({ data: jobOut }) },
      },
      handler: async ({ request, reply, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        await owned(ws, id);
        const job = await insertJob(db, {
          ws,
          printerId: id,
          orderId: null,
          kind: 'test',
          copy: false,
          data: '{}',
          at: now(),
        });
        return reply.code(201).send({ data: toJob(job) });
      },
    });

    privateRoute('GET', '/:ws/print-jobs', {
      schema: {
        summary: "The venue's latest print jobs (or one order's), newest first",
        params: wsParams,
        querystring: z.object({
          order: idParam.optional(),
          size: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: listOf(jobOut) },
      },
      handler: async ({ request, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const rows = await listJobs(db, ws, {
          orderId: request.query.order ?? null,
          limit: request.query.size,
        });
        return { data: rows.map(toJob), total: rows.length };
      },
    });

    privateRoute('POST', '/:ws/print-jobs/:id/reprint', {
      schema: {
        summary: 'Print a job again on its printer; the ticket says COPIA',
        params: printerParams,
        response: { 201: z.object({ data: jobOut }) },
      },
      handler: async ({ request, reply, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        const original = await findJob(db, ws, id);
        if (!original) throw notFound('print job');
        const job = await insertJob(db, {
          ws,
          printerId: original.PrinterID,
          orderId: original.OrderID,
          kind: original.Kind,
          copy: original.Kind !== 'test',
          data: original.Data,
          at: now(),
        });
        return reply.code(201).send({ data: toJob(job) });
      },
    });
  },
);
