import { describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_DAYS, audit } from '../src/repos/audit.ts';
import { ADMIN, call, databases, HOTEL, HOTEL_STAFF, login, PLAZA, useApp } from './helpers.ts';

const url = `/api/enterprises/${HOTEL}/audit`;
type Entry = { Action: string; UserName: string | null; Target: string | null };

describe.each(databases)('audit log on %s', (database) => {
  const ctx = useApp(database);

  it('records logins, failed logins, menu saves and deletes, user and settings changes', async () => {
    await call(ctx.app, null, 'POST', '/api/auth/login', { ...HOTEL_STAFF, password: 'wrong' });
    const staff = await login(ctx.app, HOTEL_STAFF);
    const saved = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
      ID: 'new',
      Name: { es: 'Nuevo' },
      Type: 0,
    });
    await call(ctx.app, staff, 'DELETE', `/api/menus/${saved.body.newID}`);
    const admin = await login(ctx.app, ADMIN);
    await call(ctx.app, admin, 'PUT', '/api/users/3', { Name: 'Recepción 24 h' });
    await call(ctx.app, admin, 'PUT', `/api/enterprises/${HOTEL}`, { TimeZone: 'Atlantic/Canary' });
    const log = (await call(ctx.app, admin, 'GET', url)).body;
    const actions = (log.data as Entry[]).map((e) => e.Action);
    expect(actions).toEqual([
      'settings_update',
      'user_update',
      'login',
      'menu_delete',
      'menu_save',
      'login',
      'login_failed',
    ]);
    expect(log.data[3]).toMatchObject({
      UserName: 'Lucía Pérez',
      Target: `menu:${saved.body.newID}`,
    });
    expect(log.data[0].Detail).toEqual({ TimeZone: 'Atlantic/Canary' });
    // Each subject as a person recognises it: the venue and the user by their names now; a
    // deleted menu by its number only.
    expect(log.data[0].Subject).toEqual({ Kind: 'venue', ID: HOTEL, Name: 'Hotel Demo' });
    expect(log.data[1].Subject).toEqual({ Kind: 'user', ID: 3, Name: 'Recepción 24 h' });
    expect(log.data[3].Subject).toEqual({ Kind: 'menu', ID: saved.body.newID, Name: null });
    expect(log.data[6].Subject).toBeNull();
  });

  it("names a menu by its name in the venue's language, never another venue's", async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const saved = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
      ID: 'new',
      Name: { es: 'Terraza', en: 'Terrace' },
      Type: 0,
    });
    await audit(ctx.app.deps.db, {
      enterpriseId: HOTEL,
      user: null,
      action: 'menu_save',
      target: 'menu:999999',
    });
    const plazaMenu = await ctx.app.deps.db
      .selectFrom('menus')
      .select('ID')
      .where('Owner', '=', String(PLAZA))
      .executeTakeFirstOrThrow();
    await audit(ctx.app.deps.db, {
      enterpriseId: HOTEL,
      user: null,
      action: 'menu_save',
      target: `menu:${plazaMenu.ID}`,
    });
    const admin = await login(ctx.app, ADMIN);
    const log = (await call(ctx.app, admin, 'GET', `${url}?action=menu_save`)).body;
    expect(log.data.map((e: { Subject: unknown }) => e.Subject)).toEqual([
      { Kind: 'menu', ID: plazaMenu.ID, Name: null },
      { Kind: 'menu', ID: 999999, Name: null },
      { Kind: 'menu', ID: saved.body.newID, Name: 'Terraza' },
    ]);
  });

  it("records staff's point-code rotations and order actions, naming what they acted on", async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const orders = `/api/private/dish-orders/${HOTEL}`;
    const points = (await call(ctx.app, staff, 'GET', `${orders}/dish-orders-points/`)).body;
    const pointId = points.data[0].ID as number;
    expect(
      (await call(ctx.app, staff, 'PUT', `${orders}/dish-orders-points/${pointId}/rotate-code`))
        .status,
    ).toBe(200);
    const confirmed = (
      await call(ctx.app, staff, 'PUT', `${orders}/dish-orders/`, { status: 'confirmed' })
    ).body.data[0];
    expect(
      (await call(ctx.app, staff, 'PUT', `${orders}/dish-orders/${confirmed.ID}/check`)).status,
    ).toBe(200);

    const admin = await login(ctx.app, ADMIN);
    const rotated = (await call(ctx.app, admin, 'GET', `${url}?action=point_code_rotate`)).body;
    expect(rotated.data).toMatchObject([{ UserName: 'Lucía Pérez', Target: `point:${pointId}` }]);
    const acted = (await call(ctx.app, admin, 'GET', `${url}?action=order_action`)).body;
    expect(acted.data).toMatchObject([
      { UserName: 'Lucía Pérez', Target: `order:${confirmed.ID}`, Detail: { action: 'check' } },
    ]);
    expect(acted.data[0].Subject).toEqual({ Kind: 'order', ID: confirmed.ID, Name: null });
    expect(rotated.data[0].Subject).toMatchObject({ Kind: 'point', ID: pointId });
    expect(rotated.data[0].Subject.Name).toEqual(points.data[0].Name.es);
  });

  it('filters by action, user and time; pages newest first', async () => {
    await login(ctx.app, HOTEL_STAFF);
    const admin = await login(ctx.app, ADMIN);
    const logins = (await call(ctx.app, admin, 'GET', `${url}?action=login`)).body;
    expect(logins.total).toBe(2);
    const lucia = (await call(ctx.app, admin, 'GET', `${url}?user=2`)).body;
    expect((lucia.data as Entry[]).every((e) => e.UserName === 'Lucía Pérez')).toBe(true);
    const future = (await call(ctx.app, admin, 'GET', `${url}?from=2999-01-01`)).body;
    expect(future.total).toBe(0);
    const page = (await call(ctx.app, admin, 'GET', `${url}?size=1&page=2`)).body;
    expect(page.data[0].UserName).toBe('Lucía Pérez');
    expect((await call(ctx.app, admin, 'GET', `${url}?action=nope`)).status).toBe(400);
    expect((await call(ctx.app, admin, 'GET', `${url}?from=yesterday`)).status).toBe(400);
  });

  it(`keeps ${AUDIT_RETENTION_DAYS} days: older records are pruned on the next write`, async () => {
    const { db } = ctx.app.deps;
    const day = 24 * 3600_000;
    const old = new Date(Date.now() - (AUDIT_RETENTION_DAYS + 1) * day);
    const recent = new Date(Date.now() - (AUDIT_RETENTION_DAYS - 1) * day);
    await audit(db, { enterpriseId: HOTEL, user: null, action: 'login' }, old);
    await audit(db, { enterpriseId: PLAZA, user: null, action: 'login' }, old);
    await audit(db, { enterpriseId: HOTEL, user: null, action: 'login' }, recent);
    const rows = () => db.selectFrom('audit_log').select(['EnterpriseID', 'CreatedAt']).execute();
    expect(await rows()).toHaveLength(3);
    await login(ctx.app, HOTEL_STAFF);
    const after = await rows();
    expect(after.filter((r) => r.EnterpriseID === HOTEL)).toHaveLength(2);
    expect(after.some((r) => r.CreatedAt === old.toISOString() && r.EnterpriseID === HOTEL)).toBe(
      false,
    );
  });
});
