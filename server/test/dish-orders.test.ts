import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { guestToken, orderingSetup, placeOrder, pointsUrl } from './dish-order-fixtures.ts';
import { asGuestSees, IN_MADRID_HOURS, priv, spec, useOrdersApp } from './dish-order-rows.ts';
import { call, databases, HOTEL, HOTEL_STAFF, login, PLAZA, useApp } from './helpers.ts';

describe.each(databases)('dish orders on %s', (database) => {
  const { ctx, clock, countRows } = useOrdersApp(database);

  it('prices every line on the server and shares the open order among the phones of a point', async () => {
    clock.now = IN_MADRID_HOURS;
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
    clock.now = IN_MADRID_HOURS;
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
    clock.now = IN_MADRID_HOURS;
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
    clock.now = IN_MADRID_HOURS;
    const { token, dishes } = await orderingSetup(ctx.app);
    const line = { MenuContentID: dishes[0]?.id, Quantity: 1 };
    expect((await placeOrder(ctx.app, token, { Items: Array(60).fill(line) })).status).toBe(200);
    const over = await placeOrder(ctx.app, token, { Items: Array(41).fill(line) });
    expect(over.status).toBe(400);
    expect(over.body.error.fields).toEqual(['Items']);
    expect((await countRows()).items).toBe(60);
    expect((await placeOrder(ctx.app, token, { Items: Array(40).fill(line) })).status).toBe(200);
  });

  it('with an Idempotency-Key: the same body answers the first answer, another is a 409', async () => {
    clock.now = IN_MADRID_HOURS;
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
