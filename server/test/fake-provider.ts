import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake provider received it. */
export type Seen = {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  readonly body: unknown;
};

/** How to answer: a status with a JSON value or raw text, or never ('hang'). */
export type Reply =
  | { status?: number; json?: unknown; raw?: string; headers?: Record<string, string> }
  | 'hang';

/**
 * A translation provider on 127.0.0.1 (port 0): records every request and answers with `answer`.
 * `close` also cuts requests left hanging.
 */
export const startFakeProvider = async (answer: (seen: Seen) => Reply) => {
  const requests: Seen[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const seen: Seen = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(seen);
      const reply = answer(seen);
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.raw ?? JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;

/** A fake translation of `text` into `target`: '[target] text'. */
export const fakeTranslation = (text: string, target: string) => `[${target}] ${text}`;
