import { afterEach, describe, expect, it } from 'vitest';
import { printDueJobs } from '../src/services/integrations/print-worker.ts';
import { orderingSetup, placeOrder } from './dish-order-fixtures.ts';
import { call, databases, HOTEL, useApp } from './helpers.ts';
import { startStandInPrinter } from './printer-stand-in.ts';

// Hotel Demo is in Europe/Madrid: 3 June 2026, 12:30 in Madrid.
const NOW = new Date('2026-06-03T10:30:00Z');
const base = `/api/private/integrations/${HOTEL}`;
const requestsUrl = `/api/specific/dish-orders/${HOTEL}/service-requests`;
const doneUrl = (id: number) => `/api/private/dish-orders/${HOTEL}/service-requests/${id}/done`;
const SECOND = 1000;

describe.each(databases)('printers and service requests on %s', (database) => {
  const ctx = useApp(database, { clock: () => NOW });
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  const setup = async (events: string[]) => {
    const standIn = await startStandInPrinter();
    closing.push(standIn.close);
    const fixtures = await orderingSetup(ctx.app);
    const made = await call(ctx.app, fixtures.admin, 'POST', `${base}/printers`, {
      Name: 'Sala',
      Host: '127.0.0.1',
      Port: standIn.port,
      Width: 80,
      // A printer set to a station still prints calls: they are for whoever serves the point.
      Stations: [987_654],
      Events: events,
      Active: true,
    });
    expect(made.status).toBe(201);
    const round = () => printDueJobs(ctx.app.deps, { now: new Date(Date.now() + SECOND) });
    const jobs = async () =>
      (await call(ctx.app, fixtures.staff, 'GET', `${base}/print-jobs`)).body.data;
    return { ...fixtures, standIn, printer: made.body.data, round, jobs };
  };

  it('prints a call for the bill: the point, what is asked, how they pay, the note, the venue time', async () => {
    const { token, staff, standIn, round, jobs } = await setup(['service_request']);
    const rang = await call(ctx.app, token, 'POST', requestsUrl, {
      Kind: 'bill',
      Pay: 'card',
      Note: 'Dos cuentas, por favor',
    });
    expect(rang.status).toBe(200);
    // A repeat within the repeat window rings nothing and prints nothing more.
    await call(ctx.app, token, 'POST', requestsUrl, { Kind: 'bill', Pay: 'card' });
    const [job] = await jobs();
    expect(job).toMatchObject({ Kind: 'service_request', OrderID: null, State: 'pending' });
    expect(await round()).toBe(1);
    expect(standIn.jobs).toHaveLength(1);
    const ticket = standIn.tickets()[0];
    expect(ticket?.text).toContain('Hotel Demo');
    expect(ticket?.text).toContain('PIDEN LA CUENTA');
    expect(ticket?.sizes.get('Mesa 7')).toBe('2x2');
    expect(ticket?.text).toContain('Pagará con tarjeta');
    expect(ticket?.text).toContain('> Dos cuentas, por favor');
    // 12:30 in Madrid, whatever the machine's zone.
    expect(ticket?.text).toMatch(/\d\d\/\d\d 12:30/);
    expect(ticket?.commands).toContain('codepage:19');
    expect(ticket?.commands.at(-1)).toBe('cut');
    expect((await jobs())[0]).toMatchObject({ State: 'sent' });

    // Staff attending the call prints nothing; a reprint says COPIA.
    const done = await call(ctx.app, staff, 'PUT', doneUrl(rang.body.data.ID));
    expect(done.status).toBe(200);
    expect(await jobs()).toHaveLength(1);
    const again = await call(ctx.app, staff, 'POST', `${base}/print-jobs/${job.ID}/reprint`);
    expect(again.status).toBe(201);
    expect(await round()).toBe(1);
    expect(standIn.tickets()[1]?.lines[0]?.trim()).toBe('COPIA');
    expect(standIn.tickets()[1]?.text).toContain('PIDEN LA CUENTA');
  });

  it('prints a waiter call only on printers set to service requests', async () => {
    const { token, standIn, round, jobs } = await setup(['order.accepted']);
    expect((await call(ctx.app, token, 'POST', requestsUrl, { Kind: 'waiter' })).status).toBe(200);
    expect(await jobs()).toHaveLength(0);
    expect(await round()).toBe(0);
    expect(standIn.jobs).toHaveLength(0);
  });

  it('a waiter call says so, without pay words', async () => {
    const { token, standIn, round } = await setup(['service_request']);
    await call(ctx.app, token, 'POST', requestsUrl, { Kind: 'waiter', Note: 'Más hielo' });
    expect(await round()).toBe(1);
    const text = standIn.tickets()[0]?.text ?? '';
    expect(text).toContain('LLAMAN AL CAMARERO');
    expect(text).toContain('> Más hielo');
    expect(text).not.toContain('Pagará');
  });

  it('prints a paid order’s receipt when staff print its ticket, and nothing for an unpaid one', async () => {
    const { token, staff, dishes, standIn, round, jobs } = await setup(['receipt']);
    const placed = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dishes[0]?.id, Quantity: 2 }],
    });
    const order = placed.body.data as { ID: number; Total: number };
    const printed = `/api/private/dish-orders/${HOTEL}/dish-orders/${order.ID}/printed`;
    expect((await call(ctx.app, staff, 'PUT', printed)).status).toBe(200);
    expect(await jobs()).toHaveLength(0);
    // As the payment code leaves a settled payment of the whole total.
    const { db } = ctx.app.deps;
    await db
      .insertInto('payment_attempts')
      .values({
        EnterpriseID: HOTEL,
        OrderID: order.ID,
        Provider: 'stripe',
        Reference: 'cs_test_receipt',
        AmountCents: Math.round(order.Total * 100),
        Currency: 'EUR',
        State: 'paid',
        ExpiresAt: '2026-06-03T11:00:00.000Z',
        CreatedAt: '2026-06-03T10:30:00.000Z',
        UpdatedAt: '2026-06-03T10:30:00.000Z',
      })
      .execute();
    await db
      .updateTable('dish_orders')
      .set({ PaymentStatus: 'paid' })
      .where('ID', '=', order.ID)
      .execute();
    expect((await call(ctx.app, staff, 'PUT', printed)).status).toBe(200);
    expect(await jobs()).toMatchObject([{ Kind: 'receipt', OrderID: order.ID }]);
    expect(await round()).toBe(1);
    const text = standIn.tickets()[0]?.text ?? '';
    const total = `${order.Total.toFixed(2).replace('.', ',')} €`;
    expect(text).toContain('RECIBO');
    expect(text).toContain(`Mesa 7 - #${order.ID}`);
    expect(text).toMatch(new RegExp(`TOTAL +${total}`));
    expect(text).toMatch(new RegExp(`Pagado +${total}`));
    expect(text).toContain('2 x ');
    expect(standIn.tickets()[0]?.commands.at(-1)).toBe('cut');
  });

  it('changes a printer: the station and events are stored, bad input names the field', async () => {
    const { admin, printer } = await setup(['order.accepted']);
    const url = `${base}/printers/${printer.ID}`;
    const body = {
      Name: 'Sala grande',
      Host: '127.0.0.1',
      Port: printer.Port,
      Width: 58,
      Stations: [],
      Events: ['order.confirmed', 'service_request'],
      Active: false,
    };
    const saved = await call(ctx.app, admin, 'PUT', url, body);
    expect(saved.status).toBe(200);
    const [stored] = (await call(ctx.app, admin, 'GET', `${base}/printers`)).body.data;
    expect(stored).toMatchObject({ ...body, CodePage: 'cp858' });
    const bad = await call(ctx.app, admin, 'PUT', url, { ...body, Port: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toContain('Port');
    expect((await call(ctx.app, admin, 'PUT', `${base}/printers/999999`, body)).status).toBe(404);
    const [unchanged] = (await call(ctx.app, admin, 'GET', `${base}/printers`)).body.data;
    expect(unchanged).toMatchObject(body);
  });
});
