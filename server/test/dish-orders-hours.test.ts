import { describe, expect, it } from 'vitest';
import { orderingSetup, placeOrder, pointsUrl } from './dish-order-fixtures.ts';
import { IN_MADRID_HOURS, useOrdersApp } from './dish-order-rows.ts';
import { call, databases, HOTEL } from './helpers.ts';

describe.each(databases)('dish orders and opening hours on %s', (database) => {
  const { ctx, clock, countRows } = useOrdersApp(database);

  it("answers KO out of the venue's hours in its time zone, and stores nothing", async () => {
    // Open 12:00–16:00 on Madrid's clock.
    const hours = { IsTemp: true, IsAllTimes: false, TimeStart: 720, TimeEnd: 960 };
    clock.now = IN_MADRID_HOURS;
    const { token, dishes } = await orderingSetup(ctx.app, { Availability: hours });
    const body = { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] };
    // 14:30 UTC is 16:30 in Madrid: closed, though UTC's clock would say open.
    clock.now = new Date('2026-06-03T14:30:00Z');
    const ko = await placeOrder(ctx.app, token, body);
    expect(ko.status).toBe(200);
    expect(ko.body).toEqual({ status: 'KO', message: 'Fuera de horario.' });
    expect(await countRows()).toEqual({ orders: 0, items: 0, events: 0 });
    // 10:30 UTC is 12:30 in Madrid: open, though UTC's clock would say closed.
    clock.now = IN_MADRID_HOURS;
    expect((await placeOrder(ctx.app, token, body)).body.status).toBe('OK');
  });

  it("answers KO out of the point's, the menu's or the dish's own hours", async () => {
    clock.now = new Date('2026-06-03T20:00:00Z'); // 22:00 in Madrid
    const evening = { IsTemp: true, IsAllTimes: false, TimeStart: 720, TimeEnd: 960 };
    const { token, dishes, staff, point } = await orderingSetup(
      ctx.app,
      {},
      { Availability: evening },
    );
    const dish = dishes[0];
    if (!dish) throw new Error('no dish');
    const body = { Items: [{ MenuContentID: dish.id, Quantity: 1 }] };
    expect((await placeOrder(ctx.app, token, body)).body.status).toBe('KO');
    await call(ctx.app, staff, 'PATCH', `${pointsUrl(HOTEL)}/${point.ID}`, { Availability: null });
    expect((await placeOrder(ctx.app, token, body)).body.status).toBe('OK');

    const { db } = ctx.app.deps;
    const lunch = JSON.stringify(evening);
    const menu = await db
      .selectFrom('contents')
      .select('MenuID')
      .where('ID', '=', dish.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('menus')
      .set({ IsTemp: 1, Availability: lunch })
      .where('ID', '=', menu.MenuID)
      .execute();
    expect((await placeOrder(ctx.app, token, body)).body.status).toBe('KO');
    await db.updateTable('menus').set({ IsTemp: 0 }).where('ID', '=', menu.MenuID).execute();
    await db
      .updateTable('contents')
      .set({ Availability: lunch })
      .where('ID', '=', dish.id)
      .execute();
    expect((await placeOrder(ctx.app, token, body)).body).toEqual({
      status: 'KO',
      message: 'Fuera de horario.',
    });
    expect((await countRows()).items).toBe(1);
  });

  it('answers KO while the venue has ordering off', async () => {
    clock.now = IN_MADRID_HOURS;
    const { token, dishes } = await orderingSetup(ctx.app, { OrderingEnabled: false });
    const res = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }],
    });
    expect(res.body).toEqual({ status: 'KO', message: 'Pedidos no disponibles.' });
    expect(await countRows()).toEqual({ orders: 0, items: 0, events: 0 });
  });
});
