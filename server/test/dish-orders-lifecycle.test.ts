import { describe, expect, it } from 'vitest';
import { orderingSetup, placeOrder } from './dish-order-fixtures.ts';
import { IN_MADRID_HOURS, priv, spec, useOrdersApp } from './dish-order-rows.ts';
import { call, databases, HOTEL } from './helpers.ts';

describe.each(databases)('the dish-order lifecycle on %s', (database) => {
  const { ctx, clock, countRows } = useOrdersApp(database);

  it('walks the lifecycle, refusing each forbidden transition with 409 naming the state', async () => {
    clock.now = IN_MADRID_HOURS;
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
    clock.now = IN_MADRID_HOURS;
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
    clock.now = IN_MADRID_HOURS;
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
});
