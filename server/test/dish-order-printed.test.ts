import { describe, expect, it } from 'vitest';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import {
  call,
  databases,
  HOTEL,
  HOTEL_RECEPTION,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';

const priv = ordersUrl(HOTEL, 'private');
/** 12:30 in Madrid: inside any opening hours the demo might carry. */
const IN_MADRID_HOURS = new Date('2026-06-03T10:30:00Z');

describe.each(databases)('printed kitchen tickets on %s', (database) => {
  const ctx = useApp(database, { clock: () => IN_MADRID_HOURS });

  const anOrder = async () => {
    const setup = await orderingSetup(ctx.app);
    const placed = await placeOrder(ctx.app, setup.token, {
      Items: [{ MenuContentID: setup.dishes[0]?.id, Quantity: 2 }],
    });
    expect(placed.status).toBe(200);
    return { ...setup, id: placed.body.data.ID as number };
  };

  it('counts each print on the server: the first is 1, a reprint from anywhere is a copy', async () => {
    const { staff, id } = await anOrder();
    const first = await call(ctx.app, staff, 'PUT', `${priv}/${id}/printed`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ ID: id, Status: 'open', PrintCount: 1 });
    expect(first.body.data.Items).toHaveLength(1);
    // Another device of the same venue (a second login) sees the ticket as already printed.
    const otherDevice = await login(ctx.app, HOTEL_RECEPTION);
    const second = await call(ctx.app, otherDevice, 'PUT', `${priv}/${id}/printed`);
    expect(second.body.data.PrintCount).toBe(2);
    // Printing changes nothing else: the order reads as before, its state untouched.
    const read = await call(ctx.app, staff, 'GET', `${priv}/${id}`);
    expect(read.body.data.Status).toBe('open');
    expect(read.body.data.UpdatedAt).toBe(first.body.data.UpdatedAt);
    // A reopened ticket reads how many times and when it was printed from the order itself.
    expect(read.body.data).toMatchObject({
      PrintCount: 2,
      LastPrintedAt: IN_MADRID_HOURS.toISOString(),
    });
    const list = await call(ctx.app, staff, 'PUT', `${priv}/`, {});
    const listed = list.body.data.find((o: { ID: number }) => o.ID === id);
    expect(listed).toMatchObject({ PrintCount: 2, LastPrintedAt: IN_MADRID_HOURS.toISOString() });
  });

  it('an order never printed reads 0 and no time; guests never read the count', async () => {
    const { staff, token, id } = await anOrder();
    const read = await call(ctx.app, staff, 'GET', `${priv}/${id}`);
    expect(read.body.data).toMatchObject({ PrintCount: 0, LastPrintedAt: null });
    const guest = await call(ctx.app, token, 'GET', `${ordersUrl(HOTEL, 'specific')}/${id}`);
    expect(guest.status).toBe(200);
    expect(guest.body.data).not.toHaveProperty('PrintCount');
  });

  it('prints in any state, two prints at once get distinct counts', async () => {
    const { staff, token, id } = await anOrder();
    await call(
      ctx.app,
      token,
      'PUT',
      `/api/specific/dish-orders/${HOTEL}/dish-orders/${id}/confirm`,
    );
    const both = await Promise.all([
      call(ctx.app, staff, 'PUT', `${priv}/${id}/printed`),
      call(ctx.app, staff, 'PUT', `${priv}/${id}/printed`),
    ]);
    expect(both.map((r) => r.body.data.PrintCount).sort()).toEqual([1, 2]);
    expect(both[0]?.body.data.Status).toBe('confirmed');
  });

  it('404 for an unknown order, 400 for a bad id, 403 for another venue (count unchanged)', async () => {
    const { staff, id } = await anOrder();
    expect((await call(ctx.app, staff, 'PUT', `${priv}/999999/printed`)).status).toBe(404);
    const bad = await call(ctx.app, staff, 'PUT', `${priv}/abc/printed`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toContain('orderId');
    const intruder = await login(ctx.app, PLAZA_STAFF);
    expect((await call(ctx.app, intruder, 'PUT', `${priv}/${id}/printed`)).status).toBe(403);
    // The intruder's own venue in the path does not reach the hotel's order either.
    const ownPath = `${ordersUrl(PLAZA, 'private')}/${id}/printed`;
    expect((await call(ctx.app, intruder, 'PUT', ownPath)).status).toBe(404);
    const next = await call(ctx.app, staff, 'PUT', `${priv}/${id}/printed`);
    expect(next.body.data.PrintCount).toBe(1);
  });
});
