import { describe, expect, it } from 'vitest';
import { guestToken, orderingSetup, pointsUrl } from './dish-order-fixtures.ts';
import { ADMIN, call, databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';
import { secondProcess } from './second-process.ts';

/** Lucía Pérez, staff of Hotel Demo in the demo seed. */
const LUCIA = 2;
const commonMenu = { ID: 'new', Name: { es: 'intrusa' } };

describe.each(databases)('sessions that end when they should on %s', (database) => {
  const ctx = useApp(database);
  const me = (token: string, app = ctx.app) => call(app, token, 'GET', '/api/auth/me');

  it("a deleted administrator's token is refused at once, also for a common menu", async () => {
    const admin = await login(ctx.app, ADMIN);
    // A second administrator of Hotel Demo, who then deletes the first one.
    const created = await call(ctx.app, admin, 'POST', '/api/users', {
      Name: 'Otra admin',
      Email: 'otra@hotel-demo.local',
      Role: 'admin',
    });
    const token = new URL(created.body.SetupURL).hash.split('token=')[1];
    const setup = await call(ctx.app, null, 'POST', '/api/auth/setup', {
      token,
      password: 'Gaviota-Azul-77',
    });
    expect(setup.status).toBe(200);
    const other = setup.body.token as string;
    expect((await call(ctx.app, other, 'DELETE', '/api/users/1')).status).toBe(403);
    // Only a platform administrator deletes a platform administrator: make the deleter one.
    await ctx.app.deps.db
      .updateTable('users')
      .set({ IsAdmin: 1 })
      .where('ID', '=', created.body.ID)
      .execute();
    expect((await me(admin)).status).toBe(200);
    expect((await call(ctx.app, other, 'DELETE', '/api/users/1')).status).toBe(200);
    const refused = await call(ctx.app, admin, 'PUT', '/api/menus/0000', commonMenu);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('session_ended');
    expect((await me(admin)).status).toBe(401);
  });

  it('a token verified once and kept is still refused at the next request once its sessions end', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    expect((await me(token)).status).toBe(200);
    // The signature is not checked again: the token is kept, and only the user's row decides.
    expect(ctx.app.deps.tokens.verifiedCount()).toBeGreaterThan(0);
    await ctx.app.deps.db
      .updateTable('users')
      .set((eb) => ({ SessionVersion: eb('SessionVersion', '+', 1) }))
      .where('Email', '=', HOTEL_STAFF.email)
      .execute();
    const refused = await me(token);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('session_ended');
  });

  it("a deleted user's token is refused at once by another process on the same database", async () => {
    const admin = await login(ctx.app, ADMIN);
    const lucia = await login(ctx.app, HOTEL_STAFF);
    const second = await secondProcess(ctx.app);
    try {
      expect((await me(lucia, second.app)).status).toBe(200);
      expect((await call(ctx.app, admin, 'DELETE', `/api/users/${LUCIA}`)).status).toBe(200);
      expect((await me(lucia, second.app)).status).toBe(401);
      expect((await call(second.app, lucia, 'GET', `/api/menus/${HOTEL}`)).status).toBe(401);
      // The other way round: a deactivation on the second process ends sessions on the first.
      const reception = await login(ctx.app, {
        ...HOTEL_STAFF,
        email: 'recepcion@hotel-demo.local',
      });
      expect((await me(reception)).status).toBe(200);
      expect((await call(second.app, admin, 'PUT', '/api/users/3', { Active: false })).status).toBe(
        200,
      );
      expect((await me(reception)).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it("a point's rotated code and its deactivation are refused at once by another process", async () => {
    const { staff, point, token } = await orderingSetup(ctx.app);
    const second = await secondProcess(ctx.app);
    try {
      const b = second.app;
      const check = (t: string) =>
        call(b, null, 'GET', `/api/public/dish-orders/${HOTEL}/check-token/${t}/`);
      const orders = (t: string) =>
        call(b, t, 'GET', `/api/specific/dish-orders/${HOTEL}/table-orders`);
      // The other process has answered this point's token already (anything it keeps is warm).
      expect((await check(token)).status).toBe(200);
      expect((await orders(token)).status).toBe(200);
      const url = `${pointsUrl(HOTEL)}/${point.ID}`;
      const rotated = await call(ctx.app, staff, 'PUT', `${url}/rotate-code`);
      expect(rotated.status).toBe(200);
      expect((await check(token)).status).toBe(403);
      expect((await orders(token)).status).toBe(403);
      const tokenOf = (code: string) =>
        call(b, null, 'GET', `/api/public/dish-orders/${HOTEL}/token/${code}/`);
      expect((await tokenOf(point.Code)).status).not.toBe(200);
      // The new code's token, answered by the other process, ends there as soon as the point is off.
      const fresh = await guestToken(b, rotated.body.data.Code);
      expect((await orders(fresh)).status).toBe(200);
      expect((await call(ctx.app, staff, 'PATCH', url, { Active: false })).status).toBe(200);
      expect((await check(fresh)).status).toBe(403);
      expect((await orders(fresh)).status).toBe(403);
    } finally {
      await second.close();
    }
  });

  it('deactivating a user ends their sessions and refuses their login', async () => {
    const admin = await login(ctx.app, ADMIN);
    const lucia = await login(ctx.app, HOTEL_STAFF);
    await call(ctx.app, admin, 'PUT', `/api/users/${LUCIA}`, { Active: false });
    expect((await me(lucia)).status).toBe(401);
    expect((await call(ctx.app, null, 'POST', '/api/auth/login', HOTEL_STAFF)).status).toBe(401);
    await call(ctx.app, admin, 'PUT', `/api/users/${LUCIA}`, { Active: true });
    expect((await call(ctx.app, null, 'POST', '/api/auth/login', HOTEL_STAFF)).status).toBe(200);
  });

  it('a role change ends the sessions; a name change does not', async () => {
    const admin = await login(ctx.app, ADMIN);
    const lucia = await login(ctx.app, HOTEL_STAFF);
    await call(ctx.app, admin, 'PUT', `/api/users/${LUCIA}`, { Name: 'Lucía P.' });
    expect((await me(lucia)).status).toBe(200);
    await call(ctx.app, admin, 'PUT', `/api/users/${LUCIA}`, { Role: 'admin' });
    expect((await me(lucia)).status).toBe(401);
    const again = await login(ctx.app, HOTEL_STAFF);
    expect((await me(again)).body.Role).toBe('admin');
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const first = await login(ctx.app, HOTEL_STAFF);
    const second = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, first, 'PUT', '/api/auth/password', {
      current: HOTEL_STAFF.password,
      next: 'Tortuga-Marina-42',
    });
    expect(res.status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await me(res.body.token)).status).toBe(200);
  });

  it('a reset ends the sessions and the old password no longer logs in', async () => {
    const admin = await login(ctx.app, ADMIN);
    const lucia = await login(ctx.app, HOTEL_STAFF);
    const reset = await call(ctx.app, admin, 'POST', `/api/users/${LUCIA}/reset`);
    expect(reset.status).toBe(200);
    expect((await me(lucia)).status).toBe(401);
    expect((await call(ctx.app, null, 'POST', '/api/auth/login', HOTEL_STAFF)).status).toBe(401);
  });

  it('"end other sessions" ends every other token and answers one for this session', async () => {
    const here = await login(ctx.app, HOTEL_STAFF);
    const there = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, here, 'POST', '/api/auth/sessions/end-others');
    expect(res.status).toBe(200);
    expect((await me(there)).status).toBe(401);
    expect((await me(res.body.token)).status).toBe(200);
  });
});
