import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  guestToken,
  orderingSetup,
  ordersUrl,
  placeOrder,
  pointsUrl,
} from './dish-order-fixtures.ts';
import {
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';

const priv = ordersUrl(HOTEL, 'private');
const spec = ordersUrl(HOTEL, 'specific');
/** 12:30 in Madrid (summer, UTC+2), 10:30 in UTC. */
const IN_MADRID_HOURS = new Date('2026-06-03T10:30:00Z');

/** A staff read of an order, less what only staff read (its kitchen tickets), checked present. */
const asGuestSees = (order: Record<string, unknown>) => {
  const { PrintCount, LastPrintedAt, ...rest } = order;
  expect(typeof PrintCount).toBe('number');
  expect(LastPrintedAt === null || typeof LastPrintedAt === 'string').toBe(true);
  return rest;
};

describe.each(databases)('dish orders on %s', (database) => {
  let now = IN_MADRID_HOURS;
  const ctx = useApp(database, { clock: () => now });

  /** Rows of the ordering tables; tests compare with the counts after their setup (the demo has orders). */
  const tableCounts = async () => {
    const { db } = ctx.app.deps;
    const n = async (table: 'dish_orders' | 'dish_order_items') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    // Order events only: a settings change (ordering turned on in a setup) is a venue-wide event.
    const orderEvents = await db
      .selectFrom('dish_order_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('OrderID', '>', 0)
      .executeTakeFirst();
    return {
      orders: await n('dish_orders'),
      items: await n('dish_order_items'),
      events: Number(orderEvents?.n),
    };
  };
  let baseline = { orders: 0, items: 0, events: 0 };
  const countRows = async () => {
    const current = await tableCounts();
    return {
      orders: current.orders - baseline.orders,
      items: current.items - baseline.items,
      events: current.events - baseline.events,
    };
  };
  beforeEach(async () => {
    baseline = await tableCounts();
  });

  it('prices every line on the server and shares the open order among the phones of a point', async () => {
    now = IN_MADRID_HOURS;
    const { point, token, dishes, staff } = await orderingSetup(ctx.app);
    const withExtras = dishes.find((d) => d.extras.length >= 2);
    const plain = dishes.find((d) => d.extras.length === 0);
    if (!withExtras || !plain) throw new Error('the demo has dishes with and without extras');
    const [e1, e2] = withExtras.extras as [
      { id: number; price: number },
      { id: number; price: number },
    ];
    const res = await placeOrder(ctx.app, token, {
      Items: [
        { MenuContentID: withExtras.id, Quantity: 2, Extras: [e1.id, e2.id], Note: ' sin sal ' },
        { MenuContentID: plain.id, Quantity: 1 },
      ],
      DeviceID: 'phone-a',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('OK');
    const order = res.body.data;
    const cents = (n: number) => Math.round(n * 100);
    const expected =
      2 * (cents(withExtras.price) + cents(e1.price) + cents(e2.price)) + cents(plain.price);
    expect(order).toMatchObject({
      PointID: point.ID,
      Status: 'open',
      PaymentStatus: 'none',
      Currency: 'EUR',
      Total: expected / 100,
    });
    expect(order.Items[0]).toMatchObject({
      MenuContentID: withExtras.id,
      Name: withExtras.name,
      Quantity: 2,
      UnitPrice: withExtras.price,
      Extras: [
        { ExtraID: e1.id, Price: e1.price },
        { ExtraID: e2.id, Price: e2.price },
      ],
      Note: 'sin sal',
      DeviceID: 'phone-a',
    });
    // A second phone, with a token of its own, adds to the same order.
    const second = await guestToken(ctx.app, point.Code);
    const more = await placeOrder(ctx.app, second, {
      Items: [{ MenuContentID: plain.id, Quantity: 3 }],
      DeviceID: 'phone-b',
    });
    expect(more.body.data.ID).toBe(order.ID);
    expect(more.body.data.Items.map((i: { DeviceID: string }) => i.DeviceID)).toEqual([
      'phone-a',
      'phone-a',
      'phone-b',
    ]);
    expect(more.body.data.Total).toBe((expected + 3 * cents(plain.price)) / 100);
    // Staff and guest read the same order.
    const read = await call(ctx.app, staff, 'GET', `${priv}/${order.ID}`);
    expect(asGuestSees(read.body.data)).toEqual(more.body.data);
    const items = await call(ctx.app, token, 'GET', `${spec}/${order.ID}/items/`);
    expect(items.body).toEqual({ data: more.body.data.Items, total: 3 });
  });

  it('several phones ordering at once all land in one open order', async () => {
    now = IN_MADRID_HOURS;
    const { point, token, dishes } = await orderingSetup(ctx.app);
    const dish = dishes[0];
    if (!dish) throw new Error('no dish');
    const tokens = [
      token,
      ...(await Promise.all([1, 2, 3].map(() => guestToken(ctx.app, point.Code)))),
    ];
    const answers = await Promise.all(
      tokens.map((t, i) =>
        placeOrder(ctx.app, t, {
          Items: [{ MenuContentID: dish.id, Quantity: 1 }],
          DeviceID: `d${i}`,
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.body.data.ID)).size).toBe(1);
    expect(await countRows()).toMatchObject({ orders: 1, items: 4 });
    // No lost update: the total counts every phone's line, and each answer saw the lines before it.
    const staff = await login(ctx.app, HOTEL_STAFF);
    const order = (await call(ctx.app, staff, 'GET', `${priv}/${answers[0]?.body.data.ID}`)).body
      .data;
    expect(order.Total).toBe((4 * Math.round(dish.price * 100)) / 100);
    expect(answers.map((a) => a.body.data.Items.length).sort()).toEqual([1, 2, 3, 4]);
  });

  it('refuses bad items naming the field, storing nothing', async () => {
    now = IN_MADRID_HOURS;
    const { token, dishes } = await orderingSetup(ctx.app);
    const withExtras = dishes.find((d) => d.extras.length > 0);
    const other = dishes.find((d) => d.extras.length > 0 && d.id !== withExtras?.id);
    if (!withExtras || !other) throw new Error('the demo has two dishes with extras');
    const dish = withExtras.id;
    // A block that is not a dish (the welcome title), and one of another venue.
    const plazaBlock = await ctx.app.deps.db
      .selectFrom('contents')
      .select('ID')
      .where('Owner', '=', String(PLAZA))
      .executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{ Items: [{ MenuContentID: dish, Quantity: 0 }] }, 'Items.0.Quantity'],
      [{ Items: [{ MenuContentID: dish, Quantity: 100 }] }, 'Items.0.Quantity'],
      [{ Items: [] }, 'Items'],
      [
        { Items: Array.from({ length: 101 }, () => ({ MenuContentID: dish, Quantity: 1 })) },
        'Items',
      ],
      [{ Items: [{ MenuContentID: dish, Quantity: 1, UnitPrice: 0 }] }, 'Items.0.UnitPrice'],
      [{ Items: [{ MenuContentID: 1, Quantity: 1 }] }, 'Items.0.MenuContentID'],
      [{ Items: [{ MenuContentID: 999999, Quantity: 1 }] }, 'Items.0.MenuContentID'],
      [{ Items: [{ MenuContentID: plazaBlock.ID, Quantity: 1 }] }, 'Items.0.MenuContentID'],
      [
        { Items: [{ MenuContentID: dish, Quantity: 1, Extras: [other.extras[0]?.id] }] },
        'Items.0.Extras',
      ],
      [{ Items: [{ MenuContentID: dish, Quantity: 1 }], DeviceID: 'a b' }, 'DeviceID'],
    ];
    for (const [body, field] of cases) {
      const res = await placeOrder(ctx.app, token, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields, field).toContain(field);
    }
    // A dish hidden from guests is not orderable either.
    await ctx.app.deps.db
      .updateTable('contents')
      .set({ HideMobile: 1 })
      .where('ID', '=', dish)
      .execute();
    const hidden = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dish, Quantity: 1 }],
    });
    expect(hidden.status).toBe(400);
    expect(await countRows()).toEqual({ orders: 0, items: 0, events: 0 });
  });

  it('holds at most 100 items an order, counting what it already has', async () => {
    now = IN_MADRID_HOURS;
    const { token, dishes } = await orderingSetup(ctx.app);
    const line = { MenuContentID: dishes[0]?.id, Quantity: 1 };
    expect((await placeOrder(ctx.app, token, { Items: Array(60).fill(line) })).status).toBe(200);
    const over = await placeOrder(ctx.app, token, { Items: Array(41).fill(line) });
    expect(over.status).toBe(400);
    expect(over.body.error.fields).toEqual(['Items']);
    expect((await countRows()).items).toBe(60);
    expect((await placeOrder(ctx.app, token, { Items: Array(40).fill(line) })).status).toBe(200);
  });

  it("answers KO out of the venue's hours in its time zone, and stores nothing", async () => {
    // Open 12:00–16:00 on Madrid's clock.
    const hours = { IsTemp: true, IsAllTimes: false, TimeStart: 720, TimeEnd: 960 };
    now = IN_MADRID_HOURS;
    const { token, dishes } = await orderingSetup(ctx.app, { Availability: hours });
    const body = { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] };
    // 14:30 UTC is 16:30 in Madrid: closed, though UTC's clock would say open.
    now = new Date('2026-06-03T14:30:00Z');
    const ko = await placeOrder(ctx.app, token, body);
    expect(ko.status).toBe(200);
    expect(ko.body).toEqual({ status: 'KO', message: 'Fuera de horario.' });
    expect(await countRows()).toEqual({ orders: 0, items: 0, events: 0 });
    // 10:30 UTC is 12:30 in Madrid: open, though UTC's clock would say closed.
    now = IN_MADRID_HOURS;
    expect((await placeOrder(ctx.app, token, body)).body.status).toBe('OK');
  });

  it("answers KO out of the point's, the menu's or the dish's own hours", async () => {
    now = new Date('2026-06-03T20:00:00Z'); // 22:00 in Madrid
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
    now = IN_MADRID_HOURS;
    const { token, dishes } = await orderingSetup(ctx.app, { OrderingEnabled: false });
    const res = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }],
    });
    expect(res.body).toEqual({ status: 'KO', message: 'Pedidos no disponibles.' });
    expect(await countRows()).toEqual({ orders: 0, items: 0, events: 0 });
  });

  it('with an Idempotency-Key: the same body answers the first answer, another is a 409', async () => {
    now = IN_MADRID_HOURS;
    const { token, dishes } = await orderingSetup(ctx.app);
    const body = { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 2 }], DeviceID: 'p1' };
    const key = { 'idempotency-key': randomUUID() };
    const first = await placeOrder(ctx.app, token, body, key);
    const again = await placeOrder(ctx.app, token, body, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countRows()).toMatchObject({ orders: 1, items: 1, events: 1 });
    const other = await placeOrder(ctx.app, token, { ...body, DeviceID: 'p2' }, key);
    expect(other.status).toBe(409);
    expect(await countRows()).toMatchObject({ orders: 1, items: 1, events: 1 });
    // A double tap: the same key racing, one line stored.
    const tap = { 'idempotency-key': randomUUID() };
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(ctx.app, token, body, tap)),
    );
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(racing.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await countRows()).toMatchObject({ orders: 1, items: 2, events: 2 });
    const badKey = await placeOrder(ctx.app, token, body, { 'idempotency-key': 'has space' });
    expect(badKey.status).toBe(400);
  });

  it('walks the lifecycle, refusing each forbidden transition with 409 naming the state', async () => {
    now = IN_MADRID_HOURS;
    const { token, staff, dishes } = await orderingSetup(ctx.app);
    const placed = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }],
    });
    const id = placed.body.data.ID;
    const act = (who: string, scope: string, action: string) =>
      call(ctx.app, who, 'PUT', `/api/${scope}/dish-orders/${HOTEL}/dish-orders/${id}/${action}`);
    const refused = async (who: string, scope: string, action: string, state: string) => {
      const res = await act(who, scope, action);
      expect(res.status, `${action} from ${state}`).toBe(409);
      expect(res.body.error.code).toBe('invalid_transition');
      expect(res.body.error.message).toContain(state);
    };
    for (const a of ['check', 'close', 'finalize']) await refused(staff, 'private', a, 'open');
    expect((await act(token, 'specific', 'confirm')).body.data.Status).toBe('confirmed');
    await refused(token, 'specific', 'confirm', 'confirmed');
    await refused(token, 'specific', 'cancel', 'confirmed');
    await refused(staff, 'private', 'close', 'confirmed');
    expect((await act(staff, 'private', 'check')).body.data.Status).toBe('checked');
    await refused(staff, 'private', 'cancel', 'checked');
    await refused(staff, 'private', 'finalize', 'checked');
    expect((await act(staff, 'private', 'close')).body.data.Status).toBe('closed');
    await refused(staff, 'private', 'check', 'closed');
    expect((await act(staff, 'private', 'finalize')).body.data.Status).toBe('finalized');
    for (const a of ['confirm', 'check', 'close', 'finalize', 'cancel'])
      await refused(staff, 'private', a, 'finalized');
    // A point token on a staff route is refused by scope.
    expect((await act(token, 'private', 'check')).status).toBe(403);
    // One event per change: add, confirm, check, close, finalize.
    expect((await countRows()).events).toBe(5);
    // A new order opens for the point once the last one is confirmed.
    const next = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }],
    });
    expect(next.body.data.ID).not.toBe(id);
  });

  it('cancels from open (guest) and confirmed (staff); deletes items and orders by the table', async () => {
    now = IN_MADRID_HOURS;
    const { token, staff, dishes } = await orderingSetup(ctx.app);
    const line = { MenuContentID: dishes[0]?.id, Quantity: 1 };
    const order = (await placeOrder(ctx.app, token, { Items: [line, line] })).body.data;
    const [i1, i2] = order.Items as [{ ID: number }, { ID: number }];
    const item = (who: string, scope: string, itemId: number) =>
      call(ctx.app, who, 'DELETE', `/api/${scope}/dish-orders/${HOTEL}/dish-orders-item/${itemId}`);
    const removed = await item(token, 'specific', i1.ID);
    expect(removed.status).toBe(200);
    expect(removed.body.data.Items.map((i: { ID: number }) => i.ID)).toEqual([i2.ID]);
    expect(removed.body.data.Total).toBe(order.Total / 2);
    await call(ctx.app, token, 'PUT', `${spec}/${order.ID}/confirm`, {});
    const late = await item(token, 'specific', i2.ID);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain('confirmed');
    expect((await item(staff, 'private', i2.ID)).body.data.Items).toEqual([]);
    expect((await call(ctx.app, staff, 'PUT', `${priv}/${order.ID}/cancel`)).body.data.Status).toBe(
      'cancelled',
    );
    // Staff delete an order whatever its state; a guest only while it is open.
    const gone = await call(ctx.app, token, 'DELETE', `${spec}/${order.ID}`);
    expect(gone.status).toBe(409);
    expect((await call(ctx.app, staff, 'DELETE', `${priv}/${order.ID}`)).body).toEqual({
      affectedRows: 1,
    });
    expect((await call(ctx.app, staff, 'GET', `${priv}/${order.ID}`)).status).toBe(404);

    const open = (await placeOrder(ctx.app, token, { Items: [line] })).body.data;
    expect((await call(ctx.app, token, 'PUT', `${spec}/${open.ID}/cancel`)).body.data.Status).toBe(
      'cancelled',
    );
    const third = (await placeOrder(ctx.app, token, { Items: [line] })).body.data;
    expect((await call(ctx.app, token, 'DELETE', `${spec}/${third.ID}`)).status).toBe(200);
    expect((await call(ctx.app, staff, 'DELETE', `${priv}/${third.ID}`)).status).toBe(404);
  });

  it("answers 406 'Payment required' on confirm while the venue requires payment first", async () => {
    now = IN_MADRID_HOURS;
    const { token, staff, dishes } = await orderingSetup(ctx.app, {
      PaymentRequired: true,
      PaymentType: 'stripe',
    });
    const order = (
      await placeOrder(ctx.app, token, { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] })
    ).body.data;
    for (const [who, scope] of [
      [token, 'specific'],
      [staff, 'private'],
    ] as const) {
      const res = await call(
        ctx.app,
        who,
        'PUT',
        `/api/${scope}/dish-orders/${HOTEL}/dish-orders/${order.ID}/confirm`,
      );
      expect(res.status).toBe(406);
      expect(res.body.error).toMatchObject({
        code: 'payment_required',
        message: 'Payment required',
      });
    }
    // The order's payment state follows from its payments: a settled one for its whole total.
    await ctx.app.deps.db
      .insertInto('payment_attempts')
      .values({
        EnterpriseID: HOTEL,
        OrderID: order.ID,
        Provider: 'stripe',
        Reference: 'cs_test_paid',
        AmountCents: Math.round(order.Total * 100),
        Currency: 'EUR',
        State: 'paid',
        ExpiresAt: '2026-06-03T11:00:00.000Z',
        CreatedAt: '2026-06-03T10:30:00.000Z',
        UpdatedAt: '2026-06-03T10:30:00.000Z',
      })
      .execute();
    // As the payment code leaves it: the stored state is the ledger's.
    await ctx.app.deps.db
      .updateTable('dish_orders')
      .set({ PaymentStatus: 'paid' })
      .where('ID', '=', order.ID)
      .execute();
    const paid = await call(ctx.app, token, 'PUT', `${spec}/${order.ID}/confirm`);
    expect(paid.body.data).toMatchObject({ Status: 'confirmed', PaymentStatus: 'paid' });
  });

  it("a phone that scans late reads the table's open and sent orders, not settled ones", async () => {
    now = IN_MADRID_HOURS;
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
    now = IN_MADRID_HOURS;
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
    now = IN_MADRID_HOURS;
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
    expect(all.body.total).toBe(baseline.orders + 4);
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

describe.each(databases)('dish-order rate limits on %s', (database) => {
  const ctx = useApp(database, {
    clock: () => IN_MADRID_HOURS,
    orderRateLimit: { perAddress: 1000, perPoint: 3, windowMs: 60_000 },
  });

  it("limits a point's calls, whatever token its phones use", async () => {
    const { token, point } = await orderingSetup(ctx.app);
    const other = await guestToken(ctx.app, point.Code);
    const read = (t: string) => call(ctx.app, t, 'GET', `${spec}/1`);
    expect((await read(token)).status).toBe(404);
    expect((await read(other)).status).toBe(404);
    expect((await read(token)).status).toBe(404);
    const limited = await read(other);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
  });
});

describe.each(databases)('dish-order rate limit per address on %s', (database) => {
  const ctx = useApp(database, {
    clock: () => IN_MADRID_HOURS,
    orderRateLimit: { perAddress: 2, perPoint: 1000, windowMs: 60_000 },
  });

  it('limits the guest calls of one address, across points', async () => {
    const { token, staff } = await orderingSetup(ctx.app);
    const other = (
      await call(ctx.app, staff, 'POST', pointsUrl(HOTEL), { ID: 'new', Name: { es: 'Mesa 8' } })
    ).body.data;
    const second = await guestToken(ctx.app, other.Code);
    expect((await call(ctx.app, token, 'GET', `${spec}/1`)).status).toBe(404);
    expect((await call(ctx.app, second, 'GET', `${spec}/1`)).status).toBe(404);
    expect((await call(ctx.app, second, 'GET', `${spec}/1`)).status).toBe(429);
  });
});
