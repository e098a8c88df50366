import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/deps.ts';
import { baseConfig } from './templates.ts';

/**
 * A second app on the same database: another server process behind the load balancer (the same
 * SQLite file, or the same PostgreSQL schema), with its own memory. `overrides` as the first's.
 */
export const secondProcess = async (app: App, overrides: Partial<App['deps']['config']> = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'carta-second-'));
  const { config } = app.deps;
  const other = await buildApp({
    ...baseConfig(config.databaseUrl ? dir : config.dataDir),
    databaseUrl: config.databaseUrl,
    pgSchema: config.pgSchema,
    ...overrides,
  });
  return {
    app: other,
    close: async () => {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
