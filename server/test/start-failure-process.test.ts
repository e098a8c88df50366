import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { describeOnPostgres } from './helpers.ts';
import { freePort } from './two-processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'carta-start-failure-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The real server process (`node server/src/main.ts`) on `env`, run until it exits by itself. */
const runServer = (env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIR: '',
        GUEST_DIR: '',
        // Nothing to show: the start stops at the port or the database, not at the demo data.
        SEED_DEMO: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // A server that starts after all would run forever: stop it, and the assertions say why.
    const timer = setTimeout(() => child.kill('SIGTERM'), 80_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });

/** Exit code 1 and `line` alone on stderr: no stack trace, nothing else to read past. */
const expectOneLine = (
  run: { code: number | null; stdout: string; stderr: string },
  line: string,
) => {
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stderr.trimEnd().split('\n')).toEqual([line]);
  expect(run.stdout).not.toContain('Carta is running');
  expect(run.code).toBe(1);
};

// Each case is a server process loading the app's modules (seconds of CPU apiece): they run side
// by side, not one after the other.
describe.concurrent('a start that cannot work', () => {
  describe('a start whose port another program holds', () => {
    let holder: Server;
    let port: number;
    beforeAll(async () => {
      port = await freePort();
      holder = createServer();
      await new Promise<void>((done) => holder.listen(port, '127.0.0.1', done));
    });
    afterAll(() => new Promise<void>((done) => holder.close(() => done())));

    it('exits 1 with one line naming the port and PORT= for another', async () => {
      const run = await runServer({ PORT: String(port) });
      expectOneLine(
        run,
        `Carta cannot start: port ${port} is in use by another program. Stop it, or choose another port: PORT=${port + 1} npm start`,
      );
    }, 90_000);
  });

  describeOnPostgres('a start on a PostgreSQL database that does not exist', () => {
    it('exits 1 with one line naming the database and how to create it', async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = '/carta_start_failure_missing';
      const run = await runServer({ PORT: String(await freePort()), DATABASE_URL: url.href });
      const user = url.username ? ` -U ${url.username}` : '';
      const host = url.hostname;
      const pgPort = url.port || '5432';
      expectOneLine(
        run,
        `Carta cannot start: the PostgreSQL database "carta_start_failure_missing" does not exist on ${host}:${pgPort}. Create it: createdb -h ${host} -p ${pgPort}${user} carta_start_failure_missing`,
      );
    }, 90_000);

    it('exits 1 with one line when no PostgreSQL answers at the address', async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.hostname = '127.0.0.1';
      url.port = String(await freePort());
      const run = await runServer({ PORT: String(await freePort()), DATABASE_URL: url.href });
      expectOneLine(
        run,
        `Carta cannot start: no PostgreSQL answers on 127.0.0.1:${url.port} (DATABASE_URL). Start it, or correct the address.`,
      );
    }, 90_000);
  });
});
