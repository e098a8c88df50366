import { describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import {
  ADMIN,
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';

const newUser = { Name: 'Marta Ruiz', Email: 'Marta@Hotel-Demo.local', Role: 'staff' };
const GOOD = 'Gaviota-Azul-77';

const tokenOf = (setupUrl: string) => new URL(setupUrl).hash.split('token=')[1] ?? '';

/** Creates a user as the demo administrator and sets their password; answers id and token. */
const createAndSetUp = async (app: App, body: Record<string, unknown> = newUser) => {
  const admin = await login(app, ADMIN);
  const created = await call(app, admin, 'POST', '/api/users', body);
  const setup = await call(app, null, 'POST', '/api/auth/setup', {
    token: tokenOf(created.body.SetupURL),
    password: GOOD,
  });
  return { admin, id: created.body.ID as number, token: setup.body.token as string };
};

describe.each(databases)('users API on %s', (database) => {
  const ctx = useApp(database);

  it('an administrator creates a user: no password yet, a one-time link valid 24 h', async () => {
    const admin = await login(ctx.app, ADMIN);
    const before = Date.now();
    const res = await call(ctx.app, admin, 'POST', '/api/users', {
      ...newUser,
      Permission: [3],
      HideDishOrderPoint: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      Name: 'Marta Ruiz',
      Email: 'marta@hotel-demo.local',
      Role: 'staff',
      EnterpriseID: HOTEL,
      isAdmin: false,
      Active: true,
      HasPassword: false,
      Permission: [3],
      HideDishOrderPoint: true,
    });
    expect(res.body.SetupURL).toMatch(/^http:\/\/[^/]+\/#\/setup\?token=[\w-]{40,}$/);
    const expires = Date.parse(res.body.SetupExpiresAt) - before;
    expect(expires).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    // Stored hashed: the token is nowhere in the database.
    const rows = await ctx.app.deps.db.selectFrom('user_setup_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(tokenOf(res.body.SetupURL));
    // No password yet: nothing logs in as this user.
    const login0 = await call(ctx.app, null, 'POST', '/api/auth/login', {
      email: newUser.Email,
      password: '',
    });
    expect(login0.status).toBe(401);
  });

  it('the link sets a password once, then logs in; a second use is refused', async () => {
    const admin = await login(ctx.app, ADMIN);
    const created = await call(ctx.app, admin, 'POST', '/api/users', newUser);
    const token = tokenOf(created.body.SetupURL);
    const weak = await call(ctx.app, null, 'POST', '/api/auth/setup', {
      token,
      password: 'password123',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({ code: 'password_common', fields: ['password'] });
    // A refused password does not use the link up.
    const set = await call(ctx.app, null, 'POST', '/api/auth/setup', { token, password: GOOD });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ Name: 'Marta Ruiz', Role: 'staff', isAdmin: false });
    expect((await call(ctx.app, set.body.token, 'GET', '/api/auth/me')).status).toBe(200);
    const again = await call(ctx.app, null, 'POST', '/api/auth/setup', { token, password: GOOD });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('link_invalid');
    const logged = await call(ctx.app, null, 'POST', '/api/auth/login', {
      email: newUser.Email,
      password: GOOD,
    });
    expect(logged.status).toBe(200);
  });

  it('an expired link is refused', async () => {
    const admin = await login(ctx.app, ADMIN);
    const created = await call(ctx.app, admin, 'POST', '/api/users', newUser);
    await ctx.app.deps.db
      .updateTable('user_setup_links')
      .set({ ExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await call(ctx.app, null, 'POST', '/api/auth/setup', {
      token: tokenOf(created.body.SetupURL),
      password: GOOD,
    });
    expect(res.status).toBe(404);
  });

  it('tells, without using it, whether a setup link is valid, expired or used up', async () => {
    const admin = await login(ctx.app, ADMIN);
    const created = await call(ctx.app, admin, 'POST', '/api/users', newUser);
    const token = tokenOf(created.body.SetupURL);
    const check = async () =>
      (await call(ctx.app, null, 'POST', '/api/auth/setup/check', { token })).body.state;
    expect(await check()).toBe('valid');
    // Checking twice does not use it up.
    expect(await check()).toBe('valid');
    await call(ctx.app, null, 'POST', '/api/auth/setup', { token, password: GOOD });
    expect(await check()).toBe('invalid');

    const other = await call(ctx.app, admin, 'POST', '/api/users', {
      ...newUser,
      Email: 'caducado@hotel-demo.local',
    });
    await ctx.app.deps.db
      .updateTable('user_setup_links')
      .set({ ExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await call(ctx.app, null, 'POST', '/api/auth/setup/check', {
      token: tokenOf(other.body.SetupURL),
    });
    expect(expired.body).toEqual({ state: 'expired' });
  });

  it('a reset answers a new link and the older one stops working', async () => {
    const admin = await login(ctx.app, ADMIN);
    const created = await call(ctx.app, admin, 'POST', '/api/users', newUser);
    const reset = await call(ctx.app, admin, 'POST', `/api/users/${created.body.ID}/reset`);
    expect(reset.status).toBe(200);
    const old = await call(ctx.app, null, 'POST', '/api/auth/setup', {
      token: tokenOf(created.body.SetupURL),
      password: GOOD,
    });
    expect(old.status).toBe(404);
    const fresh = await call(ctx.app, null, 'POST', '/api/auth/setup', {
      token: tokenOf(reset.body.SetupURL),
      password: GOOD,
    });
    expect(fresh.status).toBe(200);
  });

  it.each([
    [{ ...newUser, Email: 'not-an-email' }, 'Email'],
    [{ ...newUser, Name: '  ' }, 'Name'],
    [{ ...newUser, Role: 'owner' }, 'Role'],
    [{ ...newUser, Permission: [999] }, 'Permission'],
    [{ ...newUser, isAdmin: true }, 'isAdmin'],
  ])('a bad user %j answers 400 naming %s and stores nothing', async (body, field) => {
    const admin = await login(ctx.app, ADMIN);
    const before = (await call(ctx.app, admin, 'GET', `/api/users?enterprise=${HOTEL}`)).body;
    const res = await call(ctx.app, admin, 'POST', '/api/users', body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContain(field);
    expect((await call(ctx.app, admin, 'GET', `/api/users?enterprise=${HOTEL}`)).body).toEqual(
      before,
    );
  });

  it('an e-mail in use (any case, any enterprise) answers 409', async () => {
    const admin = await login(ctx.app, ADMIN);
    const res = await call(ctx.app, admin, 'POST', '/api/users', {
      ...newUser,
      Email: PLAZA_STAFF.email.toUpperCase(),
    });
    expect(res.status).toBe(409);
    const taken = await call(ctx.app, admin, 'PUT', '/api/users/2', { Email: PLAZA_STAFF.email });
    expect(taken.status).toBe(409);
  });

  it('staff cannot create, change, reset or delete users', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const admin = await login(ctx.app, ADMIN);
    const before = (await call(ctx.app, admin, 'GET', `/api/users?enterprise=${HOTEL}`)).body;
    for (const [method, url, body] of [
      ['POST', '/api/users', newUser],
      ['PUT', '/api/users/3', { Name: 'x' }],
      ['PUT', '/api/users/2', { Role: 'admin' }],
      ['POST', '/api/users/3/reset', undefined],
      ['DELETE', '/api/users/3', undefined],
    ] as const) {
      expect((await call(ctx.app, staff, method, url, body)).status).toBe(403);
    }
    expect((await call(ctx.app, admin, 'GET', `/api/users?enterprise=${HOTEL}`)).body).toEqual(
      before,
    );
  });

  it('the last administrator can be neither demoted, deactivated nor deleted', async () => {
    // Hotel Demo's only administrator is the platform administrator: a new enterprise admin is
    // made, then the platform one is removed so that the new one is the last.
    const { admin, id, token } = await createAndSetUp(ctx.app, { ...newUser, Role: 'admin' });
    expect((await call(ctx.app, admin, 'PUT', `/api/users/${id}`, { Role: 'staff' })).status).toBe(
      200,
    );
    expect((await call(ctx.app, admin, 'PUT', `/api/users/${id}`, { Role: 'admin' })).status).toBe(
      200,
    );
    await ctx.app.deps.db.deleteFrom('users').where('ID', '=', 1).execute();
    const marta = await login(ctx.app, { email: newUser.Email, password: GOOD });
    expect(token).toBeTruthy();
    for (const body of [{ Role: 'staff' }, { Active: false }]) {
      const res = await call(ctx.app, marta, 'PUT', `/api/users/${id}`, body);
      expect(res.status).toBe(409);
    }
    expect((await call(ctx.app, marta, 'DELETE', `/api/users/${id}`)).status).toBe(409);
    expect((await call(ctx.app, marta, 'GET', '/api/auth/me')).body.Role).toBe('admin');
  });

  it('an enterprise administrator cannot touch a platform administrator nor become one', async () => {
    const { id, token } = await createAndSetUp(ctx.app, { ...newUser, Role: 'admin' });
    expect((await call(ctx.app, token, 'PUT', '/api/users/1', { Name: 'x' })).status).toBe(403);
    expect((await call(ctx.app, token, 'POST', '/api/users/1/reset')).status).toBe(403);
    const self = await call(ctx.app, token, 'PUT', `/api/users/${id}`, { isAdmin: true });
    expect(self.status).toBe(400);
    expect((await call(ctx.app, token, 'GET', '/api/auth/me')).body.isAdmin).toBe(false);
  });

  it('an enterprise administrator lists their own users with details, never another enterprise', async () => {
    const { token } = await createAndSetUp(ctx.app, { ...newUser, Role: 'admin' });
    const mine = await call(ctx.app, token, 'GET', `/api/users?enterprise=${HOTEL}&size=2&page=2`);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(4);
    expect(mine.body.data).toHaveLength(2);
    expect(mine.body.data[0]).toHaveProperty('Email');
    const all = await call(ctx.app, token, 'GET', '/api/users?size=100');
    expect(all.body.data.every((u: { ID: number }) => u.ID !== 4)).toBe(true);
    const plaza = await call(ctx.app, token, 'GET', `/api/users?enterprise=${PLAZA}`);
    expect(plaza.status).toBe(403);
    const search = await call(ctx.app, token, 'GET', `/api/users?enterprise=${HOTEL}&search=marta`);
    expect(search.body.data.map((u: { Name: string }) => u.Name)).toEqual(['Marta Ruiz']);
  });

  it('staff see the names of their own enterprise only, without e-mails', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, staff, 'GET', `/api/users?enterprise=${HOTEL}`);
    expect(res.status).toBe(200);
    expect(res.body.data.every((u: object) => !('Email' in u))).toBe(true);
  });

  it('a user changes their own name and password; a wrong current password changes nothing', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const named = await call(ctx.app, staff, 'PUT', '/api/auth/me', { Name: 'Lucía Pérez Gil' });
    expect(named.body.Name).toBe('Lucía Pérez Gil');
    const wrong = await call(ctx.app, staff, 'PUT', '/api/auth/password', {
      current: 'nope',
      next: GOOD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'bad_current_password', fields: ['current'] });
    const short = await call(ctx.app, staff, 'PUT', '/api/auth/password', {
      current: HOTEL_STAFF.password,
      next: 'short1',
    });
    expect(short.body.error).toMatchObject({ code: 'password_too_short', fields: ['next'] });
    expect((await call(ctx.app, null, 'POST', '/api/auth/login', HOTEL_STAFF)).status).toBe(200);
  });

  it('deleting a user removes them and refuses their self-deletion', async () => {
    const admin = await login(ctx.app, ADMIN);
    expect((await call(ctx.app, admin, 'DELETE', '/api/users/1')).status).toBe(409);
    const res = await call(ctx.app, admin, 'DELETE', '/api/users/3');
    expect(res.body).toEqual({ affectedRows: 1 });
    expect((await call(ctx.app, admin, 'GET', '/api/users/3')).status).toBe(404);
  });
});
