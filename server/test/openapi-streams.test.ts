import type { AddressInfo } from 'node:net';
import AjvDraft04 from 'ajv-draft-04';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import { call, databases, HOTEL, useApp } from './helpers.ts';
import { openStream } from './sse-client.ts';

const STREAMS = ['/api/private/dish-orders/{ws}/events', '/api/specific/dish-orders/{ws}/events'];

/** behaviour.md#api: the event streams are in the document, with their frames' types and data. */
describe.each(databases)('the event streams in the OpenAPI document on %s', (database) => {
  const ctx = useApp(database);

  const frameSchemaOf = (document: OpenAPIV3.Document, path: string) => {
    const op = document.paths[path]?.get;
    const ok = op?.responses['200'] as OpenAPIV3.ResponseObject | undefined;
    return ok?.content?.['text/event-stream']?.schema as OpenAPIV3.ArraySchemaObject | undefined;
  };

  it('describes both as text/event-stream, and what they send matches the description', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of STREAMS) {
      const schema = frameSchemaOf(document, path);
      expect(schema?.type, path).toBe('array');
      const kinds = JSON.stringify(schema?.items);
      // Every type the outbox writes, the kitchen's and room charges' too (domain ORDER_EVENT_TYPES).
      for (const event of [
        'addItems',
        'payment_paid',
        'bump',
        'recall',
        'room_charge_approved',
        'sold_out',
        'service_request',
        'refresh',
        'end',
      ])
        expect(kinds, `${path} ${event}`).toContain(`"${event}"`);
    }
    const ajv = new AjvDraft04({ strict: false, allErrors: true });
    const validate = ajv.compile(frameSchemaOf(document, STREAMS[0] ?? '') ?? {});

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const { staff, token, dishes } = await orderingSetup(ctx.app);
    const stream = await openStream(
      `${base}/api/private/dish-orders/${HOTEL}/events?token=${staff}`,
    );
    expect(stream.status).toBe(200);
    const order = (
      await placeOrder(ctx.app, token, { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] })
    ).body.data;
    await call(ctx.app, token, 'PUT', `${ordersUrl(HOTEL)}/${order.ID}/confirm`);
    await stream.until(() => stream.events.length === 2);
    expect((await call(ctx.app, staff, 'POST', '/api/auth/logout')).status).toBeLessThan(300);
    await stream.until(() => stream.ended(), 10_000);
    const frames = [
      ...stream.events.map((e) => ({ id: String(e.id), event: e.event, data: e.data })),
      ...stream.notices,
    ];
    expect(frames.map((f) => f.event)).toEqual(['addItems', 'confirm', 'end']);
    expect(validate(frames) ? [] : validate.errors).toEqual([]);
    // A frame the description does not allow is caught: the check can fail.
    expect(validate([{ event: 'end', data: { reason: 'tired' } }])).toBe(false);
  });
});
