import { describe, expect, it } from 'vitest';
import { createTokens } from '../src/auth/tokens.ts';
import { redactUrl } from '../src/http/security.ts';
import { ADMIN, build, call, databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';

describe.each(databases)('auth on %s', (database) => {
  const ctx = useApp(database);

  it('login answers a token and the user', async () => {
    const { status, body } = await call(ctx.app, null, 'POST', '/api/auth/login', ADMIN);
    expect(status).toBe(200);
    expect(body.user).toEqual({
      ID: 1,
      Name: 'Administración Carta',
      EnterpriseID: HOTEL,
      isAdmin: true,
      Role: 'admin',
    });
    expect(body.token).toMatch(/^ey/);
  });

  it('login is case-insensitive on the email', async () => {
    const { status } = await call(ctx.app, null, 'POST', '/api/auth/login', {
      ...HOTEL_STAFF,
      email: 'Staff@Hotel-Demo.local',
    });
    expect(status).toBe(200);
  });

  it('a wrong password or an unknown email answers 401 with the same message', async () => {
    const wrong = await call(ctx.app, null, 'POST', '/api/auth/login', {
      ...ADMIN,
      password: 'nope',
    });
    const unknown = await call(ctx.app, null, 'POST', '/api/auth/login', {
      email: 'ghost@carta.local',
      password: 'x',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
  });

  it('a login body without a password answers 400 naming it', async () => {
    const { status, body } = await call(ctx.app, null, 'POST', '/api/auth/login', {
      email: 'a@b.c',
    });
    expect(status).toBe(400);
    expect(body.error.fields).toContain('password');
  });

  it('me answers the user with a Bearer token and with ?token=', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const bearer = await call(ctx.app, token, 'GET', '/api/auth/me');
    const query = await call(ctx.app, null, 'GET', `/api/auth/me?token=${token}`);
    expect(bearer.status).toBe(200);
    expect(bearer.body).toMatchObject({ Name: 'Lucía Pérez', EnterpriseID: HOTEL, isAdmin: false });
    expect(query.body).toEqual(bearer.body);
  });

  it('a private call without a token, or with a forged one, answers 401', async () => {
    expect((await call(ctx.app, null, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await call(ctx.app, 'garbage', 'GET', '/api/auth/me')).status).toBe(401);
    const forged = await createTokens(
      new TextEncoder().encode('another-secret-another-secret'),
    ).sign({
      kind: 'staff',
      userId: 1,
      enterpriseId: HOTEL,
      isAdmin: true,
      sessionVersion: 1,
    });
    expect((await call(ctx.app, forged, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it("a guest's point token is refused on a private route with 403", async () => {
    const point = await createTokens(
      new TextEncoder().encode('test-secret-test-secret-test-secret'),
    ).sign({ kind: 'point', workspace: HOTEL, point: 1 });
    expect((await call(ctx.app, point, 'GET', `/api/menus/${HOTEL}`)).status).toBe(403);
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many attempts', async () => {
    const { app, close } = await build('sqlite', { loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await call(app, null, 'POST', '/api/auth/login', { ...ADMIN, password: 'x' })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await close();
    }
  });
});

describe('redactUrl', () => {
  it('never lets a token reach a log line', () => {
    expect(redactUrl('/api/menus/1?token=abc.def&x=1')).toBe('/api/menus/1?token=[redacted]&x=1');
    expect(redactUrl('/api/menus/1?a=1&TOKEN=abc')).toBe('/api/menus/1?a=1&TOKEN=[redacted]');
  });
});
