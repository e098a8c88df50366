import { describe, expect, it } from 'vitest';
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

const pointsUrl = `/api/private/dish-orders/${HOTEL}/dish-orders-points`;
const configUrl = (ws: number) => `/api/private/dish-orders/${ws}/dish-orders-config/`;
const settings = {
  OrderingEnabled: true,
  Currency: 'EUR',
  PaymentRequired: false,
  PaymentType: null,
  Availability: null,
};
/** What a venue that never paused has of the service-day settings. */
const serviceDefaults = { PausedUntil: null, PauseMessage: null, DayChange: '05:00' };

describe.each(databases)('point session and ordering settings on %s', (database) => {
  const ctx = useApp(database);

  const newPoint = async (staff: string, over: Record<string, unknown> = {}) =>
    (
      await call(ctx.app, staff, 'POST', pointsUrl, {
        ID: 'new',
        Name: { es: 'Mesa 4', en: 'Table 4' },
        MenuID: 1,
        ...over,
      })
    ).body.data;

  it('gives a token for a Code with the guest config, and re-validates it', async () => {
    const admin = await login(ctx.app, ADMIN);
    await call(ctx.app, admin, 'PUT', configUrl(HOTEL), {
      ...settings,
      Currency: 'USD',
      PaymentType: 'stripe',
    });
    const staff = await login(ctx.app, HOTEL_STAFF);
    const p = await newPoint(staff);
    const res = await call(
      ctx.app,
      null,
      'GET',
      `/api/public/dish-orders/${HOTEL}/token/${p.Code}/`,
    );
    expect(res.status).toBe(200);
    const config = {
      OrderingEnabled: true,
      PaymentActive: true,
      PaymentType: 'stripe',
      PaymentRequired: false,
      IncludeExtras: true,
      Currency: 'USD',
      OrderingClosed: null,
      PausedUntil: null,
      PauseMessage: null,
      Point: { ID: p.ID, Name: p.Name, Kind: 'table', MenuID: 1 },
    };
    expect(res.body.config).toEqual(config);
    const { token } = res.body;
    const checked = await call(
      ctx.app,
      null,
      'GET',
      `/api/public/dish-orders/${HOTEL}/check-token/${token}/`,
    );
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ decoded: { point: p.ID }, config });
    // Without the trailing slash too.
    expect(
      (await call(ctx.app, null, 'GET', `/api/public/dish-orders/${HOTEL}/check-token/${token}`))
        .status,
    ).toBe(200);
  });

  it('never accepts a point id, an unknown code or another venue', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const p = await newPoint(staff);
    const tokenOf = (ws: number, code: string) =>
      call(ctx.app, null, 'GET', `/api/public/dish-orders/${ws}/token/${code}/`);
    expect((await tokenOf(HOTEL, String(p.ID))).status).toBe(404);
    expect((await tokenOf(HOTEL, 'A'.repeat(22))).status).toBe(404);
    expect((await tokenOf(PLAZA, p.Code)).status).toBe(404);
    expect((await tokenOf(HOTEL, p.Code)).status).toBe(200);
  });

  it('answers 403 to a token of a rotated code, a deleted or inactive point, or another venue', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const check = (ws: number, token: string) =>
      call(ctx.app, null, 'GET', `/api/public/dish-orders/${ws}/check-token/${token}/`);
    const tokenFor = async (code: string) =>
      (await call(ctx.app, null, 'GET', `/api/public/dish-orders/${HOTEL}/token/${code}/`)).body
        .token as string;

    const rotated = await newPoint(staff);
    const t1 = await tokenFor(rotated.Code);
    await call(ctx.app, staff, 'PUT', `${pointsUrl}/${rotated.ID}/rotate-code`);
    expect((await check(HOTEL, t1)).status).toBe(403);

    const deleted = await newPoint(staff);
    const t2 = await tokenFor(deleted.Code);
    await call(ctx.app, staff, 'DELETE', `${pointsUrl}/${deleted.ID}`);
    expect((await check(HOTEL, t2)).status).toBe(403);

    const inactive = await newPoint(staff);
    const t3 = await tokenFor(inactive.Code);
    expect((await check(HOTEL, t3)).status).toBe(200);
    await call(ctx.app, staff, 'PATCH', `${pointsUrl}/${inactive.ID}`, { Active: false });
    expect((await check(HOTEL, t3)).status).toBe(403);
    expect(
      (await call(ctx.app, null, 'GET', `/api/public/dish-orders/${HOTEL}/token/${inactive.Code}/`))
        .status,
    ).toBe(403);

    const live = await newPoint(staff);
    const t4 = await tokenFor(live.Code);
    expect((await check(PLAZA, t4)).status).toBe(403);
    // A staff token is not a point token; nor is garbage.
    expect((await check(HOTEL, staff)).status).toBe(403);
    expect((await check(HOTEL, 'not.a.token')).status).toBe(403);
  });

  it('tells a stored token of a point made inactive that ordering is closed there, and no one else', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const check = (ws: number, token: string) =>
      call(ctx.app, null, 'GET', `/api/public/dish-orders/${ws}/check-token/${token}/`);
    const tokenFor = async (code: string) =>
      (await call(ctx.app, null, 'GET', `/api/public/dish-orders/${HOTEL}/token/${code}/`)).body
        .token as string;
    const codeOf = async (res: Promise<{ body: { error?: { code?: string } } }>) =>
      (await res).body.error?.code;
    const patch = (id: number, body: object) =>
      call(ctx.app, staff, 'PATCH', `${pointsUrl}/${id}`, body);

    const point = await newPoint(staff);
    const stored = await tokenFor(point.Code);
    await patch(point.ID, { Active: false });
    const closed = await check(HOTEL, stored);
    expect(closed.status).toBe(403);
    expect(closed.body.error.code).toBe('point_inactive');
    // The point's own calls say the same, so a phone at the table learns it mid-order too.
    const orders = `/api/specific/dish-orders/${HOTEL}/table-orders`;
    expect(await codeOf(call(ctx.app, stored, 'GET', orders))).toBe('point_inactive');
    // Nothing to a token that is not the point's: another venue, garbage, a deleted point.
    expect(await codeOf(check(PLAZA, stored))).toBe('forbidden');
    expect(await codeOf(check(HOTEL, 'not.a.token'))).toBe('forbidden');
    const deleted = await newPoint(staff);
    const t2 = await tokenFor(deleted.Code);
    await patch(deleted.ID, { Active: false });
    await call(ctx.app, staff, 'DELETE', `${pointsUrl}/${deleted.ID}`);
    expect(await codeOf(check(HOTEL, t2))).toBe('forbidden');
    // Back on, the old session stays ended (plain 403); off again, it is not the session that ended.
    await patch(point.ID, { Active: true });
    expect(await codeOf(check(HOTEL, stored))).toBe('forbidden');
    await patch(point.ID, { Active: false });
    expect(await codeOf(check(HOTEL, stored))).toBe('forbidden');
  });

  it('a point token never works on a private route', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const p = await newPoint(staff);
    const { token } = (
      await call(ctx.app, null, 'GET', `/api/public/dish-orders/${HOTEL}/token/${p.Code}/`)
    ).body;
    const res = await call(ctx.app, token, 'GET', `${pointsUrl}/`);
    expect(res.status).toBe(403);
    expect((await call(ctx.app, token, 'GET', configUrl(HOTEL))).status).toBe(403);
  });

  it("reads the caller's user config", async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, staff, 'GET', `/api/private/workspaces/${HOTEL}/user-config/`);
    expect(res.body).toEqual({ data: [{ HideDishOrderPoint: 0 }], total: 1 });
    const plaza = await login(ctx.app, PLAZA_STAFF);
    expect(
      (await call(ctx.app, plaza, 'GET', `/api/private/workspaces/${HOTEL}/user-config/`)).status,
    ).toBe(403);
  });

  it('reads the defaults, and lets administrators of the venue change the settings', async () => {
    // Plaza never saved its settings (the demo hotel's are seeded).
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const defaults = await call(ctx.app, plaza, 'GET', configUrl(PLAZA));
    expect(defaults.body).toEqual({
      data: [{ ...settings, ...serviceDefaults, OrderingEnabled: false }],
      total: 1,
    });
    const staff = await login(ctx.app, HOTEL_STAFF);
    expect((await call(ctx.app, staff, 'PUT', configUrl(HOTEL), settings)).status).toBe(403);
    const admin = await login(ctx.app, ADMIN);
    const hours = { IsTemp: true, IsAllTimes: false, TimeStart: 720, TimeEnd: 960 };
    const saved = await call(ctx.app, admin, 'PUT', configUrl(HOTEL), {
      ...settings,
      Availability: hours,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data[0]).toEqual({ ...settings, ...serviceDefaults, Availability: hours });
    expect((await call(ctx.app, staff, 'GET', configUrl(HOTEL))).body.data[0].Availability).toEqual(
      hours,
    );
    const bad = await call(ctx.app, admin, 'PUT', configUrl(HOTEL), {
      ...settings,
      PaymentRequired: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(['PaymentType']);
    const badCurrency = await call(ctx.app, admin, 'PUT', configUrl(HOTEL), {
      ...settings,
      Currency: 'euro',
    });
    expect(badCurrency.body.error.fields).toEqual(['Currency']);
    expect((await call(ctx.app, admin, 'PUT', configUrl(PLAZA), settings)).status).toBe(403);
  });
});
