import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, on, stubFetch } from '../test/fetchStub.ts';
import { API_BASE, request } from './client.ts';
import { earlyPathsFor, pathsAfterSession, sendEarly, takeEarly } from './earlyCalls.ts';
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

  it('names what the session’s answer leads to: the enterprise’s shell, and the user on a menu', () => {
    const me = { ID: 7, EnterpriseID: 12 };
    expect(pathsAfterSession('#/menus/31', me)).toEqual([
      '/enterprises/12',
      '/menus/12',
      '/users/7',
    ]);
    expect(pathsAfterSession('#/orders', { ...me, EnterpriseID: '12' })).toEqual([
      '/enterprises/12',
      '/menus/12',
    ]);
    expect(pathsAfterSession('#/menus/31', { ID: '7', EnterpriseID: '../1' })).toEqual([]);
    expect(pathsAfterSession('#/menus/31', null)).toEqual([]);
  });

  it('sends the reads the session names as soon as it answers, and still lets the app read it', async () => {
    setToken('staff-token');
    const { calls } = stubFetch(
      on('GET', '/api/auth/me', () => json(200, { ID: 7, Name: 'Ana', EnterpriseID: 12 })),
      on('GET', '/api/enterprises/12', () => json(200, { ID: 12 })),
      on('GET', '/api/menus/12', () => json(200, { data: [] })),
    );
    // The kept enterprise's menus went out already: not asked for twice.
    sendEarly(API_BASE, 'staff-token', ['/auth/me', '/menus/12'], {
      '/auth/me': (me) => sendEarly(API_BASE, 'staff-token', pathsAfterSession('#/orders', me)),
    });
    await expect(request('/auth/me')).resolves.toMatchObject({ ID: 7, EnterpriseID: 12 });
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/enterprises/12'));
    expect(calls.map((c) => c.path)).toEqual([
      '/api/auth/me',
      '/api/menus/12',
      '/api/enterprises/12',
    ]);
    await expect(request('/enterprises/12')).resolves.toEqual({ ID: 12 });
    expect(calls).toHaveLength(3);
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
