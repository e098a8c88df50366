import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { build, databases, HOTEL_STAFF, login } from './helpers.ts';

describe.each(databases)('methods and paths on %s', (database) => {
  let app: App;
  let close: () => Promise<void>;
  let token: string;
  beforeAll(async () => {
    ({ app, close } = await build(database));
    token = await login(app, HOTEL_STAFF);
  });
  afterAll(() => close());

  const send = (method: string, url: string) =>
    app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it.each([
    ['POST', '/api/auth/me', ['GET', 'HEAD', 'PUT']],
    ['GET', '/api/auth/login', ['POST']],
    ['PATCH', '/api/auth/login?x=1', ['POST']],
    ['OPTIONS', '/api/auth/me', ['GET', 'HEAD', 'PUT']],
  ])(
    'answers %s %s with 405 and the methods it allows (behaviour.md#errors)',
    async (method, url, allowed) => {
      const res = await send(method, url);
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allowed.join(', '));
      expect(res.json().error.code).toBe('method_not_allowed');
    },
  );

  it('names every method of a path with parameters, and 404s a path no route has', async () => {
    const res = await send('TRACE', '/api/contents/5');
    expect(res.statusCode).toBe(405);
    const allowed = String(res.headers.allow).split(', ');
    expect(allowed).toContain('GET');
    expect(allowed).not.toContain('TRACE');
    const nothing = await send('DELETE', '/api/no-such-thing/1');
    expect(nothing.statusCode).toBe(404);
    expect(nothing.headers.allow).toBeUndefined();
  });

  it.each([
    ['/api/auth/login', { email: 'staff@hotel-demo.local', password: 'x', admin: true }],
    ['/api/auth/setup', { token: 'x', password: 'long enough password 1', admin: true }],
  ])('refuses a field %s does not describe, and says so in its document', async (url, body) => {
    const res = await app.inject({ method: 'POST', url, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(['admin']);
    const document = app.swagger() as unknown as {
      paths: Record<
        string,
        {
          post?: {
            requestBody?: {
              content: Record<string, { schema: { additionalProperties?: boolean } }>;
            };
          };
        }
      >;
    };
    const schema = document.paths[url]?.post?.requestBody?.content['application/json']?.schema;
    expect(schema?.additionalProperties).toBe(false);
  });

  it('states in its document that Extras, Languages, allergens and paid lines are each listed once', async () => {
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const bodyOf = (path: string, method: string) =>
      JSON.stringify(document.paths[path]?.[method]?.requestBody ?? null);
    // The field's schema, as far as its closing brace at the same depth, lists its items once.
    const unique = (text: string, field: string) => {
      const from = text.indexOf(`"${field}":{`);
      if (from < 0) return false;
      let depth = 0;
      for (let i = from + field.length + 4; i < text.length; i++) {
        if (text[i] === '{') depth++;
        else if (text[i] === '}') {
          if (depth === 0) return text.slice(from, i).includes('"uniqueItems":true');
          depth--;
        }
      }
      return false;
    };
    expect(unique(bodyOf('/api/specific/dish-orders/{ws}/dish-orders/', 'post'), 'Extras')).toBe(
      true,
    );
    expect(unique(bodyOf('/api/enterprises/{id}', 'put'), 'Languages')).toBe(true);
    expect(
      unique(
        bodyOf('/api/specific/dish-orders/{ws}/dish-orders/{orderId}/prepare-pay', 'put'),
        'Items',
      ),
    ).toBe(true);
  });
});
