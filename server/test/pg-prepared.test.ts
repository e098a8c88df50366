import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { preparing } from '../src/db/prepared.ts';
import { describeOnPostgres } from './helpers.ts';

/** The hot order statements are kept prepared per connection (src/db/prepared.ts). */
describeOnPostgres('marked statements', () => {
  const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  const connections = preparing(pool);
  afterAll(() => pool.end());

  const preparedOf = async (client: pg.PoolClient) =>
    (
      await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements order by name',
      )
    ).rows;

  it('runs a marked statement as one named statement, parsed once, and others unnamed', async () => {
    const client = await connections.connect();
    try {
      await client.query('deallocate all');
      const text = '/*prepared:probe*/ select $1::int + 1 as n';
      const first = await client.query<{ n: number }>(text, [1]);
      const second = await client.query<{ n: number }>(text, [41]);
      expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([2, 42]);
      await client.query('select $1::int as n', [1]);
      const names = await preparedOf(client);
      expect(names).toHaveLength(1);
      expect(names[0]?.name).toMatch(/^probe_/);
      expect(names[0]?.statement).toBe(text);
      // Another text under the same label is another statement, never an error.
      await client.query('/*prepared:probe*/ select $1::int + 2 as n', [1]);
      expect(await preparedOf(client)).toHaveLength(2);
    } finally {
      client.release();
    }
  });

  it('keeps at most 256 named statements a connection; the rest still run', async () => {
    const client = await connections.connect();
    try {
      const before = (await preparedOf(client)).length;
      for (let i = 0; i < 300; i += 1) {
        const { rows } = await client.query<{ n: number }>(
          `/*prepared:many*/ select $1::int + ${i} as n`,
          [1],
        );
        expect(rows[0]?.n).toBe(1 + i);
      }
      expect((await preparedOf(client)).length).toBe(256);
      expect(before).toBeLessThanOrEqual(256);
    } finally {
      client.release();
    }
  });
});
