import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, on, stubFetch } from '../test/fetchStub.ts';
import { API_BASE, request } from './client.ts';
import { earlyPathsFor, sendEarly, takeEarly } from './earlyCalls.ts';
import { setToken } from './session.ts';

describe('the first screen’s early calls', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names the session, the kept enterprise’s shell and the opened menu’s blocks', () => {
    expect(earlyPathsFor('#/menus/31?dview=1', '12')).toEqual([
      '/auth/me',
      '/enterprises/12',
      '/menus/12',
      '/contents/31',
    ]);
    expect(earlyPathsFor('#/common-menus/4', null)).toEqual(['/auth/me', '/contents/4']);
    expect(earlyPathsFor('#/orders', 'x/../1')).toEqual(['/auth/me']);
    expect(earlyPathsFor('#/login', '12')).toEqual([]);
  });

  it('answers the first GET of the same path from the early call, once', async () => {
    setToken('staff-token');
    let served = 0;
    const { calls } = stubFetch(
      on('GET', '/api/contents/31', () => json(200, { data: [], total: ++served })),
    );
    sendEarly(API_BASE, 'staff-token', ['/contents/31']);
    expect(calls).toHaveLength(1);
    await expect(request('/contents/31')).resolves.toEqual({ data: [], total: 1 });
    expect(calls).toHaveLength(1);
    // The next read asks the server again.
    await expect(request('/contents/31')).resolves.toEqual({ data: [], total: 2 });
    expect(calls).toHaveLength(2);
  });

  it('never serves another token’s answer, nor one older than a few seconds', () => {
    stubFetch(on('GET', '/api/auth/me', () => json(200, {})));
    sendEarly(API_BASE, 'old-token', ['/auth/me']);
    expect(takeEarly('/auth/me', 'new-token')).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    sendEarly(API_BASE, 'staff-token', ['/auth/me']);
    vi.setSystemTime(Date.now() + 60_000);
    expect(takeEarly('/auth/me', 'staff-token')).toBeUndefined();
  });
});
