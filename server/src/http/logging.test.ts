import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatLogLine, loggerOptions, logRequests, requestLog } from './logging.ts';

const TIME = /^\d\d:\d\d:\d\d /;

describe('formatLogLine', () => {
  it('prints an info line as time and message only', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.now(),
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      msg: 'GET /api/menus/1 200 12ms',
    });
    const out = formatLogLine(line);
    expect(out).toMatch(TIME);
    expect(out.slice(9)).toBe('GET /api/menus/1 200 12ms\n');
  });

  it('names other levels, keeps extra fields and indents an error stack', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'unhandled error',
      port: 3000,
      err: { message: 'boom', stack: 'Error: boom\n    at x.ts:1' },
    });
    expect(formatLogLine(line).slice(9)).toBe(
      'ERROR unhandled error port=3000\n  Error: boom\n      at x.ts:1\n',
    );
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n');
  });
});

describe('requestLog', () => {
  it('is one short line, with any token in the query redacted', () => {
    expect(requestLog('GET', '/api/menus/1?token=abc.def&x=1', 200, 12.4)).toEqual({
      level: 'info',
      msg: 'GET /api/menus/1?token=[redacted]&x=1 200 12ms',
    });
  });

  it("redacts a point's code and a point token carried in the path", () => {
    expect(
      requestLog('GET', '/api/public/dish-orders/1/token/AbCdEfGhIjKlMnOpQrSt_-/', 200, 1).msg,
    ).toBe('GET /api/public/dish-orders/1/token/[redacted]/ 200 1ms');
    expect(requestLog('GET', '/api/public/dish-orders/1/check-token/a.b.c?x=1', 403, 1).msg).toBe(
      'GET /api/public/dish-orders/1/check-token/[redacted]?x=1 403 1ms',
    );
  });

  it('redacts them after percent-decoding the path, as the router reads it', () => {
    expect(requestLog('GET', '/api/public/dish-orders/1/%74oken/AbCdEf/', 200, 1).msg).toBe(
      'GET /api/public/dish-orders/1/%74oken/[redacted]/ 200 1ms',
    );
    expect(requestLog('GET', '/api/public/dish-orders/1/check%2Dtoken/a.b.c', 403, 1).msg).toBe(
      'GET /api/public/dish-orders/1/check%2Dtoken/[redacted] 403 1ms',
    );
    expect(requestLog('GET', '/api/public/%64ish-orders/1/TOKEN/AbCdEf', 404, 1).msg).toBe(
      'GET /api/public/%64ish-orders/1/TOKEN/[redacted] 404 1ms',
    );
  });

  it('keeps static files at debug unless they fail, and server errors at error', () => {
    expect(requestLog('GET', '/assets/index-1.js', 200, 1).level).toBe('debug');
    expect(requestLog('GET', '/assets/missing.js', 404, 1).level).toBe('info');
    expect(requestLog('PUT', '/api/menus/1', 500, 1).level).toBe('error');
  });
});

describe('request logging in an app', () => {
  const run = async (format: 'text' | 'json') => {
    const lines: string[] = [];
    const app = Fastify(
      loggerOptions({ logLevel: 'info', logFormat: format }, (t) => lines.push(t)),
    );
    logRequests(app, format);
    app.get('/api/menus/:id', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/menus/7?token=s3cret' });
    await app.close();
    return lines;
  };

  it('writes exactly one text line per request, never the token', async () => {
    const lines = await run('text');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d GET \/api\/menus\/7\?token=\[redacted\] 200 \d+ms\n$/,
    );
  });

  it('writes one JSON object per request with LOG_FORMAT=json, the token redacted there too', async () => {
    const lines = await run('json');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/menus\/7\?token=\[redacted\] 200 \d+ms$/),
      req: { method: 'GET', url: '/api/menus/7?token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(lines[0]).not.toContain('s3cret');
  });
});
