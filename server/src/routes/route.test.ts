import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scopes } from '../auth/scopes.ts';
import type { SessionCheck } from '../auth/sessions.ts';
import { createTokens } from '../auth/tokens.ts';
import type { App, Deps } from '../deps.ts';
import { errorHandling } from '../http/errors.ts';
import { guestRoute, privateRoute, publicRoute, routeFile, withToken } from './route.ts';

const tokens = createTokens(new TextEncoder().encode('route-test-secret-route-test-secret'));
const staff = {
  kind: 'staff',
  userId: 7,
  enterpriseId: 3,
  isAdmin: false,
  sessionVersion: 1,
  sessionId: 'session-1',
} as const;
/** The session check the app runs against the database, here accepting every token. */
const sessions: SessionCheck = async (token) => ({ ...token, role: 'staff' as const });
const point = { kind: 'point', workspace: 3, point: 12 } as const;

const echo = routeFile(
  { prefix: '/api/echo', tags: ['echo'] },
  ({ privateRoute, publicRoute, guestRoute }) => {
    privateRoute('GET', '', {
      schema: { querystring: z.object({ n: z.coerce.number().default(1) }) },
      handler: async ({ request, staff }) => ({ n: request.query.n, staff }),
    });
    publicRoute('GET', '/open', { schema: {}, handler: async () => ({ open: true }) });
    guestRoute('GET', '/point', {
      tags: ['guest'],
      schema: {},
      handler: async ({ point }) => ({ point }),
    });
  },
);

describe('route helpers', () => {
  let app: App;
  beforeAll(async () => {
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    errorHandling(app);
    await app.register(scopes, { tokens, sessions, endReason: async () => 'changed' });
    await echo(app, {} as Deps);
    // Written by hand, without a helper and without a scope.
    app.get('/api/echo/bare', async () => ({ bare: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (url: string, token?: string) => {
    const res = await app.inject({
      method: 'GET',
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('registers each route under the file prefix with its scope, and records it', () => {
    expect(app.apiRoutes.filter((r) => r.method !== 'HEAD')).toEqual([
      { method: 'GET', url: '/api/echo', scope: 'private' },
      { method: 'GET', url: '/api/echo/open', scope: 'public' },
      { method: 'GET', url: '/api/echo/point', scope: 'specific' },
      { method: 'GET', url: '/api/echo/bare' },
    ]);
  });

  it('hands a private handler the staff claims, from a Bearer header or ?token=', async () => {
    const token = await tokens.sign(staff);
    const claims = { ...staff, role: 'staff' };
    expect(await get('/api/echo?n=2', token)).toEqual({
      status: 200,
      body: { n: 2, staff: claims },
    });
    expect(await get(`/api/echo?token=${token}`)).toEqual({
      status: 200,
      body: { n: 1, staff: claims },
    });
    expect((await get('/api/echo')).status).toBe(401);
    expect((await get('/api/echo', await tokens.sign(point))).status).toBe(403);
  });

  it('hands a guest handler the point claims, and refuses a staff token', async () => {
    expect(await get('/api/echo/point', await tokens.sign(point))).toEqual({
      status: 200,
      body: { point },
    });
    expect((await get('/api/echo/point')).status).toBe(401);
    expect((await get('/api/echo/point', await tokens.sign(staff))).status).toBe(403);
  });

  it('answers a public route without a token', async () => {
    expect(await get('/api/echo/open')).toEqual({ status: 200, body: { open: true } });
  });

  it('still refuses an API route without a scope (fail-closed)', async () => {
    const res = await get('/api/echo/bare', await tokens.sign(staff));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('route without a scope');
  });

  it('adds no trailing-slash twin to the route at the prefix itself', async () => {
    expect((await get('/api/echo/', await tokens.sign(staff))).status).toBe(404);
  });
});

describe('route options', () => {
  const options = privateRoute(
    'PUT',
    '/x/:id',
    {
      config: { rateLimit: { max: 5, timeWindow: 1000 } },
      bodyLimit: 1024,
      schema: {
        params: z.object({ id: z.coerce.number() }),
        querystring: z.object({ page: z.coerce.number() }),
        response: { 200: z.object({ ok: z.boolean() }), 409: z.object({ conflict: z.string() }) },
      },
      handler: async () => ({ ok: true }),
    },
    ['things'],
  );
  const schema = options.schema as {
    tags: string[];
    querystring: z.ZodType;
    response: Record<number, unknown>;
  };

  it('sets the scope beside the route config, and passes other options on', () => {
    expect(options).toMatchObject({ method: 'PUT', url: '/x/:id', bodyLimit: 1024 });
    expect(options.config).toEqual({ rateLimit: { max: 5, timeWindow: 1000 }, scope: 'private' });
  });

  it("sets the file's tags, a route's own when it gives them", () => {
    expect(schema.tags).toEqual(['things']);
    const own = publicRoute('GET', '/', { tags: ['mine'], schema: {}, handler: () => ({}) }, ['x']);
    expect((own.schema as { tags: string[] }).tags).toEqual(['mine']);
  });

  it('adds the shared error responses under the route’s own, and 429 where a rate limit is set', () => {
    expect(Object.keys(schema.response)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '414',
      '429',
    ]);
    const unlimited = publicRoute('GET', '/', { schema: {}, handler: () => ({}) });
    expect(Object.keys((unlimited.schema as { response: object }).response)).toEqual([
      '400',
      '401',
      '403',
      '404',
      '414',
    ]);
  });

  it('documents ?token= where a token is checked, and only there', () => {
    expect(schema.querystring.parse({ page: '2', token: 't' })).toEqual({ page: 2, token: 't' });
    const guest = guestRoute('GET', '/', { schema: {}, handler: () => ({}) });
    expect((guest.config as { scope: string }).scope).toBe('specific');
    expect((guest.schema as { querystring: z.ZodType }).querystring.parse({ token: 't' })).toEqual({
      token: 't',
    });
    const open = publicRoute('GET', '/', { schema: {}, handler: () => ({}) });
    expect((open.schema as { querystring?: unknown }).querystring).toBeUndefined();
  });
});

describe('withToken', () => {
  it('keeps the refinements of an object and the transform after it', () => {
    const refined = withToken(
      z.object({ a: z.string() }).refine((q) => q.a !== 'no', { message: 'no', path: ['a'] }),
    );
    expect(refined.parse({ a: 'yes', token: 't' })).toEqual({ a: 'yes', token: 't' });
    expect(refined.safeParse({ a: 'no' }).success).toBe(false);
    const piped = withToken(z.object({ a: z.string() }).transform((q) => q.a.length));
    expect(piped.parse({ a: 'four', token: 't' })).toBe(4);
    expect(piped.safeParse({ a: 'x', token: 5 }).success).toBe(false);
  });

  it('refuses a query that is no object', () => {
    expect(() => withToken(z.string())).toThrow(/z\.object/);
  });
});
