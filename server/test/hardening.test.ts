import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { isStorableText, unstorableTextPaths } from '../src/http/input-guards.ts';
import { redactUrl, webPath } from '../src/http/security.ts';
import { build, call, databases, HOTEL, HOTEL_STAFF, login } from './helpers.ts';

const SECRET = 'test-secret-test-secret-test-secret';

describe('unstorable text', () => {
  it('finds NUL and lone surrogates, keeps paired surrogates (emoji) and plain text', () => {
    expect(isStorableText('Menú del día 🍷')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00y')).toBe(false);
    expect(isStorableText('\ud83c\udf77')).toBe(true);
  });

  it('names every field that holds one, keys included', () => {
    expect(
      unstorableTextPaths({ Name: { es: 'ok', en: 'a\u0000' }, Content: [{ Title: '\ud800' }] }),
    ).toEqual(['Name.en', 'Content.0.Title']);
    expect(unstorableTextPaths({ 'k\u0000': 1 })).toEqual(['k\u0000']);
  });
});

describe('redactUrl and webPath', () => {
  it('redacts the token parameter however its name is encoded', () => {
    expect(redactUrl('/api/auth/me?%74oken=abc.def')).toBe('/api/auth/me?%74oken=[redacted]');
    expect(redactUrl('/api/auth/me?x=1&%54%4F%4B%45%4E=abc')).toBe(
      '/api/auth/me?x=1&%54%4F%4B%45%4E=[redacted]',
    );
    expect(redactUrl('/api/auth/me?tok%65n=a&token2=b')).toBe(
      '/api/auth/me?tok%65n=[redacted]&token2=b',
    );
  });

  it('refuses paths that climb out of the web app, encoded or not', () => {
    expect(webPath('/assets/app.js?v=1')).toBe('/assets/app.js');
    expect(webPath('/../../etc/passwd')).toBeNull();
    expect(webPath('/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(webPath('/a/..%5c..%5cetc')).toBeNull();
    expect(webPath('/%E0%A4%A')).toBeNull();
  });
});

describe.each(databases)('hostile input on %s', (database) => {
  let app: App;
  let close: () => Promise<void>;
  let token: string;
  beforeAll(async () => {
    ({ app, close } = await build(database));
    token = await login(app, HOTEL_STAFF);
  });
  afterAll(() => close());

  const raw = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, body?: string) =>
    app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: body }),
    });

  it('answers 400 naming the field, never 500, to NUL bytes and lone surrogates', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000b@x.y', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.fields).toEqual(['email']);

    const search = await raw('GET', '/api/users?search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual(['search']);

    const menus = (await call(app, token, 'GET', `/api/menus/${HOTEL}`)).body.data;
    const menu = menus[0];
    // A lone surrogate written as a JSON escape, as a buggy client would send it.
    const save = await raw(
      'PUT',
      `/api/menus/${HOTEL}`,
      JSON.stringify({ ID: menu.ID, Version: menu.Version, Name: { es: 'X' } }).replace(
        '"X"',
        '"bad \\ud800 name"',
      ),
    );
    expect(save.statusCode).toBe(400);
    expect(save.json().error.fields).toEqual(['Name.es']);
    const after = (await call(app, token, 'GET', `/api/menus/${HOTEL}`)).body.data[0];
    expect(after.Name).toEqual(menu.Name);
  });

  it('reads an empty JSON body as no body', async () => {
    const del = await raw('DELETE', '/api/contents/999999', '');
    expect(del.statusCode).not.toBe(400);
    expect(del.statusCode).toBeLessThan(500);
    const broken = await raw('PUT', `/api/menus/${HOTEL}`, '{"ID": ');
    expect(broken.statusCode).toBe(400);
  });

  it('refuses a token signed with the real secret but without an expiry', async () => {
    const forever = await new SignJWT({
      kind: 'staff',
      userId: 2,
      enterpriseId: HOTEL,
      isAdmin: false,
      sessionVersion: 1,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(new TextEncoder().encode(SECRET));
    const me = await call(app, forever, 'GET', '/api/auth/me');
    expect(me.status).toBe(401);
    const noIat = await new SignJWT({
      kind: 'staff',
      userId: 2,
      enterpriseId: HOTEL,
      isAdmin: false,
      sessionVersion: 1,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect((await call(app, noIat, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(app, token, 'GET', '/api/auth/me')).status).toBe(200);
  });

  it.each([
    ['StartDate', '2026-13-45'],
    ['StartDate', '2026-01-01T<script>alert(1)</script>'],
    ['EndDate', '2026-02-30'],
    ['WebAppAsContentDomain', 'javascript:alert(1)//'],
  ])('refuses %s %s and keeps the stored menu', async (field, value) => {
    const menu = (await call(app, token, 'GET', `/api/menus/${HOTEL}`)).body.data[0];
    const res = await call(app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ID: menu.ID,
      Version: menu.Version,
      Name: menu.Name,
      [field]: value,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContain(field);
    const after = (await call(app, token, 'GET', `/api/menus/${HOTEL}`)).body.data[0];
    expect(after.Version).toBe(menu.Version);
  });
});
