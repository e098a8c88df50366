import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { openDatabase } from '../connection.ts';
import * as lineTotals from './2026-12-06T0900-line-totals.ts';
import { isUpToDate, migrateToLatest } from './index.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const databases = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(databases)('migrations on %s', (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A new, empty database; every SQL text it runs lands in `queries`. */
  const open = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carta-migrations-'));
    const schema = database === 'postgres' ? `t_mig_${randomBytes(5).toString('hex')}` : null;
    const queries: string[] = [];
    const db = await openDatabase(
      testConfig({
        dataDir,
        databaseUrl: schema ? (pgUrl ?? null) : null,
        pgSchema: schema,
        onQuery: (text) => queries.push(text),
      }),
    );
    cleanups.push(async () => {
      await db.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      if (schema && pgUrl) {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    });
    return { ...db, queries };
  };

  it('migrates a new database, then starts an up-to-date one with a single query', async () => {
    const { db, dialect, schema, queries } = await open();
    await migrateToLatest(db, dialect, schema);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(rows.length).toBeGreaterThan(10);
    expect(await db.selectFrom('enterprises').select('ID').execute()).toEqual([]);

    queries.length = 0;
    await migrateToLatest(db, dialect, schema);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/^select name from .*kysely_migration/);
  });

  it('counts a database as up to date only when every migration is recorded', async () => {
    const { db, dialect, schema } = await open();
    expect(await isUpToDate(db, schema)).toBe(false);
    await migrateToLatest(db, dialect, schema);
    expect(await isUpToDate(db, schema)).toBe(true);
    // As if a migration had just been added to Carta: its record is missing, the Migrator runs.
    const { rows } = await sql<{
      name: string;
    }>`select max(name) as name from kysely_migration`.execute(db);
    await sql`delete from kysely_migration where name = ${rows[0]?.name ?? ''}`.execute(db);
    expect(await isUpToDate(db, schema)).toBe(false);
  });

  it("writes every existing line's total, extras included, across batches", async () => {
    const { db, dialect } = await open();
    const anyDb = db as unknown as Kysely<unknown>;
    // The lines table as it was before, reduced to what the migration reads.
    await anyDb.schema
      .createTable('dish_order_items')
      .addColumn('ID', dialect.name === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
      .addColumn('OrderID', 'integer', (c) => c.notNull())
      .addColumn('MenuContentID', 'integer', (c) => c.notNull())
      .addColumn('Quantity', 'integer', (c) => c.notNull())
      .addColumn('UnitPriceCents', 'integer', (c) => c.notNull())
      .addColumn('Extras', dialect.jsonType, (c) => c.notNull())
      .execute();
    await anyDb.schema
      .createIndex('dish_order_items_order')
      .on('dish_order_items')
      .columns(['OrderID', 'ID'])
      .execute();
    const extras = JSON.stringify([
      { ExtraID: 1, PriceCents: 150 },
      { ExtraID: 2, PriceCents: 25 },
    ]);
    const rows = Array.from({ length: 1205 }, (_, n) => ({
      Quantity: (n % 3) + 1,
      UnitPriceCents: 1000 + n,
      Extras: n % 2 ? extras : '[]',
    }));
    for (let i = 0; i < rows.length; i += 400) {
      const values = rows
        .slice(i, i + 400)
        .map((r) => sql`(1, 7, ${r.Quantity}, ${r.UnitPriceCents}, ${r.Extras})`);
      await sql`insert into dish_order_items ("OrderID", "MenuContentID", "Quantity",
        "UnitPriceCents", "Extras") values ${sql.join(values)}`.execute(db);
    }
    await lineTotals.up(anyDb, dialect);
    const { rows: stored } = await sql<{ ID: number; LineCents: number }>`
      select "ID", "LineCents" from dish_order_items order by "ID"`.execute(db);
    expect(stored.map((r) => Number(r.LineCents))).toEqual(
      rows.map((r, n) => (r.UnitPriceCents + (n % 2 ? 175 : 0)) * r.Quantity),
    );
  });
});
