import { describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { build } from './helpers.ts';

/** Wrong logins from a client the balancer names in X-Forwarded-For (docs/deploy.md). */
const failLogin = async (app: App, client: string, n: number) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': client },
    payload: { email: `nobody${n}@example.com`, password: 'wrong-password' },
  });
  return res.statusCode;
};

const statusesOf = async (app: App) => {
  const statuses: number[] = [];
  for (let n = 0; n < 4; n++) statuses.push(await failLogin(app, '203.0.113.1', n));
  statuses.push(await failLogin(app, '203.0.113.2', 9));
  return statuses;
};

describe('per-address limits behind a balancer', () => {
  it('count each client the trusted proxy names, not the proxy', async () => {
    const { app, close } = await build('sqlite', {
      loginRateLimit: { max: 3, windowMs: 60_000 },
      trustProxy: '127.0.0.1',
    });
    try {
      expect(await statusesOf(app)).toEqual([401, 401, 401, 429, 401]);
    } finally {
      await close();
    }
  });

  it('ignore the header when no proxy is trusted: a client cannot name itself anew', async () => {
    const { app, close } = await build('sqlite', { loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      expect(await statusesOf(app)).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await close();
    }
  });
});
