import type { AddressInfo } from 'node:net';
import { translatedValue } from '@carta/domain';
import { formatMoney } from '@carta/domain/orders';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import {
  guestToken,
  orderingSetup,
  ordersUrl,
  placeOrder,
  pointsUrl,
} from './dish-order-fixtures.ts';
import { ADMIN, call, databases, HOTEL, login, PLAZA, useApp } from './helpers.ts';
import { formsOf, postForm } from './payment-fakes.ts';
import { readQrSheet } from './qr-sheet-reader.ts';

const spec = ordersUrl(HOTEL, 'specific');
const paymentSettings = `/api/private/dish-orders/${HOTEL}/payment-settings`;

/** A real SMTP server on a free port, keeping the raw messages it is sent. */
const startSmtp = async () => {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('latin1');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
};

const smtp = await startSmtp();
afterAll(() => smtp.close());

const flat = (text: string) => text.replace(/\s+/g, ' ');
/** The reader decodes Latin-1; WinAnsi, which the PDF's standard fonts use, has the euro at 0x80. */
const winAnsi = (text: string) => text.replace(/\x80/g, '€');

describe.each(databases)('payment receipts on %s', (database) => {
  const overrides: { mail?: Config['mail'] } = {};
  beforeAll(() => {
    overrides.mail = { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Carta <carta@hotel.test>' };
  });
  const ctx = useApp(database, overrides as Partial<Config>);

  /** Demo payments on, one dish ordered twice by this phone, paid with a tip; the paid attempt. */
  const paidOrder = async () => {
    const base = await orderingSetup(ctx.app);
    const admin = await login(ctx.app, ADMIN);
    const put = await call(ctx.app, admin, 'PUT', paymentSettings, {
      Enabled: true,
      Provider: 'demo',
      RequiredBeforeConfirm: false,
      Currency: 'EUR',
      TipsEnabled: true,
    });
    expect(put.status).toBe(200);
    const dish = base.dishes[0];
    if (!dish) throw new Error('no demo dish');
    const placed = await placeOrder(ctx.app, base.token, {
      Items: [{ MenuContentID: dish.id, Quantity: 2 }],
      DeviceID: 'phone-a',
    });
    const order = placed.body.data as { ID: number; Total: number; Items: { ID: number }[] };
    const started = await call(ctx.app, base.token, 'PUT', `${spec}/${order.ID}/prepare-pay`, {
      Items: order.Items.map((i) => i.ID),
      Tip: 1,
    });
    expect(started.status).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: started.body.data });
    const form = formsOf(page.body).find((f) => f.fields.outcome === 'paid');
    if (!form) throw new Error('no paid form');
    expect(
      (await postForm(ctx.app, form.action, new URLSearchParams(form.fields).toString()))
        .statusCode,
    ).toBe(303);
    const attempts = await call(ctx.app, base.token, 'GET', `${spec}/${order.ID}/payments`);
    const attempt = attempts.body.data[0] as { ID: number; Reference: string; State: string };
    expect(attempt.State).toBe('paid');
    const url = `${spec}/${order.ID}/payments/${attempt.ID}/receipt`;
    return { ...base, order, attempt, dish, url };
  };

  it('answers the receipt of a payment: venue, its lines, tip apart, reference, taxes included', async () => {
    const { token, order, attempt, dish, url } = await paidOrder();
    const res = await call(ctx.app, token, 'GET', `${url}?lang=en`);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({
      Venue: expect.any(String),
      OrderID: order.ID,
      Reference: attempt.Reference,
      Provider: 'demo',
      Currency: 'EUR',
      Amount: order.Total,
      Tip: 1,
      Charged: order.Total + 1,
      TaxesIncluded: true,
      Language: 'en',
      CanMail: true,
      Cover: { Kind: 'lines', Count: null, Of: null },
    });
    expect(r.Venue.length).toBeGreaterThan(0);
    expect(r.Lines).toEqual([
      { Name: translatedValue(dish.name as never, 'en'), Quantity: 2, Total: order.Total },
    ]);
    expect(r.TimeZone).toMatch(/\//);
  });

  it('prints the receipt as a PDF holding the dish, the total charged and the reference', async () => {
    const { token, order, attempt, dish, url } = await paidOrder();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${url}.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = flat(
      winAnsi((await readQrSheet(res.rawPayload)).pages.flatMap((p) => p.texts).join('\n')),
    );
    expect(texts).toContain(translatedValue(dish.name as never, 'es'));
    const charged = Math.round(order.Total * 100) + 100;
    expect(texts).toContain(flat(formatMoney(charged, 'EUR', 'es')));
    expect(texts).toContain(attempt.Reference);
    expect(texts).toContain('Propina');
    expect(texts).toContain('Impuestos incluidos');
  });

  it('mails the receipt with its PDF to the address the guest gives', async () => {
    const { token, attempt, url } = await paidOrder();
    const before = smtp.received.length;
    const res = await call(ctx.app, token, 'POST', `${url}/mail`, {
      Email: 'ana@guest.test',
      lang: 'es',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ Mailed: true });
    const mail = smtp.received[before];
    expect(mail?.to).toEqual(['ana@guest.test']);
    expect(mail?.raw).toContain('application/pdf');
    expect(mail?.raw).toContain(attempt.Reference);
  });

  it("another point's phone, another venue's and an unknown payment get no receipt", async () => {
    const { staff, order, attempt, url } = await paidOrder();
    const other = await call(ctx.app, staff, 'POST', pointsUrl(HOTEL), {
      ID: 'new',
      Name: { es: 'Mesa 8' },
    });
    const otherToken = await guestToken(ctx.app, other.body.data.Code);
    for (const suffix of ['', '.pdf']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${url}${suffix}`,
        headers: { authorization: `Bearer ${otherToken}` },
      });
      expect(res.statusCode).toBe(404);
    }
    const mail = await call(ctx.app, otherToken, 'POST', `${url}/mail`, { Email: 'x@guest.test' });
    expect(mail.status).toBe(404);
    // The same order and payment asked for under another venue's path: the token is not theirs.
    const elsewhere = await call(
      ctx.app,
      otherToken,
      'GET',
      `/api/specific/dish-orders/${PLAZA}/dish-orders/${order.ID}/payments/${attempt.ID}/receipt`,
    );
    expect([401, 403, 404]).toContain(elsewhere.status);
    // No token at all.
    expect((await call(ctx.app, null, 'GET', url)).status).toBe(401);
  });

  it('a payment not received yet, or not of this order, has no receipt', async () => {
    const { token, dish, order, attempt } = await paidOrder();
    // The table keeps ordering: the new line is due, and its payment is opened but not paid.
    await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dish.id, Quantity: 1 }],
      DeviceID: 'phone-b',
    });
    const opened = await call(ctx.app, token, 'PUT', `${spec}/${order.ID}/prepare-pay`, {});
    expect(opened.status).toBe(200);
    const list = await call(ctx.app, token, 'GET', `${spec}/${order.ID}/payments`);
    const open = (list.body.data as { ID: number; State: string }[]).find(
      (a) => a.State === 'pending',
    );
    expect(open).toBeDefined();
    const res = await call(
      ctx.app,
      token,
      'GET',
      `${spec}/${order.ID}/payments/${open?.ID}/receipt`,
    );
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('not_paid');
    const unknown = `${spec}/${order.ID}/payments/${attempt.ID + 1000}/receipt`;
    expect((await call(ctx.app, token, 'GET', unknown)).status).toBe(404);
  });
});

describe.each(databases)('payment receipts without mail on %s', (database) => {
  const ctx = useApp(database, { mail: { smtpUrl: null, from: 'Carta <carta@hotel.test>' } });

  it('says the receipt cannot be mailed, and the page knows not to offer it', async () => {
    const base = await orderingSetup(ctx.app);
    const admin = await login(ctx.app, ADMIN);
    await call(ctx.app, admin, 'PUT', paymentSettings, {
      Enabled: true,
      Provider: 'demo',
      RequiredBeforeConfirm: false,
      Currency: 'EUR',
    });
    const placed = await placeOrder(ctx.app, base.token, {
      Items: [{ MenuContentID: base.dishes[0]?.id, Quantity: 1 }],
      DeviceID: 'phone-a',
    });
    const id = (placed.body.data as { ID: number }).ID;
    const started = await call(ctx.app, base.token, 'PUT', `${spec}/${id}/prepare-pay`, {});
    const page = await ctx.app.inject({ method: 'GET', url: started.body.data });
    const form = formsOf(page.body).find((f) => f.fields.outcome === 'paid');
    if (!form) throw new Error('no paid form');
    await postForm(ctx.app, form.action, new URLSearchParams(form.fields).toString());
    const attempt = (await call(ctx.app, base.token, 'GET', `${spec}/${id}/payments`)).body
      .data[0] as { ID: number };
    const url = `${spec}/${id}/payments/${attempt.ID}/receipt`;
    expect((await call(ctx.app, base.token, 'GET', url)).body.data.CanMail).toBe(false);
    const mail = await call(ctx.app, base.token, 'POST', `${url}/mail`, { Email: 'a@guest.test' });
    expect(mail.status).toBe(409);
    expect(mail.body.error.code).toBe('mail_unavailable');
  });
});
