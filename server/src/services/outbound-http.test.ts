import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamFailed } from '../domain-errors.ts';
import { statusOfDomainError } from '../http/errors.ts';
import { fetchJson, type OutboundCall, redactUrl, scrubSecrets } from './outbound-http.ts';

const KEY = 'sk-Zq9/secret+key';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A real HTTP server on 127.0.0.1 that counts the requests it receives. */
const serve = async (handler: Handler) => {
  let hits = 0;
  const server = createServer((req, res) => {
    hits += 1;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const handle = {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  servers.push(handle);
  return handle;
};

const answer =
  (status: number, body: string, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };

const teapotFailed = (message: string) => new UpstreamFailed('teapot_failed', message);

const call = (url: string, more: Partial<OutboundCall> = {}) =>
  fetchJson({
    label: 'Teapot',
    url: `${url}/search?q=tea&key=${encodeURIComponent(KEY)}`,
    timeoutMs: 2000,
    secrets: [KEY, encodeURIComponent(KEY)],
    failure: teapotFailed,
    ...more,
  });

/** The 502 a failing call throws, checked to carry neither the key nor the URL. */
const failureOf = async (pending: Promise<unknown>): Promise<UpstreamFailed> => {
  const error = await pending.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamFailed);
  const http = error as UpstreamFailed;
  expect(statusOfDomainError(http)).toEqual({ status: 502, code: 'teapot_failed' });
  expect(http.message).not.toContain(KEY);
  expect(http.message).not.toContain(encodeURIComponent(KEY));
  expect(http.message).not.toContain('127.0.0.1');
  return http;
};

describe('one outbound HTTP client', () => {
  it('answers the parsed JSON of a 2xx answer, sending a JSON body when there is one', async () => {
    let received = '';
    const server = await serve((req, res) => {
      req.on('data', (chunk: Buffer) => {
        received += chunk.toString();
      });
      req.on('end', () => answer(200, '{"ok":true}')(req, res));
    });
    await expect(call(server.url, { method: 'POST', body: { q: ['Hola'] } })).resolves.toEqual({
      ok: true,
    });
    expect(JSON.parse(received)).toEqual({ q: ['Hola'] });
  });

  it('gives up after the timeout', async () => {
    const server = await serve(() => {}); // never answers
    const started = Date.now();
    const error = await failureOf(call(server.url, { timeoutMs: 200 }));
    expect(error.message).toBe('Teapot did not answer within 0.2 s');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a redirect instead of following it (the key would go with it)', async () => {
    const elsewhere = await serve(answer(200, '{"stolen":true}'));
    const server = await serve(answer(302, '', { location: `${elsewhere.url}/collect` }));
    const error = await failureOf(call(server.url));
    expect(error.message).toBe('Teapot answered 302');
    expect(elsewhere.hits()).toBe(0);
  });

  it('reports an answer that is not JSON', async () => {
    const server = await serve(answer(200, '<html>hello</html>'));
    expect((await failureOf(call(server.url))).message).toBe('Teapot answered invalid JSON');
  });

  it('reports an upstream 5xx with what the service said about it', async () => {
    const server = await serve(answer(503, '{"error":{"message":"Try later"}}'));
    expect((await failureOf(call(server.url))).message).toBe('Teapot answered 503: Try later');
  });

  it('keeps the key and the URL out of the message even when the service quotes them', async () => {
    const server = await serve((req, res) =>
      answer(403, JSON.stringify({ message: `Key ${KEY} refused for ${req.url}` }))(req, res),
    );
    const error = await failureOf(call(server.url));
    expect(error.message).toMatch(/^Teapot answered 403: Key \[key\] refused for/);
  });

  it('reports a service that cannot be reached by its system error code', async () => {
    const server = await serve(answer(200, '{}'));
    await server.close();
    expect((await failureOf(call(server.url))).message).toBe(
      'Teapot could not be reached (ECONNREFUSED)',
    );
  });

  it('stops when the caller cancels', async () => {
    const server = await serve(() => {});
    const controller = new AbortController();
    const pending = call(server.url, { signal: controller.signal });
    controller.abort();
    expect((await failureOf(pending)).message).toBe('Teapot request cancelled');
  });
});

describe('secrets out of messages and logs', () => {
  it('redacts credential-like query values and user info of a URL', () => {
    expect(redactUrl('https://u:p@api.example/v2?key=abc&q=hola&api_key=x&token=t')).toBe(
      'https://api.example/v2?key=[key]&q=hola&api_key=[key]&token=[key]',
    );
    expect(redactUrl('not a url')).toBe('[url]');
  });

  it('scrubs the secrets given and every URL in a text', () => {
    expect(scrubSecrets('bad s3cr3t at https://h.example/x?key=s3cr3t', ['s3cr3t', null])).toBe(
      'bad [key] at https://h.example/x?key=[key]',
    );
  });
});
