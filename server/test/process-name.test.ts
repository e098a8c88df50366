import { describe, expect, it } from 'vitest';
import { build } from './helpers.ts';

describe('the process name behind a balancer (PROCESS_NAME)', () => {
  it('is sent as X-Carta-Process on every answer when set, and not at all otherwise', async () => {
    const named = await build('sqlite', { processName: 'carta-2' });
    const plain = await build('sqlite');
    try {
      for (const url of ['/api/auth/me', '/api/nowhere', '/api/docs/json']) {
        const res = await named.app.inject({ method: 'GET', url });
        expect(res.headers['x-carta-process']).toBe('carta-2');
        expect((await plain.app.inject({ method: 'GET', url })).headers).not.toHaveProperty(
          'x-carta-process',
        );
      }
    } finally {
      await named.close();
      await plain.close();
    }
  });
});
