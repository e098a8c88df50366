import { request } from 'node:http';

export type SseEvent = { id: number; event: string; data: Record<string, unknown> };

/**
 * A minimal EventSource for tests: connects to an SSE URL with headers, collects events and
 * comments, and lets a test wait for a condition. Real HTTP over a socket, as a browser would.
 */
export const openStream = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{
    status: number;
    events: SseEvent[];
    /** Messages without an id (the final `end` event): not order events, never resumed from. */
    notices: { event: string; data: Record<string, unknown> }[];
    comments: string[];
    ended: () => boolean;
    until: (check: () => boolean, timeoutMs?: number) => Promise<void>;
    close: () => void;
  }>((resolve, reject) => {
    const events: SseEvent[] = [];
    const notices: { event: string; data: Record<string, unknown> }[] = [];
    const comments: string[] = [];
    let ended = false;
    let buffer = '';
    const waiters = new Set<() => void>();
    const wake = () => {
      for (const w of waiters) w();
    };
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trim();
            }
          }
          if (fields.data && fields.id)
            events.push({
              id: Number(fields.id),
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data),
            });
          else if (fields.data)
            notices.push({ event: fields.event ?? 'message', data: JSON.parse(fields.data) });
          at = buffer.indexOf('\n\n');
        }
        wake();
      });
      res.on('end', () => {
        ended = true;
        wake();
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        events,
        notices,
        comments,
        ended: () => ended,
        until: (check, timeoutMs = 3000) =>
          new Promise<void>((ok, fail) => {
            if (check()) return ok();
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`stream: condition not met in ${timeoutMs} ms`));
            }, timeoutMs);
            const waiter = () => {
              if (!check()) return;
              clearTimeout(timer);
              waiters.delete(waiter);
              ok();
            };
            waiters.add(waiter);
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', (error) => {
      if (!ended) reject(error);
    });
    req.end();
  });
