import type pg from 'pg';
import { pgDriver } from '../../db/connection.ts';
import { EVENTS_CHANNEL } from '../../repos/dish-orders/events.ts';
import type { OrderHub } from './hub.ts';

/** How long to wait before listening again after the connection dropped. */
const RECONNECT_MS = 1000;

/**
 * On PostgreSQL, order events written by any Carta process reach this process's streams: a
 * dedicated connection LISTENs to the channel appendEvent NOTIFYs at commit, and tells the hub
 * which venue changed. The payload is `<schema>:<venue>`: processes working in another schema of
 * the same database (tests, staging) are ignored. A dropped connection is re-opened; the streams
 * re-read the outbox at each heartbeat meanwhile, so nothing is lost, only later.
 */
export const listenForEvents = (
  url: string,
  schema: string | null,
  hub: OrderHub,
  log: { warn: (obj: unknown, msg: string) => void },
): { close: () => Promise<void> } => {
  const own = schema ?? 'public';
  let client: pg.Client | null = null;
  let closing = false;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closing) return;
    const c = new (pgDriver().Client)({ connectionString: url });
    client = c;
    c.on('notification', (msg) => {
      const [from, ws] = (msg.payload ?? '').split(':');
      if (from === own && ws && /^\d+$/.test(ws)) hub.notify(Number(ws));
    });
    const retry = (error: unknown) => {
      if (closing || client !== c) return;
      log.warn({ err: error }, 'order events: LISTEN connection lost, reconnecting');
      client = null;
      c.end().catch(() => undefined);
      timer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    c.on('error', retry);
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      retry(error);
    }
  };
  void connect();

  return {
    close: async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
};
