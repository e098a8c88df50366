import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { build, databases, HOTEL_STAFF, login } from './helpers.ts';

type Operation = {
  readonly method: string;
  readonly path: string;
  readonly query: readonly string[];
  readonly hasBody: boolean;
  readonly bodySchema: JsonSchema | undefined;
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
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
        bodySchema: op.requestBody?.content?.['application/json']?.schema,
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

/** What a column of PostgreSQL's `integer` holds at most; one past it must be refused (400). */
const INT_BOUNDARIES = [2_147_483_647, 2_147_483_648, -2_147_483_649];

/**
 * A body shaped like the operation's request schema, with every integer at `n`: what reaches
 * the database must fit its column, or be refused before.
 */
const bodyWithIntegers = (schema: JsonSchema | undefined, n: number, depth = 0): unknown => {
  if (!schema || depth > 8) return undefined;
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice)
    return bodyWithIntegers(choice.find((c) => c.type !== 'null') ?? choice[0], n, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return n;
  if (type === 'string') return 'x';
  if (type === 'boolean') return true;
  if (type === 'array') return [bodyWithIntegers(schema.items, n, depth + 1)];
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [
        k,
        bodyWithIntegers(v, n, depth + 1),
      ]),
    );
  return undefined;
};

/** The path with `{param}` placeholders filled by `value`. */
const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

/**
 * Generated bad input to every route the server describes, with and without a staff token: no
 * answer may be a 5xx (docs/decisions.md: no input, however bad, produces a 500).
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

  let requests = 0;
  const reached = new Set<string>();
  const send = async (method: string, url: string, auth: boolean, body?: unknown, op?: string) => {
    requests += 1;
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (op && res.statusCode < 300) reached.add(op);
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
      const name = `${op.method} ${op.path}`;
      for (const segment of [...BAD_SEGMENTS, ...INT_BOUNDARIES.map(String)]) {
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
        for (const n of INT_BOUNDARIES) {
          const body = bodyWithIntegers(op.bodySchema, n);
          failures.push(...(await send(op.method, base, true, body, name)));
        }
      }
      failures.push(...(await send(op.method, base, true, undefined, name)));
      failures.push(...(await send(op.method, base, false)));
    }
    // Read in the closing note of a hardening round: how much was sent, and how much got through.
    console.info(
      `fuzz on ${database}: ${requests} requests, ${operations.length} operations, ${reached.size} reached with a 2xx`,
    );
    expect(failures).toEqual([]);
  }, 180_000);
});
