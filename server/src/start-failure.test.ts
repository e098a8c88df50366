import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startFailureLine } from './start-failure.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const pgSkipped = 'skipped: TEST_DATABASE_URL is not set';
// The default reporter names no skipped test: the reason goes to the tier's output.
if (!pgUrl) console.warn(`startFailureLine on a missing PostgreSQL database: ${pgSkipped}`);

describe('startFailureLine', () => {
  it('names the port in use and how to choose another', async () => {
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    const port = (holder.address() as { port: number }).port;
    const second = createServer();
    const error = await new Promise<unknown>((done) => {
      second.once('error', done);
      second.listen(port, '127.0.0.1');
    });
    holder.close();
    const line = startFailureLine(error, { port, databaseUrl: null });
    expect(line).toBe(
      `Carta cannot start: port ${port} is in use by another program. Stop it, or choose another port: PORT=${port + 1} npm start`,
    );
  });

  it.runIf(pgUrl)(
    `names a PostgreSQL database that does not exist and how to create it${pgUrl ? '' : ` (${pgSkipped})`}`,
    async () => {
      const url = new URL(pgUrl ?? '');
      url.pathname = '/carta_does_not_exist';
      const client = new pg.Client({ connectionString: url.href });
      const error = await client.connect().then(
        () => null,
        (e: unknown) => e,
      );
      await client.end().catch(() => undefined);
      const line = startFailureLine(error, { port: 3000, databaseUrl: url.href });
      expect(line).toMatch(
        /^Carta cannot start: the PostgreSQL database "carta_does_not_exist" does not exist on 127\.0\.0\.1:5432\. Create it: createdb -h 127\.0\.0\.1 -p 5432( -U \w+)? carta_does_not_exist$/,
      );
    },
  );

  it('names a PostgreSQL that does not answer, without the password', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const line = startFailureLine(error, {
      port: 3000,
      databaseUrl: 'postgres://carta:secret@db.local:6543/carta',
    });
    expect(line).toBe(
      'Carta cannot start: no PostgreSQL answers on db.local:6543 (DATABASE_URL). Start it, or correct the address.',
    );
    expect(line).not.toContain('secret');
  });

  it('finds the code of an error wrapped by a failed migration', () => {
    const driver = Object.assign(new Error('database "x" does not exist'), { code: '3D000' });
    const wrapped = new Error('migration failed', { cause: driver });
    expect(startFailureLine(wrapped, { port: 3000, databaseUrl: 'postgres://h:5432/x' })).toContain(
      'the PostgreSQL database "x" does not exist on h:5432',
    );
  });

  it('leaves anything unexpected to its stack trace', () => {
    expect(startFailureLine(new Error('boom'), { port: 3000, databaseUrl: null })).toBeNull();
  });
});
