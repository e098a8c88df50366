import { connect } from 'node:net';
import { nextPrintAttemptAt, type PrinterWidth } from '@carta/domain/integrations/printing';
import { linesForStations } from '@carta/domain/orders';
import type { FastifyBaseLogger } from 'fastify';
import { fromJson } from '../../db/dialect.ts';
import type { Deps } from '../../deps.ts';
import { pointNameText } from '../../repos/dish-orders/points.ts';
import { venueNameAndZone } from '../../repos/enterprises.ts';
import {
  type ClaimedJob,
  claimDueJobs,
  recordJobAttempt,
} from '../../repos/integrations/printers.ts';
import type { Queryable } from '../../repos/types.ts';
import { encodeReceiptTicket, type ReceiptOrder } from './receipt-ticket.ts';
import {
  encodeKitchenTicket,
  encodeServiceTicket,
  encodeTestPage,
  type PrinterCodePage,
  type TicketOrder,
  type TicketRequest,
} from './ticket.ts';

/** A printer has this long to take a connection and the ticket's bytes. */
export const PRINT_TIMEOUT_MS = 5000;
const LEASE_MS = 60_000;
const BATCH = 20;

/**
 * Send bytes to a raw TCP printer (port 9100, "JetDirect"): connect, write, close. The printer
 * answers nothing: a closed connection after the bytes were flushed is all "printed" can mean,
 * so a job is sent at least once (a printer cut off mid-ticket prints it again in full).
 */
export const sendToPrinter = (host: string, port: number, bytes: Uint8Array): Promise<void> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(PRINT_TIMEOUT_MS, () =>
      fail(new Error(`no answer within ${PRINT_TIMEOUT_MS / 1000} s`)),
    );
    socket.once('error', fail);
    socket.once('connect', () => socket.end(bytes));
    socket.once('close', (hadError) => {
      if (!hadError) resolve();
    });
  });

const reasonOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message.slice(0, 120) : 'could not print';
};

const pointNameOf = async (db: Queryable, pointId: number | undefined) => {
  if (!pointId) return '';
  const names = fromJson<Record<string, string>>(await pointNameText(db, pointId), {});
  return names.es?.trim() || Object.values(names).find((v) => v.trim()) || '';
};

/**
 * The bytes of a job, from what it stored and the venue and point as they are now; null when the
 * order has no line for the printer's stations (nothing to print there).
 */
export const bytesOf = async (db: Queryable, job: ClaimedJob): Promise<Uint8Array | null> => {
  const venue = await venueNameAndZone(db, job.EnterpriseID);
  const printer = {
    width: (job.Width === 58 ? 58 : 80) as PrinterWidth,
    codePage: job.CodePage as PrinterCodePage,
  };
  if (job.Kind === 'test')
    return encodeTestPage(job.Name, printer, new Date(job.CreatedAt), venue.timeZone);
  if (job.Kind === 'service_request') {
    // A call is for whoever serves the point: every printer set to it prints it, whatever its stations.
    const request = fromJson<TicketRequest & { PointID?: number; CreatedAt?: string }>(
      job.Data,
      {},
    );
    return encodeServiceTicket({
      venue: venue.name,
      point: await pointNameOf(db, request.PointID),
      // When the guest rang (a reprint keeps that time).
      at: new Date(request.CreatedAt ?? job.CreatedAt),
      timeZone: venue.timeZone,
      request,
      copy: Boolean(job.Copy),
      printer,
    });
  }
  if (job.Kind === 'receipt') {
    // The guest's bill: the whole order, whatever the printer's stations.
    const order = fromJson<ReceiptOrder & { PointID?: number }>(job.Data, { ID: job.OrderID ?? 0 });
    return encodeReceiptTicket({
      venue: venue.name,
      point: await pointNameOf(db, order.PointID),
      at: new Date(job.CreatedAt),
      timeZone: venue.timeZone,
      order,
      copy: Boolean(job.Copy),
      printer,
    });
  }
  const stored = fromJson<TicketOrder & { PointID?: number }>(job.Data, { ID: job.OrderID ?? 0 });
  // A printer set to some stations prints their lines only (behaviour.md#kitchen).
  const items = linesForStations(stored.Items ?? [], fromJson<number[]>(job.Stations, []));
  if (items.length === 0 && (stored.Items ?? []).length > 0) return null;
  const order = { ...stored, Items: items };
  return encodeKitchenTicket({
    venue: venue.name,
    point: await pointNameOf(db, order.PointID),
    at: new Date(job.CreatedAt),
    timeZone: venue.timeZone,
    order,
    kind: job.Kind,
    copy: Boolean(job.Copy),
    printer,
  });
};

const printOne = async (deps: Deps, job: ClaimedJob, now: Date, log?: FastifyBaseLogger) => {
  const at = now.toISOString();
  try {
    const bytes = await bytesOf(deps.db, job);
    // Nothing of the order is this printer's: done without waking the printer.
    if (bytes) await sendToPrinter(job.Host, job.Port, bytes);
    await recordJobAttempt(deps.db, job, { at, sent: true, error: null, next: null });
  } catch (error) {
    const reason = reasonOf(error);
    const next = nextPrintAttemptAt(new Date(job.WindowStart), job.Attempts + 1, now);
    log?.warn({ printer: job.PrinterID, job: job.ID, error: reason }, 'print job failed');
    await recordJobAttempt(deps.db, job, {
      at,
      sent: false,
      error: reason,
      next: next?.toISOString() ?? null,
    });
  }
};

/** One round of the print worker: the oldest due job of each printer, printers in parallel. */
export const printDueJobs = async (
  deps: Deps,
  { now, log }: { readonly now: Date; readonly log?: FastifyBaseLogger },
): Promise<number> => {
  const claimed = await deps.db
    .transaction()
    .execute((trx) => claimDueJobs(trx, deps.dialect, now, LEASE_MS, BATCH));
  await Promise.all(claimed.map((job) => printOne(deps, job, now, log)));
  return claimed.length;
};
