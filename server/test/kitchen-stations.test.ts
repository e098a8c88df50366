import { afterEach, describe, expect, it } from 'vitest';
import { printDueJobs } from '../src/services/integrations/print-worker.ts';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import { call, databases, HOTEL, login, PLAZA, PLAZA_STAFF, useApp } from './helpers.ts';
import { startStandInPrinter } from './printer-stand-in.ts';

const kitchen = `/api/private/dish-orders/${HOTEL}`;
const MINUTE = 60_000;

describe.each(databases)('kitchen stations, bump and recall on %s', (database) => {
  let clockOffset = 0;
  const ctx = useApp(database, { clock: () => new Date(Date.now() + clockOffset) });
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    clockOffset = 0;
    for (const close of closing.splice(0)) await close();
  });

  /**
   * Cocina prepares a whole section; one of its dishes goes to the bar instead (the dish wins).
   * A guest orders both, and the order is confirmed.
   */
  const twoStations = async () => {
    const setup = await orderingSetup(ctx.app);
    const { staff, token, dishes } = setup;
    const { db } = ctx.app.deps;
    const rows = await db
      .selectFrom('contents')
      .select(['ID', 'MenuID'])
      .where(
        'ID',
        'in',
        dishes.map((d) => d.id),
      )
      .execute();
    const menuOf = new Map(rows.map((r) => [r.ID, r.MenuID]));
    const [food, drink] = dishes.filter((d) => menuOf.get(d.id) === menuOf.get(dishes[0]?.id ?? 0));
    if (!food || !drink) throw new Error('the demo hotel needs two dishes in one section');
    const made = async (Name: unknown, PrepMinutes: number | null) => {
      const res = await call(ctx.app, staff, 'POST', `${kitchen}/stations`, { Name, PrepMinutes });
      expect(res.status).toBe(200);
      return res.body.data as { ID: number };
    };
    const cocina = await made('Cocina', 15);
    const barra = await made({ es: 'Barra', en: 'Bar' }, 3);
    const assign = (body: Record<string, unknown>) =>
      call(ctx.app, staff, 'PUT', `${kitchen}/station-assignments`, body);
    expect(
      (
        await assign({
          Kind: 'menu',
          TargetID: menuOf.get(food.id),
          StationID: cocina.ID,
          PrepMinutes: null,
        })
      ).status,
    ).toBe(200);
    expect(
      (await assign({ Kind: 'dish', TargetID: drink.id, StationID: barra.ID, PrepMinutes: 2 }))
        .status,
    ).toBe(200);
    const placed = await placeOrder(ctx.app, token, {
      Items: [
        { MenuContentID: food.id, Quantity: 2 },
        { MenuContentID: drink.id, Quantity: 1 },
      ],
    });
    expect(placed.body.status).toBe('OK');
    const orderId = placed.body.data.ID as number;
    expect(
      (await call(ctx.app, token, 'PUT', `${ordersUrl(HOTEL)}/${orderId}/confirm`)).status,
    ).toBe(200);
    const line = (dish: number) =>
      (placed.body.data.Items as { ID: number; MenuContentID: number }[]).find(
        (i) => i.MenuContentID === dish,
      )?.ID ?? 0;
    return {
      ...setup,
      food,
      drink,
      cocina,
      barra,
      orderId,
      foodLine: line(food.id),
      drinkLine: line(drink.id),
      assign,
    };
  };

  const act = (staff: string, orderId: number, action: string) =>
    call(ctx.app, staff, 'PUT', `${ordersUrl(HOTEL, 'private')}/${orderId}/${action}`);
  const bump = (staff: string, item: number, Done: boolean) =>
    call(ctx.app, staff, 'PUT', `${kitchen}/items/${item}/bump`, { Done });
  const eventTypes = async (orderId: number) =>
    (
      await ctx.app.deps.db
        .selectFrom('dish_order_events')
        .select('Type')
        .where('OrderID', '=', orderId)
        .orderBy('ID')
        .execute()
    ).map((e) => e.Type);

  it('fixes each line at its station when ordered: the dish’s own over its section’s', async () => {
    const { staff, orderId, cocina, barra, foodLine, drinkLine, assign, drink } =
      await twoStations();
    const drinkLineDish = drink.id;
    const order = (await call(ctx.app, staff, 'GET', `${ordersUrl(HOTEL, 'private')}/${orderId}`))
      .body.data;
    const stationOf = (id: number) =>
      order.Items.find((i: { ID: number }) => i.ID === id)?.StationID;
    expect(stationOf(foodLine)).toBe(cocina.ID);
    expect(stationOf(drinkLine)).toBe(barra.ID);
    const listed = await call(ctx.app, staff, 'GET', `${kitchen}/stations`);
    expect(listed.body.data.map((s: { Name: unknown }) => s.Name)).toEqual([
      'Cocina',
      { es: 'Barra', en: 'Bar' },
    ]);
    expect(listed.body.assignments).toHaveLength(2);
    const targets = (await call(ctx.app, staff, 'GET', `${kitchen}/station-targets`)).body.data;
    expect(
      targets.some((t: { Dishes: { ID: number }[] }) =>
        t.Dishes.some((d) => d.ID === drinkLineDish),
      ),
    ).toBe(true);
    // Refusals: an empty name, a target of another venue, a station that is not the venue's.
    expect(
      (await call(ctx.app, staff, 'POST', `${kitchen}/stations`, { Name: ' ', PrepMinutes: null }))
        .status,
    ).toBe(400);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const theirs = await call(
      ctx.app,
      plaza,
      'POST',
      `/api/private/dish-orders/${PLAZA}/stations`,
      {
        Name: 'Suya',
        PrepMinutes: null,
      },
    );
    expect(theirs.status).toBe(200);
    expect(
      (
        await assign({
          Kind: 'dish',
          TargetID: 1,
          StationID: theirs.body.data.ID,
          PrepMinutes: null,
        })
      ).status,
    ).toBe(404);
    // Deleting a station leaves what it prepared without one; lines already ordered keep theirs.
    expect((await call(ctx.app, staff, 'DELETE', `${kitchen}/stations/${cocina.ID}`)).status).toBe(
      200,
    );
    const after = (await call(ctx.app, staff, 'GET', `${kitchen}/stations`)).body;
    expect(after.data).toHaveLength(1);
    expect(after.assignments).toEqual([
      expect.objectContaining({ Kind: 'dish', StationID: barra.ID, PrepMinutes: 2 }),
    ]);
  });

  it('bumps lines: the last one serves the order; undo brings it back; recall for 10 minutes', async () => {
    const { staff, orderId, foodLine, drinkLine } = await twoStations();
    // Not before the kitchen accepted it.
    expect((await bump(staff, foodLine, true)).status).toBe(409);
    expect((await act(staff, orderId, 'check')).status).toBe(200);
    const first = await bump(staff, foodLine, true);
    expect(first.status).toBe(200);
    expect(first.body.data.Status).toBe('checked');
    const done = (o: { Items: { ID: number; DoneAt: string | null }[] }, id: number) =>
      o.Items.find((i) => i.ID === id)?.DoneAt !== null;
    expect(done(first.body.data, foodLine)).toBe(true);
    expect(done(first.body.data, drinkLine)).toBe(false);
    const last = await bump(staff, drinkLine, true);
    expect(last.body.data.Status).toBe('closed');
    expect(last.body.data.ServedAt).not.toBeNull();
    // Undo of the last bump: the order is the kitchen's again.
    const undone = await bump(staff, drinkLine, false);
    expect(undone.body.data.Status).toBe('checked');
    expect(done(undone.body.data, drinkLine)).toBe(false);
    expect(done(undone.body.data, foodLine)).toBe(true);
    expect((await bump(staff, drinkLine, true)).body.data.Status).toBe('closed');
    const recalled = await call(ctx.app, staff, 'PUT', `${kitchen}/dish-orders/${orderId}/recall`);
    expect(recalled.status).toBe(200);
    expect(recalled.body.data.Status).toBe('checked');
    expect(recalled.body.data.Items.every((i: { DoneAt: unknown }) => i.DoneAt === null)).toBe(
      true,
    );
    // Only a served order, and only for 10 minutes.
    expect(
      (await call(ctx.app, staff, 'PUT', `${kitchen}/dish-orders/${orderId}/recall`)).status,
    ).toBe(409);
    expect((await act(staff, orderId, 'close')).status).toBe(200);
    clockOffset = 11 * MINUTE;
    expect(
      (await call(ctx.app, staff, 'PUT', `${kitchen}/dish-orders/${orderId}/recall`)).status,
    ).toBe(409);
    expect((await bump(staff, drinkLine, false)).status).toBe(409);
    // Every change went through the order event stream: every board follows it.
    expect(await eventTypes(orderId)).toEqual([
      'addItems',
      'confirm',
      'check',
      'bump',
      'close',
      'recall',
      'close',
      'recall',
      'close',
    ]);
  });

  it('reports sales by station, named', async () => {
    const { staff, cocina, barra, food, drink } = await twoStations();
    const day = (offset: number) =>
      new Date(Date.now() + offset * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const res = await call(
      ctx.app,
      staff,
      'GET',
      `/api/private/reports/${HOTEL}/sales?from=${day(-1)}&to=${day(1)}&group=station&lang=en`,
    );
    expect(res.status).toBe(200);
    const rows = res.body.data.Rows as {
      Key: string;
      Label: string;
      Quantity: number;
      Revenue: number;
    }[];
    expect(rows.map((r) => [r.Key, r.Label, r.Quantity])).toEqual(
      expect.arrayContaining([
        [String(cocina.ID), 'Cocina', 2],
        [String(barra.ID), 'Bar', 1],
      ]),
    );
    expect(rows.find((r) => r.Key === String(cocina.ID))?.Revenue).toBeCloseTo(2 * food.price, 2);
    expect(rows.find((r) => r.Key === String(barra.ID))?.Revenue).toBeCloseTo(drink.price, 2);
  });

  it("prints on a station's printer only that station's lines", async () => {
    const bar = await startStandInPrinter();
    const everything = await startStandInPrinter();
    closing.push(bar.close, everything.close);
    const { admin, staff, orderId, barra, food, drink } = await twoStations();
    const printer = (port: number, Stations: number[]) =>
      call(ctx.app, admin, 'POST', `/api/private/integrations/${HOTEL}/printers`, {
        Name: `P${port}`,
        Host: '127.0.0.1',
        Port: port,
        Width: 80,
        Stations,
        Events: ['order.accepted'],
        Active: true,
      });
    expect((await printer(bar.port, [barra.ID])).status).toBe(201);
    expect((await printer(everything.port, [])).status).toBe(201);
    expect((await act(staff, orderId, 'check')).status).toBe(200);
    expect(await printDueJobs(ctx.app.deps, { now: new Date(Date.now() + 1000) })).toBe(2);
    const name = (d: { name: unknown }) =>
      ((d.name as Record<string, string>).es ?? '').slice(0, 8);
    const barText = bar.tickets()[0]?.text ?? '';
    expect(barText).toContain(`1 x ${name(drink)}`);
    expect(barText).not.toContain(name(food));
    const allText = everything.tickets()[0]?.text ?? '';
    expect(allText).toContain(`1 x ${name(drink)}`);
    expect(allText).toContain(`2 x ${name(food)}`);
  });
});
