import { timeKeysOf } from '@carta/domain/orders';
import { describe, expect, it } from 'vitest';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import { call, databases, HOTEL, login, PLAZA, PLAZA_STAFF, useApp } from './helpers.ts';

const room = `/api/private/room-charge/${HOTEL}`;
const spec = ordersUrl(HOTEL, 'specific');
const priv = ordersUrl(HOTEL, 'private');
const hooksUrl = `/api/private/integrations/${HOTEL}/webhooks`;
// The venue's service day now (Madrid, day change 05:00), as the export and the reports count it:
// between midnight and five in Madrid it is still yesterday's.
const today = timeKeysOf(new Date(), 'Europe/Madrid').day;

type Wire = {
  ID: number;
  Status: string;
  PaymentStatus: string;
  Total: number;
  Paid: number;
  Due: number;
  Payments: { ID: number; Provider: string; State: string; Amount: number }[];
};

describe.each(databases)('charge to the room on %s', (database) => {
  const ctx = useApp(database);

  /** A room point with a stay, the venue's choice, and a guest's open order of two dishes. */
  const setup = async (
    settings: Record<string, unknown> = {},
    stay: Record<string, unknown> = { Surname: 'García-López' },
    kind = 'room',
  ) => {
    const base = await orderingSetup(ctx.app, {}, { Kind: kind, Name: { es: 'Hab. 204' } });
    const put = await call(ctx.app, base.admin, 'PUT', `${room}/settings`, {
      Enabled: true,
      RequireApproval: true,
      Verification: 'surname',
      ...settings,
    });
    expect(put.status).toBe(200);
    if (kind === 'room')
      expect(
        (await call(ctx.app, base.staff, 'PUT', `${room}/stays/${base.point.ID}`, stay)).status,
      ).toBe(200);
    const placed = await placeOrder(ctx.app, base.token, {
      Items: [{ MenuContentID: base.dishes[0]?.id, Quantity: 2 }],
    });
    const order = placed.body.data as Wire;
    const charge = (body: object) =>
      call(ctx.app, base.token, 'PUT', `${spec}/${order.ID}/room-charge?token=${base.token}`, body);
    const read = async () =>
      (await call(ctx.app, base.staff, 'GET', `${priv}/${order.ID}`)).body.data as Wire;
    const pending = async () =>
      (await call(ctx.app, base.staff, 'GET', `${room}/charges`)).body.data as {
        AttemptID: number;
        OrderID: number;
        Surname: string;
        Amount: number;
      }[];
    const exported = async (lang = 'es') =>
      (await ctx.app.inject({
        method: 'GET',
        url: `${room}/export?day=${today}&lang=${lang}`,
        headers: { authorization: `Bearer ${base.staff}` },
      })) as { statusCode: number; body: string; headers: Record<string, unknown> };
    return { ...base, order, charge, read, pending, exported };
  };

  it('confirms the order with the charge pending; it counts only once staff approve', async () => {
    const s = await setup();
    const hook = await call(ctx.app, s.admin, 'POST', hooksUrl, {
      URL: 'https://pms.example/hooks',
      Events: ['order.room_charged'],
      Active: true,
    });
    expect(hook.status).toBe(201);
    const config = await call(
      ctx.app,
      s.token,
      'GET',
      `${spec}/room-charge-config?token=${s.token}`,
    );
    expect(config.body.data).toEqual({
      Enabled: true,
      RequireApproval: true,
      Verification: 'surname',
    });

    const res = await s.charge({ Surname: '  garcia lopez ' });
    expect(res.status).toBe(200);
    const charged = res.body.data as Wire;
    expect(charged.Status).toBe('confirmed');
    expect(charged.PaymentStatus).toBe('pending');
    expect(charged.Paid).toBe(0);
    expect(charged.Payments).toMatchObject([{ Provider: 'room', State: 'pending' }]);
    // A second tap answers the same charge, not a second one.
    expect((await s.charge({ Surname: 'García-López' })).body.data.Payments).toHaveLength(1);

    const waiting = await s.pending();
    expect(waiting).toMatchObject([
      { OrderID: s.order.ID, Surname: 'garcia lopez', Amount: charged.Total },
    ]);
    // Nothing approved yet: the day's export holds its header only.
    expect((await s.exported()).body.split('\r\n').filter(Boolean)).toHaveLength(1);

    const approved = await call(
      ctx.app,
      s.staff,
      'POST',
      `${room}/charges/${waiting[0]?.AttemptID}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      PaymentStatus: 'paid',
      Paid: charged.Total,
      Due: 0,
    });
    expect((await s.read()).Payments).toMatchObject([{ Provider: 'room', State: 'paid' }]);
    expect(await s.pending()).toEqual([]);
    // Decided once: a second click (or another desk) is told.
    const again = await call(
      ctx.app,
      s.staff,
      'POST',
      `${room}/charges/${waiting[0]?.AttemptID}/reject`,
    );
    expect(again.status).toBe(409);
    expect((await s.read()).PaymentStatus).toBe('paid');

    const csv = await s.exported();
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFHabitación;Apellido;Pedido;Importe;Moneda;Hora');
    expect(lines[1]).toMatch(
      new RegExp(
        `^Hab\\. 204;garcia lopez;${s.order.ID};${charged.Total.toFixed(2).replace('.', ',')};EUR;\\d\\d:\\d\\d$`,
      ),
    );
    const deliveries = await call(
      ctx.app,
      s.admin,
      'GET',
      `${hooksUrl}/${hook.body.data.ID}/deliveries`,
    );
    expect(deliveries.body.data.map((d: { Type: string }) => d.Type)).toEqual([
      'order.room_charged',
    ]);

    const report = await call(
      ctx.app,
      s.staff,
      'GET',
      `/api/private/reports/${HOTEL}/sales?from=${today}&to=${today}&group=provider`,
    );
    expect(report.body.data.Rows.filter((r: { Key: string }) => r.Key === 'room')).toMatchObject([
      { Key: 'room', Label: 'Cargo a la habitación', Orders: 1, Revenue: charged.Total },
    ]);
    // Carta holds no money of a folio: the hotel corrects the room's bill, not a refund here.
    const refund = await call(ctx.app, s.staff, 'PUT', `${priv}/${s.order.ID}/refund`, {
      AttemptID: waiting[0]?.AttemptID,
    });
    expect(refund.status).toBe(409);
    expect((await s.read()).PaymentStatus).toBe('paid');
  });

  it('a rejected charge leaves the money due and out of the export', async () => {
    const s = await setup();
    expect((await s.charge({ Surname: 'García-López' })).status).toBe(200);
    const [charge] = await s.pending();
    const rejected = await call(
      ctx.app,
      s.staff,
      'POST',
      `${room}/charges/${charge?.AttemptID}/reject`,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      Status: 'confirmed',
      PaymentStatus: 'none',
      Paid: 0,
    });
    expect((await s.read()).Payments).toMatchObject([{ Provider: 'room', State: 'failed' }]);
    expect((await s.exported()).body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('refuses a wrong surname without saying why, and pauses the room after a few', async () => {
    const s = await setup();
    const wrong = await s.charge({ Surname: 'García' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('room_guest_mismatch');
    const after = await s.read();
    expect(after).toMatchObject({ Status: 'open', PaymentStatus: 'none', Payments: [] });
    for (let i = 0; i < 4; i++) expect((await s.charge({ Surname: `Nadie${i}` })).status).toBe(403);
    // Five wrong answers: even the right one waits now.
    expect((await s.charge({ Surname: 'García-López' })).status).toBe(429);
    expect(await s.pending()).toEqual([]);
  });

  it('asks for the PIN the venue sets per stay, and charges at once without approval', async () => {
    const s = await setup(
      { RequireApproval: false, Verification: 'surname_pin' },
      { Surname: 'Smith', Pin: '4821' },
    );
    const missing = await s.charge({ Surname: 'Smith' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual(['Pin']);
    expect((await s.charge({ Surname: 'Smith', Pin: '1111' })).status).toBe(403);
    const ok = await s.charge({ Surname: 'smith', Pin: '4821' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ Status: 'confirmed', PaymentStatus: 'paid' });
    expect(await s.pending()).toEqual([]);
    expect((await s.exported('en')).body).toContain('Room;Surname;Order;Amount;Currency;Time');
    // A stay without the PIN the venue asks for is refused at check-in.
    const bare = await call(ctx.app, s.staff, 'PUT', `${room}/stays/${s.point.ID}`, {
      Surname: 'Jones',
    });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields).toEqual(['Pin']);
  });

  it('is offered at room points only, and not after check-out', async () => {
    const table = await setup({}, {}, 'table');
    const config = await call(
      ctx.app,
      table.token,
      'GET',
      `${spec}/room-charge-config?token=${table.token}`,
    );
    expect(config.body.data.Enabled).toBe(false);
    expect((await table.charge({ Surname: 'García-López' })).status).toBe(409);

    const s = await setup();
    expect((await call(ctx.app, s.staff, 'DELETE', `${room}/stays/${s.point.ID}`)).status).toBe(
      204,
    );
    expect((await s.charge({ Surname: 'García-López' })).status).toBe(403);
  });

  it("another venue's staff cannot decide or read a charge, even naming it by its id", async () => {
    const s = await setup();
    await s.charge({ Surname: 'García-López' });
    const [charge] = await s.pending();
    const intruder = await login(ctx.app, PLAZA_STAFF);
    const other = `/api/private/room-charge/${PLAZA}`;
    expect(
      (await call(ctx.app, intruder, 'POST', `${other}/charges/${charge?.AttemptID}/approve`))
        .status,
    ).toBe(404);
    expect(
      (await call(ctx.app, intruder, 'POST', `${room}/charges/${charge?.AttemptID}/approve`))
        .status,
    ).toBe(403);
    expect((await call(ctx.app, intruder, 'GET', `${other}/charges`)).body.data).toEqual([]);
    expect(
      (await call(ctx.app, intruder, 'PUT', `${other}/stays/${s.point.ID}`, { Surname: 'X' }))
        .status,
    ).toBe(404);
    expect((await s.read()).PaymentStatus).toBe('pending');
  });
});
