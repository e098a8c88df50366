import { describe, expect, it } from 'vitest';
import { guestToken, orderingSetup, placeOrder, pointsUrl } from './dish-order-fixtures.ts';
import { asGuestSees, IN_MADRID_HOURS, priv, spec, useOrdersApp } from './dish-order-rows.ts';
import { call, databases, HOTEL, login, PLAZA, PLAZA_STAFF } from './helpers.ts';

describe.each(databases)('who reads which dish orders on %s', (database) => {
  const { ctx, clock, baseline } = useOrdersApp(database);

  it("a phone that scans late reads the table's open and sent orders, not settled ones", async () => {
    clock.now = IN_MADRID_HOURS;
    const { token, staff, dishes, point } = await orderingSetup(ctx.app);
    const tableOrders = `/api/specific/dish-orders/${HOTEL}/table-orders`;
    const one = { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] };
    const first = (await placeOrder(ctx.app, token, one)).body.data;
    await call(ctx.app, token, 'PUT', `${spec}/${first.ID}/confirm`);
    const settled = (await placeOrder(ctx.app, token, one)).body.data;
    await call(ctx.app, token, 'PUT', `${spec}/${settled.ID}/cancel`);
    const open = (await placeOrder(ctx.app, token, one)).body.data;
    // Another phone scans the code now: it sees the open order and the confirmed one, newest first.
    const late = await guestToken(ctx.app, point.Code);
    const read = await call(ctx.app, late, 'GET', tableOrders);
    expect(read.status).toBe(200);
    expect(read.body.data.map((o: { ID: number; Status: string }) => [o.ID, o.Status])).toEqual([
      [open.ID, 'open'],
      [first.ID, 'confirmed'],
    ]);
    expect(read.body.data[0]).toEqual(open);
    // Served stays on the table's phones; finalized leaves them.
    for (const action of ['check', 'close'])
      await call(ctx.app, staff, 'PUT', `${priv}/${first.ID}/${action}`);
    expect((await call(ctx.app, late, 'GET', tableOrders)).body.data[1].Status).toBe('closed');
    await call(ctx.app, staff, 'PUT', `${priv}/${first.ID}/finalize`);
    expect((await call(ctx.app, late, 'GET', tableOrders)).body.total).toBe(1);
    // A rotated code ends the session here too.
    await call(ctx.app, staff, 'PUT', `${pointsUrl(HOTEL)}/${point.ID}/rotate-code`);
    expect((await call(ctx.app, late, 'GET', tableOrders)).status).toBe(403);
  });

  it("a guest never reaches another point's order, nor a rotated code's", async () => {
    clock.now = IN_MADRID_HOURS;
    const { token, staff, dishes, point } = await orderingSetup(ctx.app);
    const order = (
      await placeOrder(ctx.app, token, { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] })
    ).body.data;
    const other = (
      await call(ctx.app, staff, 'POST', pointsUrl(HOTEL), { ID: 'new', Name: { es: 'Mesa 8' } })
    ).body.data;
    const intruder = await guestToken(ctx.app, other.Code);
    const tries = [
      ['GET', `${spec}/${order.ID}`],
      ['GET', `${spec}/${order.ID}/items/`],
      ['PUT', `${spec}/${order.ID}/confirm`],
      ['PUT', `${spec}/${order.ID}/cancel`],
      ['DELETE', `${spec}/${order.ID}`],
      ['DELETE', `/api/specific/dish-orders/${HOTEL}/dish-orders-item/${order.Items[0].ID}`],
    ] as const;
    for (const [method, url] of tries)
      expect((await call(ctx.app, intruder, method, url)).status, url).toBe(404);
    // Another venue in the path: the token is the hotel's.
    expect(
      (
        await call(
          ctx.app,
          token,
          'GET',
          `/api/specific/dish-orders/${PLAZA}/dish-orders/${order.ID}`,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await placeOrder(
          ctx.app,
          token,
          { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] },
          {},
          PLAZA,
        )
      ).status,
    ).toBe(403);
    // Staff of another venue: refused.
    const plaza = await login(ctx.app, PLAZA_STAFF);
    expect((await call(ctx.app, plaza, 'GET', `${priv}/${order.ID}`)).status).toBe(403);
    expect(
      asGuestSees((await call(ctx.app, staff, 'GET', `${priv}/${order.ID}`)).body.data),
    ).toEqual(order);
    // Rotating the code ends every session of the point at once.
    await call(ctx.app, staff, 'PUT', `${pointsUrl(HOTEL)}/${point.ID}/rotate-code`);
    expect((await call(ctx.app, token, 'GET', `${spec}/${order.ID}`)).status).toBe(403);
    expect(
      (await placeOrder(ctx.app, token, { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] }))
        .status,
    ).toBe(403);
  });

  it('lists orders newest first, filtered by status and point, with paging', async () => {
    clock.now = IN_MADRID_HOURS;
    const { token, staff, dishes, point } = await orderingSetup(ctx.app);
    const line = { MenuContentID: dishes[0]?.id, Quantity: 1 };
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const o = (await placeOrder(ctx.app, token, { Items: [line] })).body.data;
      ids.push(o.ID);
      if (i < 2) await call(ctx.app, token, 'PUT', `${spec}/${o.ID}/confirm`);
    }
    const other = (
      await call(ctx.app, staff, 'POST', pointsUrl(HOTEL), { ID: 'new', Name: { es: 'Mesa 8' } })
    ).body.data;
    const o4 = (await placeOrder(ctx.app, await guestToken(ctx.app, other.Code), { Items: [line] }))
      .body.data;
    const list = (body: unknown) => call(ctx.app, staff, 'PUT', `${priv}/`, body);
    const all = await list({});
    expect(all.body.total).toBe(baseline().orders + 4);
    expect(all.body.data.slice(0, 4).map((o: { ID: number }) => o.ID)).toEqual([
      o4.ID,
      ...[...ids].reverse(),
    ]);
    const confirmed = await list({
      status: 'confirmed',
      point: point.ID,
      startIndex: 0,
      itemPerPage: 1,
    });
    expect(confirmed.body.total).toBe(2);
    expect(confirmed.body.data.map((o: { ID: number }) => o.ID)).toEqual([ids[1]]);
    expect((await list({ point: other.ID })).body.data.map((o: { ID: number }) => o.ID)).toEqual([
      o4.ID,
    ]);
    expect((await list({ status: 'served' })).status).toBe(400);
    expect((await list({ itemPerPage: 0 })).status).toBe(400);
    // A point with orders not yet closed cannot be deleted; its history stays once it can.
    expect((await call(ctx.app, staff, 'DELETE', `${pointsUrl(HOTEL)}/${other.ID}`)).status).toBe(
      409,
    );
    await call(ctx.app, staff, 'PUT', `${priv}/${o4.ID}/cancel`);
    expect((await call(ctx.app, staff, 'DELETE', `${pointsUrl(HOTEL)}/${other.ID}`)).status).toBe(
      200,
    );
    expect((await list({ point: other.ID })).body.total).toBe(1);
  });
});
