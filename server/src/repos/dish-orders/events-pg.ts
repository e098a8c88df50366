import { printerEventOf } from '@carta/domain/integrations/printing';
import { webhookTypeOf } from '@carta/domain/integrations/webhooks';
import type { OrderEventType } from '@carta/domain/orders';
import { type RawBuilder, sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import { webhookBodyHead } from '../integrations/outbox.ts';
import { subscribedTo } from '../integrations/printers.ts';
import type { Queryable } from '../types.ts';

/** What appendEvent writes (its own comment says how). */
export type NewEvent = {
  readonly ws: number;
  readonly pointId: number;
  readonly orderId: number;
  readonly type: OrderEventType;
  readonly data: string;
  readonly at: string;
  readonly openedOrder: boolean;
  /** A guest rang a service request (printers print it; attending it prints nothing). */
  readonly ringing: boolean;
  /** The idempotency key whose answer becomes this event (`{ status: 'OK', EventID }`). */
  readonly remember?: { readonly scope: string; readonly key: string } | undefined;
};

/**
 * appendEvent on PostgreSQL, in one statement, so one round trip (the order's text sent once: the
 * webhook body and the print job take it from the inserted event): the venue's event lock, the
 * event, its webhook deliveries and print jobs, the key's answer and the NOTIFY. The lock is
 * taken by the row source of the insert, so before the sequence gives the event its id, and the
 * caller commits next: the venue's lock is held for that one round trip (a venue's orders no
 * longer queue behind each other's reads). Data-modifying parts run whether read or not.
 */
export const appendEventPg = async (
  db: Queryable,
  lock: number,
  channel: string,
  e: NewEvent,
): Promise<number> => {
  const parts: RawBuilder<unknown>[] = [
    sql`lk as (select pg_advisory_xact_lock(${lock}, ${e.ws}) as held)`,
    sql`ev as (insert into "dish_order_events" ("EnterpriseID", "PointID", "OrderID", "Type", "Data", "CreatedAt")
      select cast(${e.ws} as integer), cast(${e.pointId} as integer), cast(${e.orderId} as integer),
        cast(${e.type} as text), cast(${e.data} as text), cast(${e.at} as text) from lk
      returning "ID", "Data")`,
  ];
  const hook = webhookTypeOf(e.type, e.openedOrder);
  if (hook)
    parts.push(sql`wh as (insert into "webhook_deliveries" ("EnterpriseID", "EndpointID", "EventID",
      "OrderID", "Type", "Body", "Status", "NextAttemptAt", "WindowStart", "CreatedAt")
      select w."EnterpriseID", w."ID", ev."ID", cast(${e.orderId} as integer), cast(${hook} as text),
        cast(${webhookBodyHead(hook, e.at)} as text) || ev."Data" || '}', 'pending', cast(${e.at} as text),
        cast(${e.at} as text), cast(${e.at} as text)
      from "webhook_endpoints" w cross join ev
      where w."EnterpriseID" = ${e.ws} and w."Active" = ${1} and w."Events" like ${subscribedTo(hook)}
      on conflict ("EndpointID", "EventID") do nothing)`);
  const print = printerEventOf(e.type, e.ringing);
  // A venue-wide event (a service request) belongs to no order.
  const printOrder = e.orderId > 0 ? e.orderId : null;
  if (print)
    parts.push(sql`pj as (insert into "print_jobs" ("EnterpriseID", "PrinterID", "OrderID", "EventID",
      "Kind", "Data", "Status", "NextAttemptAt", "WindowStart", "CreatedAt")
      select p."EnterpriseID", p."ID", cast(${printOrder} as integer), ev."ID", cast(${print} as text),
        ev."Data", 'pending', cast(${e.at} as text), cast(${e.at} as text),
        cast(${e.at} as text)
      from "printers" p cross join ev
      where p."EnterpriseID" = ${e.ws} and p."Active" = ${1} and p."Events" like ${subscribedTo(print)}
      on conflict ("PrinterID", "EventID") do nothing)`);
  if (e.remember)
    parts.push(sql`ik as (update "idempotency_keys"
      set "StatusCode" = 200, "Answer" = jsonb_build_object('status', 'OK', 'EventID', ev."ID")
      from ev where "Scope" = ${e.remember.scope} and "Key" = ${e.remember.key})`);
  const result = await sql<{
    ID: number | string;
  }>`${prepared('order_event')}with ${sql.join(parts)}
    select ev."ID", pg_notify(${channel}, current_schema() || ':' || ${String(e.ws)}) from ev`.execute(
    db,
  );
  const row = result.rows[0];
  if (!row) throw new Error('the order event was not written');
  return Number(row.ID);
};
