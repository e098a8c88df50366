import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import {
  ADMIN,
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';
import { secondProcess } from './second-process.ts';

/** Lucía Pérez, staff of Hotel Demo in the demo seed (HOTEL_STAFF). */
const LUCIA = 2;

const attempt = (app: App, password: string, address: string, email = HOTEL_STAFF.email) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });

describe.each(databases)('limits shared by every process on %s', (database) => {
  const ctx = useApp(database, { loginRateLimit: { max: 3, windowMs: 60_000 } });
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });
  const second = async () => {
    const other = await secondProcess(ctx.app, { loginRateLimit: { max: 3, windowMs: 60_000 } });
    closing.push(other.close);
    return other.app;
  };

  it('two processes count one login limit per address', async () => {
    const b = await second();
    expect((await attempt(ctx.app, 'wrong-1', '10.1.1.1')).statusCode).toBe(401);
    expect((await attempt(b, 'wrong-2', '10.1.1.1')).statusCode).toBe(401);
    expect((await attempt(ctx.app, 'wrong-3', '10.1.1.1')).statusCode).toBe(401);
    const fourth = await attempt(b, HOTEL_STAFF.password, '10.1.1.1');
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(b, HOTEL_STAFF.password, '10.1.1.2')).statusCode).toBe(200);
  });

  it('pauses an account after repeated failures from many addresses, on every process, audited; the owner gets in after the pause', async () => {
    const b = await second();
    // Five free failures from five addresses, then a sixth starts a pause.
    for (let i = 1; i <= 6; i++) {
      const app = i % 2 ? ctx.app : b;
      expect((await attempt(app, `wrong-${i}`, `10.2.0.${i}`)).statusCode).toBe(401);
    }
    for (const app of [ctx.app, b]) {
      const paused = await attempt(app, HOTEL_STAFF.password, '10.2.1.1');
      expect(paused.statusCode).toBe(429);
      expect(Number(paused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another account is not paused.
    expect(
      (await attempt(ctx.app, PLAZA_STAFF.password, '10.2.0.1', PLAZA_STAFF.email)).statusCode,
    ).toBe(200);
    const admin = await login(ctx.app, ADMIN);
    const audit = await call(
      ctx.app,
      admin,
      'GET',
      `/api/enterprises/${HOTEL}/audit?action=login_throttled`,
    );
    expect(audit.body.total).toBe(1);
    expect(audit.body.data[0]).toMatchObject({
      UserID: LUCIA,
      Detail: { failures: 6, pauseSeconds: 2 },
    });
    // The pause is over (its window ends now): the owner's right password logs in.
    await ctx.app.deps.db
      .updateTable('rate_counters')
      .set({ ResetAt: Date.now() })
      .where('Key', 'like', 'login:pause:%')
      .execute();
    expect((await attempt(b, HOTEL_STAFF.password, '10.2.1.1')).statusCode).toBe(200);
    // … and the count starts again: one more failure does not pause the account.
    expect((await attempt(b, 'wrong-again', '10.2.1.2')).statusCode).toBe(401);
    expect((await attempt(b, HOTEL_STAFF.password, '10.2.1.3')).statusCode).toBe(200);
  });
});

/** The machine's Redis (TEST_REDIS_URL names another), its test database number. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

describe.each(databases)('limits counted in Redis (REDIS_URL) on %s', (database) => {
  const limits = { loginRateLimit: { max: 3, windowMs: 60_000 }, redisUrl: REDIS_URL };
  const ctx = useApp(database, limits);

  it('two processes of one installation count one login limit in Redis, none in the database', async () => {
    const second = await secondProcess(ctx.app, limits);
    try {
      const b = second.app;
      expect((await attempt(ctx.app, 'wrong-1', '10.3.1.1')).statusCode).toBe(401);
      expect((await attempt(b, 'wrong-2', '10.3.1.1')).statusCode).toBe(401);
      expect((await attempt(ctx.app, 'wrong-3', '10.3.1.1')).statusCode).toBe(401);
      expect((await attempt(b, HOTEL_STAFF.password, '10.3.1.1')).statusCode).toBe(429);
      expect((await attempt(b, HOTEL_STAFF.password, '10.3.1.2')).statusCode).toBe(200);
      const rows = await ctx.app.deps.db.selectFrom('rate_counters').select('Key').execute();
      expect(rows).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe.each(databases)('smaller hardening on %s', (database) => {
  const ctx = useApp(database, { qrSheetRateLimit: { max: 2, windowMs: 60_000 } });

  it('limits QR sheets per user, counted across processes, with 429 and Retry-After', async () => {
    const other = await secondProcess(ctx.app, { qrSheetRateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const staff = await login(ctx.app, HOTEL_STAFF);
      const sheet = (app: App, token: string) =>
        app.inject({
          method: 'GET',
          url: `/api/private/dish-orders/${HOTEL}/dish-orders-points/qr-sheet.pdf`,
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await sheet(ctx.app, staff)).statusCode).toBe(200);
      expect((await sheet(other.app, staff)).statusCode).toBe(200);
      const third = await sheet(other.app, staff);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Another user's sheets are counted apart.
      expect((await sheet(ctx.app, await login(ctx.app, ADMIN))).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.each([2_147_483_648, 9_007_199_254_740_991])(
    'refuses %d in integer fields that reach an integer column with a 400, never a 500',
    async (n) => {
      const admin = await login(ctx.app, ADMIN);
      const menus = (await call(ctx.app, admin, 'GET', `/api/menus/${HOTEL}`)).body.data;
      const menu = menus[0] as { ID: number };
      const contents = await ctx.app.deps.db.selectFrom('contents').select('ID').limit(1).execute();
      const content = contents[0]?.ID as number;
      const points = `/api/private/dish-orders/${HOTEL}/dish-orders-points`;
      for (const [method, url, body] of [
        ['PUT', `/api/menus/${HOTEL}/sort`, [{ ID: menu.ID, ORD: n }]],
        ['PUT', `/api/menus/${HOTEL}/sort`, [{ ID: n, ORD: 1 }]],
        ['PUT', '/api/menus/common/1/users', [n]],
        ['PUT', `/api/contents/${content}/move`, { MenuID: n }],
        ['PUT', `/api/contents/${content}/move`, { MenuID: menu.ID, ORD: n }],
        ['POST', points, { ID: 'new', Name: { es: 'Mesa' }, MenuID: n }],
      ] as const) {
        const res = await call(ctx.app, admin, method, url, body);
        expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      }
    },
  );

  it('PUT /api/users/{id} with {} changes nothing and answers the user', async () => {
    const admin = await login(ctx.app, ADMIN);
    const before = await call(ctx.app, admin, 'GET', `/api/users/${LUCIA}`);
    const res = await call(ctx.app, admin, 'PUT', `/api/users/${LUCIA}`, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual(before.body);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    expect((await call(ctx.app, plaza, 'PUT', `/api/users/${LUCIA}`, {})).status).toBe(403);
  });

  it("a common menu's users: a venue's staff see their own venue's, an administrator all", async () => {
    const admin = await login(ctx.app, ADMIN);
    const created = await call(ctx.app, admin, 'PUT', '/api/menus/0000', {
      ID: 'new',
      Name: { es: 'Común' },
    });
    const menuId = created.body.newID as number;
    const plazaUsers = await ctx.app.deps.db
      .selectFrom('users')
      .select('ID')
      .where('EnterpriseID', '=', 2)
      .execute();
    const plazaId = plazaUsers[0]?.ID as number;
    const assigned = await call(ctx.app, admin, 'PUT', `/api/menus/common/${menuId}/users`, [
      LUCIA,
      plazaId,
    ]);
    expect(assigned.status).toBe(200);
    const url = `/api/menus/common/${menuId}/users`;
    expect((await call(ctx.app, admin, 'GET', url)).body.data).toEqual(
      [{ ID: LUCIA }, { ID: plazaId }].sort((x, y) => x.ID - y.ID),
    );
    const hotel = await login(ctx.app, HOTEL_STAFF);
    expect((await call(ctx.app, hotel, 'GET', url)).body).toEqual({
      data: [{ ID: LUCIA }],
      total: 1,
    });
    const plaza = await login(ctx.app, PLAZA_STAFF);
    expect((await call(ctx.app, plaza, 'GET', url)).body).toEqual({
      data: [{ ID: plazaId }],
      total: 1,
    });
  });
});
