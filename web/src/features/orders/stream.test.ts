import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import type { OrderEvent } from './api.ts';
import { followOrderEvents } from './stream.ts';

/** A stream answering `messages`, then ending (the connection cut) unless `stays`. */
const sse = (messages: string[], stays = false) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const m of messages) controller.enqueue(new TextEncoder().encode(m));
        if (!stays) controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

const message = (id: number) =>
  `id: ${id}\nevent: confirm\ndata: ${JSON.stringify({ ID: id, OrderID: id })}\n\n`;

afterEach(() => vi.unstubAllGlobals());

describe('followOrderEvents', () => {
  it('reconnects with the last event id it saw and hands on each event once', async () => {
    setToken('staff-token');
    const headers: Headers[] = [];
    const answers = [
      () => sse([': heartbeat\n\n', message(1), message(2)]),
      // The server replays from the id it was given; a repeat of 2 is not handed on twice.
      () => sse([message(2), message(3)], true),
      () => new Promise<Response>(() => {}),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        headers.push(new Headers(init.headers));
        return (answers[headers.length - 1] ?? answers[2])?.() as Response;
      }),
    );
    const events: number[] = [];
    const opened = vi.fn();
    const down = vi.fn();
    const stop = followOrderEvents('/private/dish-orders/1/events', {
      onEvent: (e: OrderEvent) => events.push(e.ID),
      onOpen: opened,
      onDown: down,
    });
    await vi.waitFor(() => expect(events).toEqual([1, 2, 3]), { timeout: 8000 });
    stop();
    expect(headers[0]?.get('Last-Event-ID')).toBeNull();
    expect(headers[0]?.get('Authorization')).toBe('Bearer staff-token');
    expect(headers[1]?.get('Last-Event-ID')).toBe('2');
    expect(opened).toHaveBeenCalledTimes(2);
    expect(down).toHaveBeenCalledTimes(1);
  }, 10_000);

  it('reads everything again when told the events it missed were pruned, never passing it on as an event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        sse(
          [
            message(1),
            `id: 40\nevent: refresh\ndata: ${JSON.stringify({ Type: 'refresh', ID: 40 })}\n\n`,
            message(40),
            message(41),
          ],
          true,
        ),
      ),
    );
    const events: number[] = [];
    const opened = vi.fn();
    const stop = followOrderEvents('/private/dish-orders/1/events', {
      onEvent: (e: OrderEvent) => events.push(e.ID),
      onOpen: opened,
      onDown: () => {},
    });
    await vi.waitFor(() => expect(events).toEqual([1, 41]));
    stop();
    // Once for the connection, once for the refresh.
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('says it is down when the first connection never comes up, and drops at once when offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const down = vi.fn();
    const stop = followOrderEvents('/private/dish-orders/1/events', {
      onEvent: () => {},
      onOpen: () => {},
      onDown: down,
    });
    await vi.waitFor(() => expect(down).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('offline'));
    expect(down).toHaveBeenCalledTimes(1);
    stop();
  });
});
