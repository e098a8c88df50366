import type { Selectable } from 'kysely';
import type { Dialect } from '../../db/dialect.ts';
import type {
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from '../../db/tables/integrations.ts';
import { bool, flag, type Queryable } from '../types.ts';

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/** An endpoint as staff see it: never its secret. */
export type Endpoint = {
  ID: number;
  URL: string;
  Events: string[];
  Active: boolean;
  AllowPrivateNetwork: boolean;
  State: 'ok' | 'failing';
  FailingSince: string | null;
  CreatedAt: string;
  UpdatedAt: string;
};

export type EndpointInput = {
  readonly URL: string;
  readonly Events: readonly string[];
  readonly Active: boolean;
  readonly AllowPrivateNetwork: boolean;
};

const parseList = (text: string): string[] => {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export const toEndpoint = (row: EndpointRow): Endpoint => ({
  ID: row.ID,
  URL: row.URL,
  Events: parseList(row.Events),
  Active: bool(row.Active),
  AllowPrivateNetwork: bool(row.AllowPrivateNetwork),
  State: row.State === 'failing' ? 'failing' : 'ok',
  FailingSince: row.FailingSince,
  CreatedAt: row.CreatedAt,
  UpdatedAt: row.UpdatedAt,
});

const columns = (input: EndpointInput) => ({
  URL: input.URL,
  Events: JSON.stringify(input.Events),
  Active: flag(input.Active),
  AllowPrivateNetwork: flag(input.AllowPrivateNetwork),
});

export const listEndpoints = (db: Queryable, ws: number) =>
  db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .orderBy('ID')
    .execute();

export const findEndpoint = (db: Queryable, ws: number, id: number) =>
  db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('ID', '=', id)
    .executeTakeFirst();

export const insertEndpoint = (
  db: Queryable,
  ws: number,
  input: EndpointInput,
  secret: string,
  at: string,
) =>
  db
    .insertInto('webhook_endpoints')
    .values({
      EnterpriseID: ws,
      ...columns(input),
      Secret: secret,
      FailingSince: null,
      CreatedAt: at,
      UpdatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateEndpoint = (
  db: Queryable,
  ws: number,
  id: number,
  input: EndpointInput,
  at: string,
) =>
  db
    .updateTable('webhook_endpoints')
    .set({ ...columns(input), UpdatedAt: at })
    .where('EnterpriseID', '=', ws)
    .where('ID', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteEndpoint = async (db: Queryable, ws: number, id: number) =>
  Number(
    (
      await db
        .deleteFrom('webhook_endpoints')
        .where('EnterpriseID', '=', ws)
        .where('ID', '=', id)
        .executeTakeFirst()
    ).numDeletedRows,
  ) > 0;

/** A delivery claimed for sending, with what its endpoint needs to send it. */
export type ClaimedDelivery = DeliveryRow & {
  readonly URL: string;
  readonly Secret: string;
  readonly AllowPrivateNetwork: number;
};

/**
 * Claim up to `limit` deliveries due at `now` for this process: each is pushed `leaseMs` into the
 * future, so no other process (nor this one's next round) sends it meanwhile, and a process that
 * dies mid-send leaves it to be sent again once the lease ends (at least once). A delivery waits
 * while an earlier one of the same order to the same endpoint is still pending: in order per order.
 * On PostgreSQL the rows are locked with SKIP LOCKED, so two processes claim different ones.
 */
export const claimDueDeliveries = async (
  db: Queryable,
  dialect: Dialect,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> => {
  const at = now.toISOString();
  const due = await db
    .selectFrom('webhook_deliveries as d')
    .select('d.ID')
    .where('d.Status', '=', 'pending')
    .where('d.NextAttemptAt', '<=', at)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries as e')
            .select('e.ID')
            .whereRef('e.EndpointID', '=', 'd.EndpointID')
            .whereRef('e.OrderID', '=', 'd.OrderID')
            .whereRef('e.ID', '<', 'd.ID')
            .where('e.Status', '=', 'pending'),
        ),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('webhook_endpoints as w')
          .select('w.ID')
          .whereRef('w.ID', '=', 'd.EndpointID')
          .where('w.Active', '=', 1),
      ),
    )
    .orderBy('d.ID')
    .limit(limit)
    .$if(dialect.skipLockedClaims, (q) => q.forUpdate('d').skipLocked())
    .execute();
  if (due.length === 0) return [];
  const ids = due.map((r) => r.ID);
  await db
    .updateTable('webhook_deliveries')
    .set({ NextAttemptAt: new Date(now.getTime() + leaseMs).toISOString() })
    .where('ID', 'in', ids)
    .execute();
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.ID', 'd.EndpointID')
    .selectAll('d')
    .select(['w.URL', 'w.Secret', 'w.AllowPrivateNetwork'])
    .where('d.ID', 'in', ids)
    .orderBy('d.ID')
    .execute();
};

export type AttemptOutcome = {
  readonly at: string;
  readonly status: number | null;
  readonly durationMs: number;
  readonly error: string | null;
};

/**
 * The result of one try. `next` is when to try again after a failure, null to give up. Only a
 * delivery still under this claim is written (a staff "send again" meanwhile wins).
 */
export const recordAttempt = (
  db: Queryable,
  d: Pick<DeliveryRow, 'ID' | 'Attempts'>,
  outcome: AttemptOutcome & { readonly delivered: boolean; readonly next: string | null },
) =>
  db
    .updateTable('webhook_deliveries')
    .set({
      Attempts: d.Attempts + 1,
      LastAttemptAt: outcome.at,
      LastStatusCode: outcome.status,
      LastDurationMs: outcome.durationMs,
      LastError: outcome.error,
      ...(outcome.delivered
        ? { Status: 'delivered', DeliveredAt: outcome.at }
        : outcome.next
          ? { NextAttemptAt: outcome.next }
          : { Status: 'failed' }),
    })
    .where('ID', '=', d.ID)
    .where('Attempts', '=', d.Attempts)
    .where('Status', '=', 'pending')
    .executeTakeFirst();

/** An endpoint gave up a delivery: failing from now (true), or already failing (false). */
export const markEndpointFailing = async (db: Queryable, id: number, at: string) =>
  Number(
    (
      await db
        .updateTable('webhook_endpoints')
        .set({ State: 'failing', FailingSince: at })
        .where('ID', '=', id)
        .where('State', '!=', 'failing')
        .executeTakeFirst()
    ).numUpdatedRows,
  ) > 0;

/** A delivery got through: the endpoint works again. */
export const markEndpointOk = (db: Queryable, id: number) =>
  db
    .updateTable('webhook_endpoints')
    .set({ State: 'ok', FailingSince: null })
    .where('ID', '=', id)
    .where('State', '!=', 'ok')
    .execute();

/** An endpoint's deliveries, newest first. */
export const listDeliveries = async (
  db: Queryable,
  ws: number,
  endpointId: number,
  paging: { readonly offset: number; readonly limit: number },
) => {
  const base = db
    .selectFrom('webhook_deliveries')
    .where('EnterpriseID', '=', ws)
    .where('EndpointID', '=', endpointId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('ID', 'desc').offset(paging.offset).limit(paging.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
};

/** Staff send a delivery again: due now, with a fresh retry window, whatever its state was. */
export const resendDelivery = (
  db: Queryable,
  ws: number,
  endpointId: number,
  id: number,
  at: string,
) =>
  db
    .updateTable('webhook_deliveries')
    .set({ Status: 'pending', Attempts: 0, NextAttemptAt: at, WindowStart: at, DeliveredAt: null })
    .where('EnterpriseID', '=', ws)
    .where('EndpointID', '=', endpointId)
    .where('ID', '=', id)
    .returningAll()
    .executeTakeFirst();
