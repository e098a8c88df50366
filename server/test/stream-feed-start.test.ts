import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';
import { openStream } from './sse-client.ts';

/**
 * The first stream of a venue on a process (one just started after a crash, say) makes the
 * venue's feed. An event another process commits right after that stream's own catch-up read must
 * still reach it. On SQLite a second connection writes the event synchronously at that very
 * instant (the query hook runs once the catch-up read has run), as another process would, without
 * a notification: only the feed's next read can deliver it.
 */
describe('a stream that makes its venue feed', () => {
  let writer: Database.Database | null = null;
  let armed = false;
  let written = 0;
  const ctx = useApp('sqlite', {
    // A heartbeat often enough that the feed re-reads the outbox while the test waits.
    sseHeartbeatMs: 100,
    onQuery: (sql) => {
      if (!armed || !writer || !/from "dish_order_events"/.test(sql) || !/order by "ID"/.test(sql))
        return;
      armed = false;
      written = Number(
        writer
          .prepare(
            `insert into dish_order_events ("EnterpriseID", "PointID", "OrderID", "Type", "Data", "CreatedAt")
             values (?, 0, 0, 'pause', '{}', ?)`,
          )
          .run(HOTEL, new Date().toISOString()).lastInsertRowid,
      );
    },
  });
  afterEach(() => {
    writer?.close();
    writer = null;
  });

  it('receives an event committed between its catch-up and the feed’s first read', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const staff = await login(ctx.app, HOTEL_STAFF);
    writer = new Database(join(ctx.app.deps.config.dataDir, 'carta.db'));
    armed = true;
    const stream = await openStream(`${base}/api/private/dish-orders/${HOTEL}/events`, {
      authorization: `Bearer ${staff}`,
    });
    expect(stream.status).toBe(200);
    await stream.until(() => stream.events.some((e) => e.id === written));
    expect(armed).toBe(false);
    stream.close();
  });
});
