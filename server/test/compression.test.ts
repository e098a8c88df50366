import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { orderingSetup, placeOrder } from './dish-order-fixtures.ts';
import { build, databases, HOTEL, useApp } from './helpers.ts';
import { openStream } from './sse-client.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Text long enough to be worth compressing (the threshold is 1 kB). */
const big = (line: string) => `${line}\n`.repeat(200);

/** A built file and the precompressed copies the build writes beside it. */
const writeBuilt = (dir: string, path: string, text: string) => {
  writeFileSync(join(dir, path), text);
  writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
};

const decoded = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString();

const vary = (header: unknown) => String(header ?? '').toLowerCase();

describe('compression and caching of every built file', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'carta-web-'));
  const guestDir = mkdtempSync(join(tmpdir(), 'carta-guest-'));
  const files = {
    webJs: big('console.log("back-office")'),
    webCss: big('.editor { color: red }'),
    webHtml: big('<p>Carta back-office</p>'),
    icon: big('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    guestJs: big('console.log("guest")'),
    guestCss: big('.page { margin: 0 }'),
    guestHtml: big('<p>Carta guest</p>'),
    sw: big('self.carta = 1'),
  };
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    mkdirSync(join(webDir, 'assets/allergens'), { recursive: true });
    writeBuilt(webDir, 'index.html', files.webHtml);
    writeBuilt(webDir, 'assets/index-Ab12Cd34.js', files.webJs);
    writeBuilt(webDir, 'assets/index-Ef56Gh78.css', files.webCss);
    writeBuilt(webDir, 'assets/allergens/eggs.svg', files.icon);
    mkdirSync(join(guestDir, 'assets'));
    // The guest app's index.html and service worker are sent by routes of their own (no copies).
    writeFileSync(join(guestDir, 'index.html'), files.guestHtml);
    writeFileSync(join(guestDir, 'sw.js'), files.sw);
    writeBuilt(guestDir, 'assets/index-Ij90Kl12.js', files.guestJs);
    writeBuilt(guestDir, 'assets/index-Mn34Op56.css', files.guestCss);
    ({ app, close } = await build('sqlite', { webDir, guestDir }));
  });
  afterAll(async () => {
    await close();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(guestDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  const kinds = [
    { url: '/assets/index-Ab12Cd34.js', text: files.webJs, type: /javascript/, cache: IMMUTABLE },
    { url: '/assets/index-Ef56Gh78.css', text: files.webCss, type: /text\/css/, cache: IMMUTABLE },
    { url: '/', text: files.webHtml, type: /text\/html/, cache: 'no-cache' },
    { url: '/menus/3', text: files.webHtml, type: /text\/html/, cache: 'no-cache' },
    { url: '/assets/allergens/eggs.svg', text: files.icon, type: /svg/, cache: 'no-cache' },
    {
      url: '/guest/assets/index-Ij90Kl12.js',
      text: files.guestJs,
      type: /javascript/,
      cache: IMMUTABLE,
    },
    {
      url: '/guest/assets/index-Mn34Op56.css',
      text: files.guestCss,
      type: /text\/css/,
      cache: IMMUTABLE,
    },
    { url: '/guest/1/', text: files.guestHtml, type: /text\/html/, cache: 'no-cache' },
    { url: '/guest/sw.js', text: files.sw, type: /javascript/, cache: 'no-cache' },
  ];

  it.each(kinds)('$url: brotli, else gzip, else as it is; Vary and Cache-Control', async (kind) => {
    for (const [asked, sent] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get(kind.url, asked);
      expect(res.statusCode, `${kind.url} ${asked}`).toBe(200);
      expect(res.headers['content-encoding'], `${kind.url} ${asked}`).toBe(sent);
      expect(res.headers['content-type'], kind.url).toMatch(kind.type);
      expect(res.headers['cache-control'], `${kind.url} ${asked}`).toBe(kind.cache);
      if (asked)
        expect(vary(res.headers.vary), `${kind.url} ${asked}`).toContain('accept-encoding');
      expect(decoded(sent, res.rawPayload), `${kind.url} ${asked}`).toBe(kind.text);
    }
  });

  it('sends the copies the build compressed, not a compression of its own', async () => {
    writeFileSync(join(webDir, 'assets/marked-Qr78St90.js'), files.webJs);
    writeFileSync(join(webDir, 'assets/marked-Qr78St90.js.br'), brotliCompressSync('built'));
    const res = await get('/assets/marked-Qr78St90.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded('br', res.rawPayload)).toBe('built');
  });
});

describe.each(databases)('compressed API answers on %s', (database) => {
  const ctx = useApp(database);

  it('compresses JSON above 1 kB (brotli first) and leaves a small answer as it is', async () => {
    const url = `/api/public/guest/${HOTEL}/menus?lang=en`;
    const plain = await ctx.app.inject({ url });
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(vary(br.headers.vary)).toContain('accept-encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(decoded('br', br.rawPayload))).toEqual(plain.json());
    const gz = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded('gzip', gz.rawPayload))).toEqual(plain.json());
    const small = await ctx.app.inject({
      url: `/api/public/dish-orders/${HOTEL}/show-extras`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an event stream: each event arrives as plain text at once', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const { token, dishes } = await orderingSetup(ctx.app);
    const stream = await openStream(
      `${base}/api/specific/dish-orders/${HOTEL}/events?token=${token}`,
      { 'accept-encoding': 'br, gzip' },
    );
    expect(stream.status).toBe(200);
    const order = (
      await placeOrder(ctx.app, token, { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] })
    ).body.data;
    await stream.until(() => stream.events.length === 1);
    expect(stream.events[0]?.data).toMatchObject({ OrderID: order.ID });
    stream.close();
  });
});
