import { describe, expect, it } from 'vitest';
import { useApp } from './helpers.ts';

const urls = ['/api/auth/me', '/api/nowhere', '/api/public/enterprises/1'];

describe('a process named by PROCESS_NAME', () => {
  const ctx = useApp('sqlite', { processName: 'carta-2' });
  it('says its name in X-Carta-Process on every answer, refusals included', async () => {
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-carta-process']).toBe('carta-2');
    }
  });
});

describe('a process without PROCESS_NAME', () => {
  const ctx = useApp('sqlite');
  it('sends no X-Carta-Process header', async () => {
    for (const url of urls)
      expect((await ctx.app.inject({ method: 'GET', url })).headers).not.toHaveProperty(
        'x-carta-process',
      );
  });
});
