import { printerEventOf } from '@carta/domain/integrations/printing';
import { webhookTypeOf } from '@carta/domain/integrations/webhooks';
import { sql } from 'kysely';
import type { Queryable } from '../types.ts';
import { insertSubscribedPrintJobs, subscribedTo } from './printers.ts';

/** One outbox event as the integrations take it: written already, in the caller's transaction. */
export type OutboxEvent = {
  readonly ws: number;
  readonly eventId: number;
  readonly orderId: number;
  readonly type: string;
  /** The order as the API shows it, serialized. */
  readonly json: string;
  readonly at: string;
  /** Adding lines opened this order: receivers are told `order.created`. */
  readonly openedOrder: boolean;
  /** A guest rang a service request (printers print it; attending it prints nothing). */
  readonly ringing?: boolean;
};

const int = (value: number) => sql<number>`cast(${value} as integer)`;
const text = (value: string) => sql<string>`cast(${value} as text)`;

/** A webhook body's text up to its data: PostgreSQL's outbox appends the stored event's text to it. */
export const webhookBodyHead = (hook: string, at: string) =>
  `{"type":${JSON.stringify(hook)},"timestamp":${JSON.stringify(at)},"data":`;

/** A webhook's body: its type, time and the order as the API shows it. */
export const webhookBody = (hook: string, at: string, json: string) =>
  `${webhookBodyHead(hook, at)}${json}}`;

/**
 * Make the deliveries and print jobs of one outbox event, in the order's transaction, so that an
 * order change and what must be sent of it commit together or not at all. One statement each,
 * whatever the number of endpoints or printers; an event seen twice makes nothing twice.
 */
export const enqueueIntegrations = async (db: Queryable, e: OutboxEvent): Promise<void> => {
  const hook = webhookTypeOf(e.type, e.openedOrder);
  if (hook) {
    const body = webhookBody(hook, e.at, e.json);
    await db
      .insertInto('webhook_deliveries')
      .columns([
        'EnterpriseID',
        'EndpointID',
        'EventID',
        'OrderID',
        'Type',
        'Body',
        'Status',
        'NextAttemptAt',
        'WindowStart',
        'CreatedAt',
      ])
      .expression(
        db
          .selectFrom('webhook_endpoints')
          .select([
            int(e.ws).as('EnterpriseID'),
            'ID',
            int(e.eventId).as('EventID'),
            int(e.orderId).as('OrderID'),
            text(hook).as('Type'),
            text(body).as('Body'),
            sql<string>`'pending'`.as('Status'),
            text(e.at).as('NextAttemptAt'),
            text(e.at).as('WindowStart'),
            text(e.at).as('CreatedAt'),
          ])
          .where('EnterpriseID', '=', e.ws)
          .where('Active', '=', 1)
          .where('Events', 'like', subscribedTo(hook)),
      )
      .onConflict((oc) => oc.columns(['EndpointID', 'EventID']).doNothing())
      .execute();
  }
  const print = printerEventOf(e.type, e.ringing ?? false);
  if (print) {
    // A venue-wide event (a service request) belongs to no order.
    await insertSubscribedPrintJobs(db, {
      ws: e.ws,
      orderId: e.orderId > 0 ? e.orderId : null,
      eventId: e.eventId,
      kind: print,
      data: e.json,
      at: e.at,
    });
  }
};
