import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { orderingSetup } from './dish-order-fixtures.ts';
import {
  documentAccepts,
  edgesOf,
  openObjects,
  STRING_PROBES,
  validBase,
  validValue,
} from './fuzz-agreement.ts';
import {
  bodyAtBounds,
  bodyWithIntegers,
  INT_BOUNDARIES,
  integerEdges,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  schemaBreaks,
} from './fuzz-inputs.ts';
import { ADMIN, build, databases, HOTEL_STAFF, login } from './helpers.ts';

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

const PROBE = 'x-fuzz-probe';
const PROBE_PASSED = 'probe_passed';

/** The path with `{param}` placeholders filled by `value`. */
const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

describe('the fuzz checks themselves', () => {
  const op: Operation = {
    method: 'PUT',
    path: '/api/x/{id}',
    query: ['limit'],
    params: [
      { in: 'path', name: 'id', schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
      { in: 'query', name: 'limit', schema: { type: 'integer', maximum: 500 } },
    ],
    hasBody: true,
    bodySchema: { type: 'object', properties: { ORD: { type: 'integer', maximum: 9 } } },
    stream: false,
  };

  it('names what an accepted request broke: body, path and query', () => {
    expect(schemaBreaks(op, '/api/x/5?limit=10', { ORD: 3 })).toEqual([]);
    expect(schemaBreaks(op, '/api/x/0?limit=501', { ORD: 10 })).toHaveLength(3);
    expect(schemaBreaks(op, '/api/x/2147483648', undefined)).toHaveLength(1);
  });

  it('finds the bounds each integer states', () => {
    expect(bodyAtBounds(op.bodySchema, 'over')).toEqual({ ORD: 10 });
    expect(integerEdges(op.params[1]?.schema)).toEqual(
      expect.arrayContaining(['500', '501', '2147483648']),
    );
  });
});

/**
 * Generated bad input to every route the server describes, with and without a staff token: no
 * answer may be a 5xx (docs/decisions.md: no input, however bad, produces a 500), and none that
 * breaks the operation's documented schema may be accepted. Every answer's status and 2xx body are
 * checked against the document by build (openapi-check.ts); its failures end the run.
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
    // A probe stops once its input passed validation, answering a 403 every operation documents:
    // what is being checked is whether the rules let it through, not what the handler would do.
    app.addHook('preHandler', async (request, reply) => {
      if (request.headers[PROBE] === undefined) return;
      return reply
        .status(403)
        .type('application/json; charset=utf-8')
        .send({ error: { code: PROBE_PASSED, message: 'valid' } });
    });
    await app.ready();
    operations = operationsOf(app.swagger() as unknown as OpenApiDocument);
    token = await login(app, HOTEL_STAFF);
  });
  afterAll(() => close());

  let requests = 0;
  const reached = new Set<string>();
  const send = async (
    method: string,
    url: string,
    auth: boolean,
    body?: unknown,
    op?: Operation,
  ) => {
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
    const sent = `${method} ${url} ${JSON.stringify(body) ?? ''}`.slice(0, 300);
    const found: string[] = [];
    if (op && res.statusCode < 300) {
      reached.add(`${op.method} ${op.path}`);
      for (const broken of schemaBreaks(op, url, body))
        found.push(`${sent} → ${res.statusCode}, accepted although ${broken}`);
    }
    if (serverFault(res.statusCode, res.body))
      found.push(`${sent} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    return found;
  };

  it('describes the API it serves', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('takes no request body with keys it does not name', () => {
    const open = operations.flatMap((op) =>
      openObjects(op.bodySchema).map((at) => `${op.method} ${op.path} ${at}`),
    );
    expect(open).toEqual([]);
    // A route that takes no body still declares the empty one; only a payment provider's signed
    // notification is read as sent, in the provider's own format.
    const undescribed = operations
      .filter((op) => ['POST', 'PUT', 'PATCH'].includes(op.method) && !op.bodySchema)
      .map((op) => op.path);
    expect(undescribed.sort()).toEqual(
      ['demo/notify', 'redsys/notify', 'stripe/webhook'].map(
        (p) => `/api/public/payments/{ws}/${p}`,
      ),
    );
  });

  it('answers no generated bad path, query or body with a server error', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      if (op.stream) continue;
      for (const segment of [...BAD_SEGMENTS, ...INT_BOUNDARIES.map(String)]) {
        failures.push(...(await send(op.method, fill(op.path, segment), true, undefined, op)));
      }
      const base = fill(op.path, '1');
      // Every query parameter at once at its extreme: paging arithmetic must not overflow.
      for (const extreme of ['9007199254740991', '100000', '-9007199254740991']) {
        const query = op.query.map((name) => `${name}=${extreme}`).join('&');
        if (query)
          failures.push(...(await send(op.method, `${base}?${query}`, true, undefined, op)));
      }
      for (const name of op.query) {
        const query = op.query
          .map((other) => `${other}=${other === name ? '9007199254740991' : '100000'}`)
          .join('&');
        failures.push(...(await send(op.method, `${base}?${query}`, true, undefined, op)));
      }
      for (const param of op.params.filter((p) => p.in === 'query')) {
        const values = [...BAD_QUERY_VALUES, ...integerEdges(param.schema)];
        for (const value of values) {
          failures.push(
            ...(await send(op.method, `${base}?${param.name}=${value}`, true, undefined, op)),
          );
        }
      }
      if (op.hasBody) {
        for (const body of BAD_BODIES) {
          failures.push(...(await send(op.method, base, true, body, op)));
        }
        failures.push(...(await send(op.method, base, false, BAD_BODIES[9])));
        for (const n of INT_BOUNDARIES) {
          const body = bodyWithIntegers(op.bodySchema, n);
          failures.push(...(await send(op.method, base, true, body, op)));
        }
        for (const edge of ['at', 'over', 'under'] as const) {
          const body = bodyAtBounds(op.bodySchema, edge);
          if (body !== undefined) failures.push(...(await send(op.method, base, true, body, op)));
        }
      }
      failures.push(...(await send(op.method, base, true, undefined, op)));
      failures.push(...(await send(op.method, base, false, undefined, op)));
    }
    // Read in the closing note of a hardening round: how much was sent, and how much got through.
    console.info(
      `fuzz on ${database}: ${requests} requests, ${operations.length} operations, ${reached.size} reached with a 2xx: ${[...reached].sort().join(', ')}`,
    );
    expect(failures).toEqual([]);
  }, 180_000);
  /**
   * The document states every rule the server enforces: an input at the edge of a rule (a text
   * that is no date, e-mail, time zone or colour, a NUL, an unknown key, a property left out) that
   * the document accepts must pass the server's validation too.
   */
  it('refuses no input the document accepts', async () => {
    const admin = await login(app, ADMIN);
    const { token: point } = await orderingSetup(app);
    const failures: string[] = [];
    let sent = 0;
    const probe = async (op: Operation, url: string, at: string, body?: unknown) => {
      requests += 1;
      sent += 1;
      const res = await app.inject({
        method: op.method as 'GET',
        url,
        headers: {
          [PROBE]: '1',
          authorization: `Bearer ${op.path.startsWith('/api/specific/') ? point : admin}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const { code, message } = res.json().error ?? {};
      if (res.statusCode === 400)
        failures.push(`${op.method} ${op.path} ${at}: ${String(message).slice(0, 160)}`);
      // Anything else than the probe's own answer never reached validation: nothing was checked.
      else if (code !== PROBE_PASSED)
        failures.push(`${op.method} ${op.path} ${at}: not validated (${res.statusCode} ${code})`);
    };
    for (const op of operations) {
      if (op.stream) continue;
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const schema = op.params.find((p) => p.in === 'path' && p.name === name)?.schema;
        return encodeURIComponent(String(validValue(schema) ?? '1'));
      });
      const queryParams = op.params.filter((p) => p.in === 'query' && p.name !== 'token');
      // The query's required parameters at valid values, beside the one probed.
      const required = (but: string) =>
        queryParams
          .filter((p) => (p as { required?: boolean }).required && p.name !== but)
          .map((p) => `&${p.name}=${encodeURIComponent(String(validValue(p.schema)))}`)
          .join('');
      for (const param of queryParams) {
        if (param.schema?.type !== 'string' || param.schema.enum) continue;
        for (const text of STRING_PROBES) {
          if (!documentAccepts(param.schema, text)) continue;
          const url = `${path}?${param.name}=${encodeURIComponent(text)}${required(param.name)}`;
          await probe(op, url, `?${param.name}=${JSON.stringify(text)}`);
        }
      }
      const schema = op.bodySchema;
      if (!schema) continue;
      const base = validBase(schema);
      for (const edge of [{ at: '(valid)', value: base }, ...edgesOf(schema, base)]) {
        if (documentAccepts(schema, edge.value))
          await probe(
            op,
            path,
            `body ${edge.at}=${JSON.stringify(edge.value).slice(0, 120)}`,
            edge.value,
          );
      }
    }
    console.info(`document agreement on ${database}: ${sent} inputs the document accepts`);
    expect(failures).toEqual([]);
  }, 180_000);
});
