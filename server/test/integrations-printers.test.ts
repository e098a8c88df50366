import { afterEach, describe, expect, it } from 'vitest';
import { claimDueJobs } from '../src/repos/integrations/printers.ts';
import { printDueJobs } from '../src/services/integrations/print-worker.ts';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import { call, databases, HOTEL, login, PLAZA_STAFF, useApp } from './helpers.ts';
import { closedPort, startStandInPrinter } from './printer-stand-in.ts';

const IN_MADRID_HOURS = new Date('2026-06-03T10:30:00Z');
const base = `/api/private/integrations/${HOTEL}`;
const SECOND = 1000;

describe.each(databases)('kitchen printers on %s', (database) => {
  const ctx = useApp(database, { clock: () => IN_MADRID_HOURS });
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  /** A printer on `port` for accepted orders, and a guest's order the kitchen accepts. */
  const accepted = async (port: number, printer: Record<string, unknown> = {}) => {
    const { admin, staff, token, dishes, point } = await orderingSetup(ctx.app);
    const made = await call(ctx.app, admin, 'POST', `${base}/printers`, {
      Name: 'Cocina',
      Host: '127.0.0.1',
      Port: port,
      Width: 80,
      Stations: [],
      Events: ['order.accepted'],
      Active: true,
      ...printer,
    });
    expect(made.status).toBe(201);
    const dish = dishes[0];
    const placed = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dish?.id, Quantity: 2, Note: 'Sin cebolla, señor, poco hecho' }],
    });
    const orderId = placed.body.data.ID as number;
    expect(
      (await call(ctx.app, token, 'PUT', `${ordersUrl(HOTEL)}/${orderId}/confirm`)).status,
    ).toBe(200);
    const check = await call(
      ctx.app,
      staff,
      'PUT',
      `/api/private/dish-orders/${HOTEL}/dish-orders/${orderId}/check`,
    );
    expect(check.status).toBe(200);
    const t0 = new Date(Date.now() + SECOND);
    const round = (at: Date) => printDueJobs(ctx.app.deps, { now: at });
    const jobs = async () => (await call(ctx.app, staff, 'GET', `${base}/print-jobs`)).body.data;
    const printers = async () => (await call(ctx.app, staff, 'GET', `${base}/printers`)).body.data;
    return {
      admin,
      staff,
      orderId,
      dish,
      point,
      printer: made.body.data,
      t0,
      round,
      jobs,
      printers,
    };
  };

  it('prints the accepted order: venue, point, number, lines in large type, the note, a cut, in CP858', async () => {
    const standIn = await startStandInPrinter();
    closing.push(standIn.close);
    const { orderId, dish, t0, round, jobs } = await accepted(standIn.port);
    expect(await round(t0)).toBe(1);
    expect(await round(t0)).toBe(0);
    const [ticket] = standIn.tickets();
    expect(standIn.jobs).toHaveLength(1);
    const name = (dish?.name as Record<string, string> | undefined)?.es ?? '';
    expect(ticket?.text).toContain('Hotel Demo');
    expect(ticket?.text).toContain('Mesa 7');
    expect(ticket?.text).toContain(`#${orderId}`);
    expect(ticket?.text).toContain('PEDIDO ACEPTADO');
    expect(ticket?.text).toMatch(/\d\d\/\d\d,? 12:30|\d\d\/\d\d,? \d\d:\d\d/);
    const dishLine = ticket?.lines.find((l) => l.includes(`2 x ${name.slice(0, 8)}`));
    expect(dishLine).toBeDefined();
    expect(ticket?.sizes.get(dishLine?.trim() ?? '')).toBe('2x2');
    expect(ticket?.text.replace(/\s+/g, ' ')).toContain('Sin cebolla, señor, poco hecho');
    expect(ticket?.commands[0]).toBe('init');
    expect(ticket?.commands).toContain('codepage:19');
    expect(ticket?.commands.at(-1)).toBe('cut');
    expect(ticket?.text).not.toContain('COPIA');
    expect((await jobs())[0]).toMatchObject({ State: 'sent', OrderID: orderId, Attempts: 1 });
  });

  it('retries while the printer is off, shows it down, and prints once it is back', async () => {
    const port = await closedPort();
    const { t0, round, jobs, printers } = await accepted(port);
    expect(await round(t0)).toBe(1);
    const [job] = await jobs();
    expect(job).toMatchObject({ State: 'retrying', Attempts: 1, LastError: 'ECONNREFUSED' });
    expect((await printers())[0]).toMatchObject({ State: 'down', LastError: 'ECONNREFUSED' });
    expect(await round(t0)).toBe(0);
    const standIn = await startStandInPrinter(port);
    closing.push(standIn.close);
    expect(await round(new Date(job.NextAttemptAt))).toBe(1);
    expect(standIn.jobs).toHaveLength(1);
    expect((await jobs())[0]).toMatchObject({ State: 'sent', Attempts: 2 });
    expect((await printers())[0]).toMatchObject({ State: 'ok', LastError: null });
  });

  it('gives a job up after half an hour of a printer off; staff print it again as a COPIA', async () => {
    const port = await closedPort();
    const { staff, t0, round, jobs } = await accepted(port);
    let at = t0;
    for (let i = 0; i < 60; i += 1) {
      await round(at);
      const [job] = await jobs();
      if (job.State !== 'retrying') break;
      at = new Date(job.NextAttemptAt);
    }
    const [failed] = await jobs();
    expect(failed.State).toBe('failed');
    expect(at.getTime() - t0.getTime()).toBeLessThanOrEqual(30 * 60 * SECOND);
    const standIn = await startStandInPrinter(port);
    closing.push(standIn.close);
    const again = await call(ctx.app, staff, 'POST', `${base}/print-jobs/${failed.ID}/reprint`);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ Copy: true, State: 'pending' });
    expect(await round(new Date(Date.now() + SECOND))).toBe(1);
    expect(standIn.tickets()[0]?.lines[0]?.trim()).toBe('COPIA');
  });

  it('sends a claimed job once while its claim holds: a process killed mid-send leaves it to be printed again', async () => {
    const standIn = await startStandInPrinter();
    closing.push(standIn.close);
    const { t0, round, jobs } = await accepted(standIn.port);
    const { db, dialect } = ctx.app.deps;
    // A process claims the job and dies before sending it.
    const claimed = await db
      .transaction()
      .execute((trx) => claimDueJobs(trx, dialect, t0, 60 * SECOND, 20));
    expect(claimed).toHaveLength(1);
    const rounds = await Promise.all([round(t0), round(t0)]);
    expect(rounds).toEqual([0, 0]);
    expect(standIn.jobs).toHaveLength(0);
    expect(await round(new Date(t0.getTime() + 60 * SECOND))).toBe(1);
    expect(standIn.jobs).toHaveLength(1);
    expect((await jobs())[0].State).toBe('sent');
  });

  it('prints a test page with the letters of a Spanish kitchen', async () => {
    const standIn = await startStandInPrinter();
    closing.push(standIn.close);
    const { admin } = await orderingSetup(ctx.app);
    const made = await call(ctx.app, admin, 'POST', `${base}/printers`, {
      Name: 'Barra',
      Host: '127.0.0.1',
      Port: standIn.port,
      Width: 58,
      Stations: [],
      Events: [],
      Active: true,
    });
    expect(made.body.data).toMatchObject({ CodePage: 'cp858', Width: 58, State: 'ok' });
    const test = await call(ctx.app, admin, 'POST', `${base}/printers/${made.body.data.ID}/test`);
    expect(test.status).toBe(201);
    expect(await printDueJobs(ctx.app.deps, { now: new Date(Date.now() + SECOND) })).toBe(1);
    const [page] = standIn.tickets();
    expect(page?.text).toContain('Página de prueba');
    expect(page?.text).toContain('áéíóú ÁÉÍÓÚ ñÑ üÜ ¿? ¡! €');
    expect(page?.commands.at(-1)).toBe('cut');
  });

  it('refuses bad input naming the field, and other venues’ staff', async () => {
    const { admin, staff } = await orderingSetup(ctx.app);
    const good = {
      Name: 'Cocina',
      Host: '10.0.0.7',
      Port: 9100,
      Width: 80,
      Stations: [],
      Events: ['order.accepted'],
      Active: true,
    };
    for (const [patch, field] of [
      [{ Width: 70 }, 'Width'],
      [{ Port: 70000 }, 'Port'],
      [{ Host: 'a b' }, 'Host'],
      [{ Events: ['order.eaten'] }, 'Events'],
      [{ CodePage: 'utf8' }, 'CodePage'],
      [{ Stations: ['x'] }, 'Stations'],
    ] as const) {
      const res = await call(ctx.app, admin, 'POST', `${base}/printers`, { ...good, ...patch });
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(field);
    }
    expect((await call(ctx.app, staff, 'POST', `${base}/printers`, good)).status).toBe(403);
    const made = await call(ctx.app, admin, 'POST', `${base}/printers`, good);
    const id = made.body.data.ID;
    const before = await call(ctx.app, admin, 'GET', `${base}/printers`);
    const intruder = await login(ctx.app, PLAZA_STAFF);
    for (const [method, url, body] of [
      ['GET', `${base}/printers`, undefined],
      ['PUT', `${base}/printers/${id}`, good],
      ['DELETE', `${base}/printers/${id}`, undefined],
      ['POST', `${base}/printers/${id}/test`, undefined],
      ['GET', `${base}/print-jobs`, undefined],
      ['POST', `${base}/print-jobs/1/reprint`, undefined],
    ] as const)
      expect((await call(ctx.app, intruder, method, url, body)).status, `${method} ${url}`).toBe(
        403,
      );
    expect((await call(ctx.app, admin, 'GET', `${base}/printers`)).body).toEqual(before.body);
    expect((await call(ctx.app, admin, 'GET', `${base}/print-jobs`)).body.total).toBe(0);
  });
});
