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

// Plaza's points: the demo hotel has points of its own (seed), Plaza starts with none.
const base = `/api/private/dish-orders/${PLAZA}/dish-orders-points`;
const point = (name: string, over: Record<string, unknown> = {}) => ({
  ID: 'new',
  Name: { es: name, en: `${name} EN` },
  Kind: 'table',
  ...over,
});

describe.each(databases)('dish-order points on %s', (database) => {
  const ctx = useApp(database);

  it('creates, reads, lists with paging and search, updates and deletes points', async () => {
    const staff = await login(ctx.app, PLAZA_STAFF);
    const created = await call(ctx.app, staff, 'POST', `${base}/`, point('Mesa 1'));
    expect(created.status).toBe(201);
    const p1 = created.body.data;
    expect(p1).toMatchObject({
      Name: { es: 'Mesa 1', en: 'Mesa 1 EN' },
      Kind: 'table',
      MenuID: null,
      Active: true,
      Availability: null,
    });
    expect(p1.Code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const n of [2, 3, 4, 5, 6]) await call(ctx.app, staff, 'POST', base, point(`Mesa ${n}`));
    await call(ctx.app, staff, 'POST', base, point('Hamaca 1', { Kind: 'sunbed' }));

    const firstPage = await call(ctx.app, staff, 'GET', `${base}/`);
    expect(firstPage.status).toBe(200);
    expect(firstPage.body.total).toBe(7);
    expect(firstPage.body.data).toHaveLength(5);
    const second = await call(ctx.app, staff, 'GET', `${base}/?start_index=5&item_per_page=5`);
    expect(second.body.data.map((p: { Name: { es: string } }) => p.Name.es)).toEqual([
      'Mesa 6',
      'Hamaca 1',
    ]);
    const searched = await call(ctx.app, staff, 'GET', `${base}/?search_value=hamaca`);
    expect(searched.body).toMatchObject({ total: 1, data: [{ Kind: 'sunbed' }] });
    // LIKE wildcards are searched as text.
    expect((await call(ctx.app, staff, 'GET', `${base}?search_value=%25`)).body.total).toBe(0);

    const one = await call(ctx.app, staff, 'GET', `${base}/${p1.ID}`);
    expect(one.body).toEqual({ data: [p1], total: 1 });

    const patched = await call(ctx.app, staff, 'PATCH', `${base}/${p1.ID}`, {
      ID: p1.ID,
      Active: false,
      Kind: 'room',
      Code: 'ignored',
      Availability: { IsTemp: true, IsAllTimes: false, TimeStart: 600, TimeEnd: 900 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ Active: false, Kind: 'room', Code: p1.Code });
    expect(patched.body.data.Name).toEqual(p1.Name);

    const removed = await call(ctx.app, staff, 'DELETE', `${base}/${p1.ID}`);
    expect(removed.body).toEqual({ affectedRows: 1 });
    expect((await call(ctx.app, staff, 'GET', `${base}/${p1.ID}`)).status).toBe(404);
    expect((await call(ctx.app, staff, 'GET', base)).body.total).toBe(6);
  });

  it("keeps and answers a point's hours as the back-office's form sends them (day lists included)", async () => {
    const staff = await login(ctx.app, PLAZA_STAFF);
    const Availability = {
      IsTemp: true,
      Per: 2,
      DateStart: '2026-11-25',
      DateEnd: null,
      TimeStart: 540,
      TimeEnd: 1380,
      IsAllTimes: false,
      IsAllDays: false,
      Rec: 1,
      DayOfWeek: [1, 2, 5],
      DayOfMonth: [],
      Alt: 1,
    };
    const created = await call(
      ctx.app,
      staff,
      'POST',
      `${base}/`,
      point('Terraza', { Availability }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.Availability).toEqual(Availability);
    // The legacy form's day lists as JSON text are read as arrays, and answered as arrays.
    const patched = await call(ctx.app, staff, 'PATCH', `${base}/${created.body.data.ID}`, {
      Availability: { ...Availability, DayOfWeek: '[0,6]' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.Availability.DayOfWeek).toEqual([0, 6]);
    const listed = await call(ctx.app, staff, 'GET', `${base}/?search_value=Terraza`);
    expect(listed.body.data[0].Availability.DayOfWeek).toEqual([0, 6]);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const staff = await login(ctx.app, PLAZA_STAFF);
    const bad = [
      [{ ...point('x'), ID: 5 }, 'ID'],
      [{ ...point('x'), Kind: 'bar' }, 'Kind'],
      [{ ...point('x'), Code: 'mine' }, 'Code'],
      [{ ...point('x'), Name: 'Mesa' }, 'Name'],
      [{ ...point('x'), Availability: { Per: 7 } }, 'Availability.Per'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call(ctx.app, staff, 'POST', base, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields).toContain(field);
    }
    // A menu of another venue (the hotel's menu 1).
    const plazaMenu = (await call(ctx.app, staff, 'GET', `/api/menus/${PLAZA}`)).body.data[0].ID;
    const foreignMenu = await call(ctx.app, staff, 'POST', base, point('x', { MenuID: 1 }));
    expect(foreignMenu.status).toBe(400);
    expect(foreignMenu.body.error.fields).toEqual(['MenuID']);
    expect((await call(ctx.app, staff, 'GET', base)).body.total).toBe(0);
    const own = await call(ctx.app, staff, 'POST', base, point('x', { MenuID: plazaMenu }));
    expect(own.body.data.MenuID).toBe(plazaMenu);
    expect((await call(ctx.app, staff, 'GET', `${base}?item_per_page=0`)).status).toBe(400);
    expect((await call(ctx.app, staff, 'GET', `${base}?start_index=-1`)).status).toBe(400);
  });

  it('rotates the code: the point keeps its id, the old code opens nothing', async () => {
    const staff = await login(ctx.app, PLAZA_STAFF);
    const p = (await call(ctx.app, staff, 'POST', base, point('Mesa 1'))).body.data;
    const tokenUrl = (code: string) => `/api/public/dish-orders/${PLAZA}/token/${code}/`;
    expect((await call(ctx.app, null, 'GET', tokenUrl(p.Code))).status).toBe(200);
    const rotated = await call(ctx.app, staff, 'PUT', `${base}/${p.ID}/rotate-code`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.ID).toBe(p.ID);
    expect(rotated.body.data.Code).not.toBe(p.Code);
    expect((await call(ctx.app, null, 'GET', tokenUrl(p.Code))).status).toBe(404);
    expect((await call(ctx.app, null, 'GET', tokenUrl(rotated.body.data.Code))).status).toBe(200);
  });

  it("another venue's point is not found through one's own venue", async () => {
    const staff = await login(ctx.app, PLAZA_STAFF);
    const hotel = await login(ctx.app, HOTEL_STAFF);
    const p = (await call(ctx.app, staff, 'POST', base, point('Mesa 1'))).body.data;
    const hotelBase = `/api/private/dish-orders/${HOTEL}/dish-orders-points`;
    expect((await call(ctx.app, hotel, 'GET', `${hotelBase}/${p.ID}`)).status).toBe(404);
    expect(
      (await call(ctx.app, hotel, 'PATCH', `${hotelBase}/${p.ID}`, { Active: false })).status,
    ).toBe(404);
    expect((await call(ctx.app, hotel, 'DELETE', `${hotelBase}/${p.ID}`)).status).toBe(404);
    expect((await call(ctx.app, hotel, 'PUT', `${hotelBase}/${p.ID}/rotate-code`)).status).toBe(
      404,
    );
    expect((await call(ctx.app, staff, 'GET', `${base}/${p.ID}`)).body.data[0]).toEqual(p);
    // Administrators are staff of their own venue here (the hotel).
    const admin = await login(ctx.app, ADMIN);
    expect((await call(ctx.app, admin, 'GET', `${base}/`)).status).toBe(403);
  });
});
