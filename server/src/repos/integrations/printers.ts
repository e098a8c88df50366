import { type Selectable, sql } from 'kysely';
import type { Dialect } from '../../db/dialect.ts';
import type { PrintersTable, PrintJobsTable } from '../../db/tables/integrations.ts';
import { bool, flag, type Queryable } from '../types.ts';

export type PrinterRow = Selectable<PrintersTable>;
export type PrintJobRow = Selectable<PrintJobsTable>;

export type PrinterInput = {
  readonly Name: string;
  readonly Host: string;
  readonly Port: number;
  readonly Width: 58 | 80;
  readonly CodePage: string;
  readonly Stations: readonly number[];
  readonly Events: readonly string[];
  readonly Active: boolean;
};

const listOf = <T>(text: string, keep: (v: unknown) => v is T): T[] => {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? list.filter(keep) : [];
  } catch {
    return [];
  }
};

export const toPrinter = (row: PrinterRow) => ({
  ID: row.ID,
  Name: row.Name,
  Host: row.Host,
  Port: row.Port,
  Width: row.Width === 58 ? (58 as const) : (80 as const),
  CodePage: row.CodePage,
  Stations: listOf(row.Stations, (v): v is number => typeof v === 'number'),
  Events: listOf(row.Events, (v): v is string => typeof v === 'string'),
  Active: bool(row.Active),
  State: row.State === 'down' ? ('down' as const) : ('ok' as const),
  LastError: row.LastError,
  CreatedAt: row.CreatedAt,
  UpdatedAt: row.UpdatedAt,
});

const columns = (p: PrinterInput) => ({
  Name: p.Name,
  Host: p.Host,
  Port: p.Port,
  Width: p.Width,
  CodePage: p.CodePage,
  Stations: JSON.stringify(p.Stations),
  Events: JSON.stringify(p.Events),
  Active: flag(p.Active),
});

export const listPrinters = (db: Queryable, ws: number) =>
  db.selectFrom('printers').selectAll().where('EnterpriseID', '=', ws).orderBy('ID').execute();

export const findPrinter = (db: Queryable, ws: number, id: number) =>
  db
    .selectFrom('printers')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('ID', '=', id)
    .executeTakeFirst();

export const insertPrinter = (db: Queryable, ws: number, p: PrinterInput, at: string) =>
  db
    .insertInto('printers')
    .values({ EnterpriseID: ws, ...columns(p), LastError: null, CreatedAt: at, UpdatedAt: at })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updatePrinter = (db: Queryable, ws: number, id: number, p: PrinterInput, at: string) =>
  db
    .updateTable('printers')
    .set({ ...columns(p), UpdatedAt: at })
    .where('EnterpriseID', '=', ws)
    .where('ID', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deletePrinter = async (db: Queryable, ws: number, id: number) =>
  Number(
    (
      await db
        .deleteFrom('printers')
        .where('EnterpriseID', '=', ws)
        .where('ID', '=', id)
        .executeTakeFirst()
    ).numDeletedRows,
  ) > 0;

/** A job staff made: a test page, or a reprint (a copy) of an earlier job. */
export const insertJob = (
  db: Queryable,
  job: {
    readonly ws: number;
    readonly printerId: number;
    readonly orderId: number | null;
    readonly kind: string;
    readonly copy: boolean;
    readonly data: string;
    readonly at: string;
  },
) =>
  db
    .insertInto('print_jobs')
    .values({
      EnterpriseID: job.ws,
      PrinterID: job.printerId,
      OrderID: job.orderId,
      EventID: null,
      Kind: job.kind,
      Copy: flag(job.copy),
      Data: job.data,
      Status: 'pending',
      NextAttemptAt: job.at,
      WindowStart: job.at,
      CreatedAt: job.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** An event list (JSON text) holding `type`: the quotes keep `order.served` from matching a prefix. */
export const subscribedTo = (type: string) => `%${JSON.stringify(type)}%`;

const int = (value: number | null) => sql<number | null>`cast(${value} as integer)`;
const text = (value: string) => sql<string>`cast(${value} as text)`;

/**
 * One job of `kind` on every active printer of the venue set to print it, in one statement whatever
 * their number: an order event's ticket (from the outbox, in the order's transaction) or a paid
 * order's receipt (staff printed it at the desk, behaviour.md#ordering). An event seen twice makes
 * no second job.
 */
export const insertSubscribedPrintJobs = (
  db: Queryable,
  job: {
    readonly ws: number;
    readonly orderId: number | null;
    /** The outbox event it prints, or null for a job staff asked for (a receipt). */
    readonly eventId: number | null;
    readonly kind: string;
    readonly data: string;
    readonly at: string;
  },
) =>
  db
    .insertInto('print_jobs')
    .columns([
      'EnterpriseID',
      'PrinterID',
      'OrderID',
      'EventID',
      'Kind',
      'Data',
      'Status',
      'NextAttemptAt',
      'WindowStart',
      'CreatedAt',
    ])
    .expression(
      db
        .selectFrom('printers')
        .select([
          int(job.ws).as('EnterpriseID'),
          'ID',
          int(job.orderId).as('OrderID'),
          int(job.eventId).as('EventID'),
          text(job.kind).as('Kind'),
          text(job.data).as('Data'),
          sql<string>`'pending'`.as('Status'),
          text(job.at).as('NextAttemptAt'),
          text(job.at).as('WindowStart'),
          text(job.at).as('CreatedAt'),
        ])
        .where('EnterpriseID', '=', job.ws)
        .where('Active', '=', 1)
        .where('Events', 'like', subscribedTo(job.kind)),
    )
    .onConflict((oc) => oc.columns(['PrinterID', 'EventID']).doNothing())
    .execute();

export const findJob = (db: Queryable, ws: number, id: number) =>
  db
    .selectFrom('print_jobs')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('ID', '=', id)
    .executeTakeFirst();

/** The venue's latest jobs (all printers, or one order's), newest first. */
export const listJobs = (
  db: Queryable,
  ws: number,
  q: { readonly orderId: number | null; readonly limit: number },
) =>
  db
    .selectFrom('print_jobs')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .$if(q.orderId !== null, (b) => b.where('OrderID', '=', q.orderId as number))
    .orderBy('ID', 'desc')
    .limit(q.limit)
    .execute();

export type ClaimedJob = PrintJobRow & {
  readonly Name: string;
  readonly Host: string;
  readonly Port: number;
  readonly Width: number;
  readonly CodePage: string;
  /** The printer's station ids as JSON text ([]: every station). */
  readonly Stations: string;
};

/**
 * Claim the jobs due at `now`, at most one per printer (the oldest: a printer takes one connection
 * at a time, and tickets come out in the order they were made). Claimed jobs are pushed `leaseMs`
 * ahead, so no other process sends them meanwhile; on PostgreSQL rows are locked SKIP LOCKED.
 */
export const claimDueJobs = async (
  db: Queryable,
  dialect: Dialect,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedJob[]> => {
  const at = now.toISOString();
  const due = await db
    .selectFrom('print_jobs as j')
    .select('j.ID')
    .where('j.Status', '=', 'pending')
    .where('j.NextAttemptAt', '<=', at)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('print_jobs as k')
            .select('k.ID')
            .whereRef('k.PrinterID', '=', 'j.PrinterID')
            .whereRef('k.ID', '<', 'j.ID')
            .where('k.Status', '=', 'pending'),
        ),
      ),
    )
    .orderBy('j.ID')
    .limit(limit)
    .$if(dialect.skipLockedClaims, (q) => q.forUpdate('j').skipLocked())
    .execute();
  if (due.length === 0) return [];
  const ids = due.map((r) => r.ID);
  await db
    .updateTable('print_jobs')
    .set({ NextAttemptAt: new Date(now.getTime() + leaseMs).toISOString() })
    .where('ID', 'in', ids)
    .execute();
  return db
    .selectFrom('print_jobs as j')
    .innerJoin('printers as p', 'p.ID', 'j.PrinterID')
    .selectAll('j')
    .select(['p.Name', 'p.Host', 'p.Port', 'p.Width', 'p.CodePage', 'p.Stations'])
    .where('j.ID', 'in', ids)
    .orderBy('j.ID')
    .execute();
};

/** One try's result: sent, or when to try again (null: given up, failed). */
export const recordJobAttempt = async (
  db: Queryable,
  job: Pick<PrintJobRow, 'ID' | 'Attempts' | 'PrinterID'>,
  r: {
    readonly at: string;
    readonly sent: boolean;
    readonly error: string | null;
    readonly next: string | null;
  },
) => {
  await db
    .updateTable('print_jobs')
    .set({
      Attempts: job.Attempts + 1,
      LastError: r.error,
      ...(r.sent
        ? { Status: 'sent', SentAt: r.at }
        : r.next
          ? { NextAttemptAt: r.next }
          : { Status: 'failed' }),
    })
    .where('ID', '=', job.ID)
    .where('Attempts', '=', job.Attempts)
    .execute();
  // The desk shows a printer that is down from its last try.
  await db
    .updateTable('printers')
    .set({ State: r.sent ? 'ok' : 'down', LastError: r.sent ? null : r.error })
    .where('ID', '=', job.PrinterID)
    .execute();
};
