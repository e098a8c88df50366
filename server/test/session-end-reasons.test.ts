import { describe, expect, it } from 'vitest';
import { ADMIN, call, databases, HOTEL_STAFF, login, useApp } from './helpers.ts';

/** Lucía Pérez, staff of Hotel Demo in the demo seed. */
const LUCIA = 2;

describe.each(databases)('a refused session says why on %s', (database) => {
  const ctx = useApp(database);
  /** The reason the 401 of a private call carries for `token`. */
  const reasonOf = async (token: string) => {
    const answer = await call(ctx.app, token, 'GET', '/api/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('session_ended');
    return answer.body.error.reason as string;
  };

  it('an administrator deactivating, deleting, resetting or changing the role of a user', async () => {
    const admin = await login(ctx.app, ADMIN);
    let lucia = await login(ctx.app, HOTEL_STAFF);
    expect(
      (await call(ctx.app, admin, 'PUT', `/api/users/${LUCIA}`, { Role: 'admin' })).status,
    ).toBe(200);
    expect(await reasonOf(lucia)).toBe('role_changed');

    lucia = await login(ctx.app, HOTEL_STAFF);
    expect(
      (await call(ctx.app, admin, 'PUT', `/api/users/${LUCIA}`, { Active: false })).status,
    ).toBe(200);
    expect(await reasonOf(lucia)).toBe('deactivated');
    expect(
      (await call(ctx.app, admin, 'PUT', `/api/users/${LUCIA}`, { Active: true })).status,
    ).toBe(200);

    lucia = await login(ctx.app, HOTEL_STAFF);
    expect((await call(ctx.app, admin, 'POST', `/api/users/${LUCIA}/reset`)).status).toBe(200);
    expect(await reasonOf(lucia)).toBe('password_reset');

    expect((await call(ctx.app, admin, 'DELETE', `/api/users/${LUCIA}`)).status).toBe(200);
    expect(await reasonOf(lucia)).toBe('deleted');
  });

  it('the person changing their password, ending their other sessions, or logging out', async () => {
    const kept = await login(ctx.app, HOTEL_STAFF);
    let other = await login(ctx.app, HOTEL_STAFF);
    const next = 'Gaviota-Azul-77';
    const changed = await call(ctx.app, kept, 'PUT', '/api/auth/password', {
      current: HOTEL_STAFF.password,
      next,
    });
    expect(changed.status).toBe(200);
    expect(await reasonOf(other)).toBe('password_changed');

    const current = changed.body.token as string;
    other = await login(ctx.app, { ...HOTEL_STAFF, password: next });
    const ended = await call(ctx.app, current, 'POST', '/api/auth/sessions/end-others');
    expect(ended.status).toBe(200);
    expect(await reasonOf(other)).toBe('sessions_ended');

    const mine = ended.body.token as string;
    expect((await call(ctx.app, mine, 'POST', '/api/auth/logout')).status).toBe(200);
    expect(await reasonOf(mine)).toBe('logged_out');
  });
});
