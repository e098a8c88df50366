import { type Availability, defaultAvailability } from '@carta/domain';
import { describe, expect, it } from 'vitest';
import { ORDERING_ON, pointsUrl, settingsUrl } from './dish-order-fixtures.ts';
import { ADMIN, call, databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';

const temp = (a: Partial<Availability>): Availability => ({
  ...defaultAvailability(),
  IsTemp: true,
  ...a,
});

/**
 * Every shape the availability widget produces (its gallery's cases), and the day lists one editor
 * variant sends as JSON text; `stored` is what must be read back.
 */
const shapes: { name: string; sent: Record<string, unknown>; stored: Availability }[] = [
  { name: 'not temporary', sent: defaultAvailability(), stored: defaultAvailability() },
  {
    name: 'every day, some hours',
    sent: temp({ IsAllTimes: false, TimeStart: 780, TimeEnd: 960 }),
    stored: temp({ IsAllTimes: false, TimeStart: 780, TimeEnd: 960 }),
  },
  {
    name: 'past midnight',
    sent: temp({ IsAllTimes: false, TimeStart: 1200, TimeEnd: 120 }),
    stored: temp({ IsAllTimes: false, TimeStart: 1200, TimeEnd: 120 }),
  },
  {
    name: 'one day',
    sent: temp({ Per: 1, DateStart: '2026-12-24' }),
    stored: temp({ Per: 1, DateStart: '2026-12-24' }),
  },
  {
    name: 'a date range',
    sent: temp({ IsAllDays: false, DateStart: '2026-12-01', DateEnd: '2026-12-31' }),
    stored: temp({ IsAllDays: false, DateStart: '2026-12-01', DateEnd: '2026-12-31' }),
  },
  {
    name: 'weekly',
    sent: temp({ Per: 2, Rec: 1, DayOfWeek: [1, 3, 5], Alt: 2, DateStart: '2026-11-02' }),
    stored: temp({ Per: 2, Rec: 1, DayOfWeek: [1, 3, 5], Alt: 2, DateStart: '2026-11-02' }),
  },
  {
    name: 'monthly',
    sent: temp({ Per: 2, Rec: 0, DayOfMonth: [1, 15, 31], IsAllTimes: false, TimeStart: 600 }),
    stored: temp({ Per: 2, Rec: 0, DayOfMonth: [1, 15, 31], IsAllTimes: false, TimeStart: 600 }),
  },
  {
    name: 'day lists as JSON text',
    sent: { ...temp({ Per: 2 }), DayOfWeek: '[0,6]', DayOfMonth: 'null' },
    stored: temp({ Per: 2, DayOfWeek: [0, 6], DayOfMonth: [] }),
  },
];

describe.each(databases)('every availability shape is stored readable on %s', (database) => {
  const ctx = useApp(database);

  it('ordering hours (dish-orders-config)', async () => {
    const admin = await login(ctx.app, ADMIN);
    for (const { sent, stored } of shapes) {
      const put = await call(ctx.app, admin, 'PUT', settingsUrl(HOTEL), {
        ...ORDERING_ON,
        Availability: sent,
      });
      expect(put.status).toBe(200);
      expect(put.body.data[0].Availability).toEqual(stored);
      const got = await call(ctx.app, admin, 'GET', settingsUrl(HOTEL));
      expect(got.status).toBe(200);
      expect(got.body.data[0].Availability).toEqual(stored);
    }
  });

  it("a point's hours", async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    for (const { sent, stored } of shapes) {
      const created = await call(ctx.app, staff, 'POST', pointsUrl(HOTEL), {
        ID: 'new',
        Name: { es: 'Terraza' },
        Availability: sent,
      });
      expect(created.status).toBe(201);
      expect(created.body.data.Availability).toEqual(stored);
      const listed = await call(ctx.app, staff, 'GET', `${pointsUrl(HOTEL)}?item_per_page=1000`);
      expect(listed.status).toBe(200);
      const point = listed.body.data.find((p: { ID: number }) => p.ID === created.body.data.ID);
      expect(point.Availability).toEqual(stored);
    }
  });

  it("a menu's and a content's hours", async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    for (const { sent, stored } of shapes) {
      const save = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
        ID: 'new',
        IsNew: true,
        Name: { es: 'Con horario' },
        ORD: 9,
        Type: 0,
        IsTemp: true,
        Availability: sent,
        Content: [{ ID: 'new_a', Type: 2, ORD: 0, Title: { es: 'Hola' }, ...sent }],
      });
      expect(save.status).toBe(200);
      const menus = await call(ctx.app, staff, 'GET', `/api/menus/${HOTEL}`);
      expect(menus.status).toBe(200);
      const menu = menus.body.data.find((m: { ID: number }) => m.ID === save.body.newID);
      expect(menu.Availability).toEqual(stored);
      const contents = await call(ctx.app, staff, 'GET', `/api/contents/${save.body.newID}`);
      expect(contents.status).toBe(200);
      expect(contents.body.data[0]).toMatchObject(stored);
    }
    // Eight menu saves: on a busy machine this is longer than the default 20 s.
  }, 90_000);
});
