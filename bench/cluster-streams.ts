import { request } from 'node:https';

/** A staff stream: the events it received, and which process served each of its connections. */
export type Stream = { ids: Set<number>; last: number; servedBy: string[]; close: () => void };

/**
 * A staff stream that, like the back-office's EventSource, reconnects with Last-Event-ID when it
 * drops. A connection that ends is followed by exactly one new one (its 'close' and 'error' both
 * fire when nginx cuts it), and an answer that is not a stream (a 502 while a process is down) is
 * a failed attempt, tried again.
 */
export const openStream = (
  to: { port: number; path: string; token: string },
  after: number,
): Stream => {
  const stream: Stream = { ids: new Set(), last: after, servedBy: [], close: () => undefined };
  let closed = false;
  const connect = () => {
    if (closed) return;
    let retried = false;
    const again = () => {
      if (retried || closed) return;
      retried = true;
      setTimeout(connect, 200);
    };
    const req = request(
      {
        host: '127.0.0.1',
        port: to.port,
        path: to.path,
        rejectUnauthorized: false,
        headers: {
          authorization: `Bearer ${to.token}`,
          accept: 'text/event-stream',
          'last-event-id': String(stream.last),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('close', again);
        if (res.statusCode !== 200) return res.resume();
        stream.servedBy.push(String(res.headers['x-carta-process'] ?? '?'));
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
            const id = Number(/^id: (\d+)$/m.exec(buffer.slice(0, at))?.[1] ?? 0);
            buffer = buffer.slice(at + 2);
            if (id > 0) {
              stream.ids.add(id);
              stream.last = Math.max(stream.last, id);
            }
          }
        });
      },
    );
    req.on('error', again);
    req.end();
    stream.close = () => {
      closed = true;
      req.destroy();
    };
  };
  connect();
  return stream;
};
