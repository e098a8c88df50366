import { describe, expect, it } from 'vitest';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import { call, databases, HOTEL, useApp } from './helpers.ts';

const NOW = new Date('2026-06-03T10:30:00Z');
const dishOutUrl = (id: number) => `/api/private/dish-orders/${HOTEL}/dishes/${id}/sold-out`;
const extraOutUrl = (id: number) => `/api/private/dish-orders/${HOTEL}/extras/${id}/sold-out`;

describe.each(databases)('an order holding what ran out since it was added, on %s', (database) => {
  const ctx = useApp(database, { clock: () => NOW });

  const confirm = (token: string, id: number, scope: 'specific' | 'private' = 'specific') =>
    call(ctx.app, token, 'PUT', `${ordersUrl(HOTEL, scope)}/${id}/confirm`);
  const statusOf = async (id: number) =>
    (
      await ctx.app.deps.db
        .selectFrom('dish_orders')
        .select('Status')
        .where('ID', '=', id)
        .executeTakeFirstOrThrow()
    ).Status;

  it('cannot be confirmed, by guest or staff, nor added to, until the line is removed', async () => {
    const { staff, token, dishes } = await orderingSetup(ctx.app);
    const [steak, other] = dishes;
    if (!steak || !other) throw new Error('the demo hotel has dishes');
    const added = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: steak.id, Quantity: 1 }],
    });
    expect(added.body.status).toBe('OK');
    const order = added.body.data as { ID: number; Items: { ID: number }[] };
    await call(ctx.app, staff, 'PUT', dishOutUrl(steak.id), { SoldOut: true });

    const name = (steak.name as { es: string }).es;
    const refused = await confirm(token, order.ID);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ status: 'KO', message: `Agotado: ${name}.` });
    expect((await confirm(staff, order.ID, 'private')).body.status).toBe('KO');
    expect(await statusOf(order.ID)).toBe('open');
    const more = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: other.id, Quantity: 1 }],
    });
    expect(more.body).toEqual({ status: 'KO', message: `Agotado: ${name}.` });

    const line = order.Items[0]?.ID;
    const url = `/api/specific/dish-orders/${HOTEL}/dish-orders-item/${line}`;
    expect((await call(ctx.app, token, 'DELETE', url)).status).toBe(200);
    expect(
      (await placeOrder(ctx.app, token, { Items: [{ MenuContentID: other.id, Quantity: 1 }] })).body
        .status,
    ).toBe('OK');
    const sent = await confirm(token, order.ID);
    expect(sent.status).toBe(200);
    expect(sent.body.data.Status).toBe('confirmed');
  });

  it('an extra sold out after it was chosen holds the order back too, naming dish and extra', async () => {
    const { staff, token, dishes } = await orderingSetup(ctx.app);
    const dish = dishes.find((d) => d.extras.length > 0);
    const extra = dish?.extras[0];
    if (!dish || !extra) throw new Error('the demo hotel has a dish with extras');
    const added = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dish.id, Quantity: 1, Extras: [extra.id] }],
    });
    expect(added.body.status).toBe('OK');
    await call(ctx.app, staff, 'PUT', extraOutUrl(extra.id), { SoldOut: true });
    const refused = await confirm(token, added.body.data.ID);
    expect(refused.body.status).toBe('KO');
    expect(refused.body.message).toContain((dish.name as { es: string }).es);
    await call(ctx.app, staff, 'PUT', extraOutUrl(extra.id), { SoldOut: false });
    expect((await confirm(token, added.body.data.ID)).body.data.Status).toBe('confirmed');
  });
});
