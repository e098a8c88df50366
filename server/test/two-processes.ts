import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });

export type ServerProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * A real Carta server process (`node server/src/main.ts`) on `env`, resolved once it listens.
 * Output is kept to explain a failure to start.
 */
export const startServer = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'carta-proc-')),
      WEB_DIR: '',
      GUEST_DIR: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@carta.local',
      ADMIN_PASSWORD: 'admin-pass',
      DEMO_PASSWORD: 'demo-pass',
      JWT_SECRET: 'two-processes-secret-two-processes-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Carta is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/** A JSON call over real HTTP. */
export const http = async (
  url: string,
  method: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

/**
 * Two Carta processes on one fresh PostgreSQL schema of TEST_DATABASE_URL, for a describe block:
 * `start()` launches them one after the other (the first migrates and seeds); the processes stop
 * and the schema is dropped after the block.
 */
export const useTwoProcesses = (prefix: string) => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  });
  return {
    schema,
    start: async (): Promise<[ServerProcess, ServerProcess]> => {
      const env = { DATABASE_URL: url, PG_SCHEMA: schema };
      servers.push(await startServer(env));
      servers.push(await startServer(env));
      return servers as [ServerProcess, ServerProcess];
    },
  };
};

/** A staff token from process `base`, over real HTTP. */
export const loginOver = async (base: string, email: string, password: string) =>
  (await http(`${base}/api/auth/login`, 'POST', null, { email, password })).body.token as string;
