import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { build, databases, HOTEL_STAFF, login } from './helpers.ts';

type Operation = {
  readonly method: string;
  readonly path: string;
  readonly query: readonly string[];
  readonly hasBody: boolean;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
};

/** Every operation the server describes, read from its own OpenAPI document. */
const operationsOf = (doc: OpenApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        hasBody:
          op.requestBody !== undefined || ['POST', 'PUT', 'PATCH'].includes(method.toUpperCase()),
      })),
  );

const BAD_SEGMENTS = [
  '1',
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '99999999999999999999',
  '%00',
  '%ED%A0%80',
  "'%20or%201=1",
  'a'.repeat(99),
  '0000',
  'new',
];

const BAD_QUERY_VALUES = [
  '',
  '-1',
  'abc',
  '9007199254740991',
  '%00',
  'x'.repeat(300),
  '1.5',
  '%ED%A0%80',
];

const NUL = String.fromCharCode(0);
const BAD_BODIES: readonly unknown[] = [
  null,
  [],
  {},
  'text',
  -1,
  true,
  { ID: 'x', Version: 'y' },
  { ID: 1, Version: 1, Name: { es: 1 } },
  { ID: 1, Version: -1, Content: 'x', Menus: {} },
  {
    ID: Number.MAX_SAFE_INTEGER + 2,
    Name: { es: `a${NUL}b` },
    Content: [{ Type: 999, ORD: 1e308 }],
  },
  { Content: [{ ID: 'new_1', Type: 16, ORD: 0, Text: { es: '<img src=x onerror=alert(1)>' } }] },
  { email: `a${NUL}b@x.y`, password: { $gt: '' } },
  [{ ID: 'new', Name: '{"es":', Price: 'NaN', MenuContentID: -5 }],
  { a: { b: { c: { d: { e: { f: { g: [[[[[[1]]]]]] } } } } } } },
  { __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } },
];

/**
 * A fault of the server itself. An unreachable outside service (geocoder, translation, catalogue
 * provider) is a 502 naming that provider's failure: the gateway's answer, not a crash.
 */
const serverFault = (status: number, body: string): boolean => {
  if (status < 500) return false;
  if (status !== 502) return true;
  try {
    return !/_failed$/.test(JSON.parse(body).error.code);
  } catch {
    return true;
  }
};

/** The path with `{param}` placeholders filled by `value`. */
const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

/**
 * Generated bad input to every route the server describes, with and without a staff token: no
 * answer may be a 5xx (DESIGN: no input, however bad, produces a 500).
 */
describe.each(databases)('fuzzing every route on %s', (database) => {
  let app: App;
  let close: () => Promise<void>;
  let token: string;
  let operations: Operation[];
  beforeAll(async () => {
    ({ app, close } = await build(database, {
      geocoder: { googleApiKey: null, url: 'http://127.0.0.1:9' },
      translationTimeoutMs: 300,
      outsideServices: {
        publicApiUrl: null,
        activityProviderUrl: null,
        showsServiceUrl: null,
        timeoutMs: 300,
      },
    }));
    await app.ready();
    operations = operationsOf(app.swagger() as unknown as OpenApiDocument);
    token = await login(app, HOTEL_STAFF);
  });
  afterAll(() => close());

  const send = async (method: string, url: string, auth: boolean, body?: unknown) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return serverFault(res.statusCode, res.body)
      ? [
          `${method} ${url} ${JSON.stringify(body) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`,
        ]
      : [];
  };

  it('describes the API it serves', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('answers no generated bad path, query or body with a server error', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      for (const segment of BAD_SEGMENTS) {
        failures.push(...(await send(op.method, fill(op.path, segment), true)));
      }
      const base = fill(op.path, '1');
      // Every query parameter at once at its extreme: paging arithmetic must not overflow.
      for (const extreme of ['9007199254740991', '100000', '-9007199254740991']) {
        const query = op.query.map((name) => `${name}=${extreme}`).join('&');
        if (query) failures.push(...(await send(op.method, `${base}?${query}`, true)));
      }
      for (const name of op.query) {
        const query = op.query
          .map((other) => `${other}=${other === name ? '9007199254740991' : '100000'}`)
          .join('&');
        failures.push(...(await send(op.method, `${base}?${query}`, true)));
      }
      for (const name of op.query) {
        for (const value of BAD_QUERY_VALUES) {
          failures.push(...(await send(op.method, `${base}?${name}=${value}`, true)));
        }
      }
      if (op.hasBody) {
        for (const body of BAD_BODIES) {
          failures.push(...(await send(op.method, base, true, body)));
        }
        failures.push(...(await send(op.method, base, false, BAD_BODIES[9])));
      }
      failures.push(...(await send(op.method, base, false)));
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
