import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { ADMIN, call, databases, login, useApp } from './helpers.ts';

type Received = { to: string[]; text: string };

/** The text of a quoted-printable message as a person reads it (nodemailer encodes accents so). */
const readable = (raw: string) => {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r\n/g, '');
  const bytes = body.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
};

/** A real SMTP server on a free port, keeping what it is sent. */
const startSmtp = async () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: readable(text) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
};

/** A port with nothing listening: a mail server that is down. */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const newUser = (Email: string) => ({ Name: 'Nuria Sosa', Email, Role: 'staff' });

describe.each(databases)('setup links by mail on %s', (database) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const overrides: { mail?: Config['mail'] } = {};
  beforeAll(async () => {
    smtp = await startSmtp();
    overrides.mail = { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Carta <carta@hotel.test>' };
  });
  afterAll(() => smtp?.close());
  const ctx = useApp(database, overrides as Partial<Config>);

  it("mails a new user's one-time link, and a reset's, to the user's address", async () => {
    const admin = await login(ctx.app, ADMIN);
    const created = await call(ctx.app, admin, 'POST', '/api/users', newUser('nuria@hotel.test'));
    expect(created.status).toBe(201);
    expect(created.body.Mailed).toBe(true);
    const welcome = smtp.received.at(-1);
    expect(welcome?.to).toEqual(['nuria@hotel.test']);
    expect(welcome?.text).toContain(created.body.SetupURL);
    expect(welcome?.text).toContain('Elija su contraseña');

    const reset = await call(ctx.app, admin, 'POST', `/api/users/${created.body.ID}/reset`);
    expect(reset.body.Mailed).toBe(true);
    expect(smtp.received.at(-1)?.text).toContain(reset.body.SetupURL);
    expect(reset.body.SetupURL).not.toBe(created.body.SetupURL);
  });
});

describe.each(databases)('setup links with the mail server down on %s', (database) => {
  const overrides: { mail?: Config['mail'] } = {};
  beforeAll(async () => {
    overrides.mail = { smtpUrl: `smtp://127.0.0.1:${await deadPort()}`, from: 'carta@hotel.test' };
  });
  const ctx = useApp(database, overrides as Partial<Config>);

  it('still creates the user and shows the link, saying it was not mailed', async () => {
    const admin = await login(ctx.app, ADMIN);
    const created = await call(ctx.app, admin, 'POST', '/api/users', newUser('luis@hotel.test'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ Mailed: false, SetupURL: expect.any(String) });
    const users = await call(ctx.app, admin, 'GET', '/api/users?search=Nuria');
    expect(users.body.data).toHaveLength(1);
  });
});
