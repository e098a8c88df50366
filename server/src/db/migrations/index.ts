import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';
import type { Database } from '../tables/index.ts';
import * as initial from './2026-11-21T0900-initial.ts';
import * as translation from './2026-11-21T1200-translation.ts';
import * as dishExtras from './2026-11-21T1500-dish-extras.ts';
import * as catalogues from './2026-11-21T1800-catalogues.ts';
import * as menuRevisions from './2026-11-24T0700-menu-revisions.ts';
import * as blockAnswers from './2026-11-25T0900-block-answers.ts';
import * as menuExtrasVersion from './2026-11-25T1600-menu-extras-version.ts';
import * as dishOrders from './2026-11-26T0900-dish-orders.ts';
import * as userAdmin from './2026-11-26T1000-user-admin.ts';
import * as orderPrinted from './2026-11-26T1100-order-printed.ts';
import * as payments from './2026-11-26T1200-payments.ts';
import * as paymentsLedger from './2026-11-27T1000-payments-ledger.ts';
import * as maintenance from './2026-11-27T1100-maintenance.ts';
import * as sessions from './2026-11-27T1200-sessions.ts';
import * as serviceDay from './2026-11-27T1300-service-day.ts';
import * as reports from './2026-11-27T1500-reports.ts';
import * as integrations from './2026-11-27T1600-integrations.ts';
import * as lineTotals from './2026-12-06T0900-line-totals.ts';
import * as extraGroups from './2026-12-06T1300-extra-groups.ts';
import * as kitchenStations from './2026-12-06T1400-kitchen-stations.ts';
import * as roomCharge from './2026-12-06T1500-room-charge.ts';
import * as orderLastPrinted from './2026-12-06T1700-order-last-printed.ts';
import * as lineStationIndex from './2026-12-06T1800-line-station-index.ts';
import * as lineDishIndex from './2026-12-07T0310-line-dish-index.ts';
import * as lineWire from './2026-12-07T0350-line-wire.ts';
import * as eventDataText from './2026-12-07T2100-event-data-text.ts';
import * as rateCountersUnlogged from './2026-12-07T2110-rate-counters-unlogged.ts';

type DialectMigration = { up: (db: Kysely<unknown>, dialect: Dialect) => Promise<void> };

/** Timestamped, in order; each receives the dialect. */
const migrations: Record<string, DialectMigration> = {
  '2026-11-21T0900-initial': initial,
  '2026-11-21T1200-translation': translation,
  '2026-11-21T1500-dish-extras': dishExtras,
  '2026-11-21T1800-catalogues': catalogues,
  '2026-11-24T0700-menu-revisions': menuRevisions,
  '2026-11-25T0900-block-answers': blockAnswers,
  '2026-11-25T1600-menu-extras-version': menuExtrasVersion,
  '2026-11-26T0900-dish-orders': dishOrders,
  '2026-11-26T1000-user-admin': userAdmin,
  '2026-11-26T1100-order-printed': orderPrinted,
  '2026-11-26T1200-payments': payments,
  '2026-11-27T1000-payments-ledger': paymentsLedger,
  '2026-11-27T1100-maintenance': maintenance,
  '2026-11-27T1200-sessions': sessions,
  '2026-11-27T1300-service-day': serviceDay,
  '2026-11-27T1500-reports': reports,
  '2026-11-27T1600-integrations': integrations,
  '2026-12-06T0900-line-totals': lineTotals,
  '2026-12-06T1300-extra-groups': extraGroups,
  '2026-12-06T1400-kitchen-stations': kitchenStations,
  '2026-12-06T1500-room-charge': roomCharge,
  '2026-12-06T1700-order-last-printed': orderLastPrinted,
  '2026-12-06T1800-line-station-index': lineStationIndex,
  '2026-12-07T0310-line-dish-index': lineDishIndex,
  '2026-12-07T0350-line-wire': lineWire,
  '2026-12-07T2100-event-data-text': eventDataText,
  '2026-12-07T2110-rate-counters-unlogged': rateCountersUnlogged,
};

const provider = (dialect: Dialect): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(migrations).map(([name, m]): [string, Migration] => [
        name,
        { up: (db) => m.up(db as Kysely<unknown>, dialect) },
      ]),
    ),
});

/**
 * Whether every migration is already recorded: one query. Kysely's Migrator first introspects
 * every table of every schema of the database (its own tables may live in any), which on a
 * PostgreSQL shared by many schemas costs more than the whole start of the app.
 */
export const isUpToDate = async (db: Kysely<Database>, schema: string | null): Promise<boolean> => {
  const table = schema ? `${schema}.kysely_migration` : 'kysely_migration';
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
    const done = new Set(rows.map((row) => row.name));
    return Object.keys(migrations).every((name) => done.has(name));
  } catch {
    // No migration table yet: a new database.
    return false;
  }
};

export const migrateToLatest = async (
  db: Kysely<Database>,
  dialect: Dialect,
  schema: string | null = null,
): Promise<void> => {
  if (await isUpToDate(db, schema)) return;
  // Named explicitly: otherwise Kysely finds its tables in any schema and skips creating them here.
  const migrator = new Migrator({
    db,
    provider: provider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
};
