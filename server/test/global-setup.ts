import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgTemplate, buildSqliteTemplate, dropSchemas } from './templates.ts';

export type Templates = {
  readonly sqliteFile: string;
  /** Every PostgreSQL schema of this run starts with it, so that the end of the run drops them all. */
  readonly pgPrefix: string;
  readonly pgTemplate: string | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
  }
}

/** Builds the run's template databases once, for every worker; drops them at the end. */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'carta-templates-'));
  // `t_` like the schemas .ci/run sweeps after an interrupted run.
  const pgPrefix = `t_${randomBytes(4).toString('hex')}_`;
  const sqliteFile = await buildSqliteTemplate(join(dir, 'sqlite'));
  const pgTemplate = pgUrl ? `${pgPrefix}template` : null;
  if (pgUrl && pgTemplate) await buildPgTemplate(pgUrl, pgTemplate, join(dir, 'pg'));
  project.provide('templates', { sqliteFile, pgPrefix, pgTemplate });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgUrl) await dropSchemas(pgUrl, pgPrefix);
  };
}
