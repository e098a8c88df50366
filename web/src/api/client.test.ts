import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../test/fetchStub.ts';
import { request, requestFile } from './client.ts';
import { login } from './endpoints.ts';
import { ApiError } from './errors.ts';
import { getStoredEnterpriseId, getToken, setStoredEnterpriseId, setToken } from './session.ts';

describe('api client', () => {
  beforeEach(() => {
    window.location.hash = '#/menus/1';
    setToken('staff-token');
    setStoredEnterpriseId('12');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the staff token as a Bearer header on private calls', async () => {
    const { calls } = stubFetch(
      on('GET', '/api/menus/12', () => json(200, { data: [], total: 0 })),
    );
    await expect(request('/menus/12')).resolves.toEqual({ data: [], total: 0 });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('fetches a file with the token and the type asked, and a 403 ends the session like any call', async () => {
    const { calls } = stubFetch(
      on('GET', '/api/contents/21/answers.csv', () => new Response('ID\r\n', { status: 200 })),
    );
    const file = await requestFile('/contents/21/answers.csv', 'text/csv');
    expect(await file.text()).toBe('ID\r\n');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(calls[0]?.headers.get('Accept')).toBe('text/csv');

    stubFetch(() => apiError(403, 'forbidden'));
    await expect(requestFile('/contents/21/answers.csv', 'text/csv')).rejects.toMatchObject({
      status: 403,
    });
    expect(window.location.hash).toBe('#/login');
  });

  it('sends no token on public calls', async () => {
    const { calls } = stubFetch(
      on('POST', '/api/auth/login', () => json(200, { token: 't', user: {} })),
    );
    await login('a@b.c', 'pw');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.body).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it('parses the error shape into an ApiError', async () => {
    stubFetch(() => apiError(400, 'invalid_input', 'Invalid input', ['Content.0.Title']));
    const error = await request('/menus/12', { method: 'PUT', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'Invalid input',
      fields: ['Content.0.Title'],
    });
    expect(window.location.hash).toBe('#/menus/1');
    expect(getToken()).toBe('staff-token');
  });

  it('still gives an ApiError when the body is not the error shape', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('/menus/12')).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('on a private 403 clears only the token and goes to the login screen', async () => {
    stubFetch(() => apiError(403, 'forbidden'));
    await expect(request('/menus/99')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(window.location.hash).toBe('#/login');
    expect(getToken()).toBeNull();
    expect(getStoredEnterpriseId()).toBe('12');
  });

  it('on a private call with no response goes to the login screen', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('/menus/12')).rejects.toMatchObject({ status: 0, code: 'network' });
    expect(window.location.hash).toBe('#/login');
    expect(getToken()).toBeNull();
  });

  it('a request cut because the page is being left does not end the session', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    window.dispatchEvent(new Event('pagehide'));
    try {
      await expect(request('/menus/12')).rejects.toMatchObject({ status: 0, code: 'network' });
      expect(window.location.hash).toBe('#/menus/1');
      expect(getToken()).toBe('staff-token');
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('a 401 on login is an error for the login screen, not a redirect', async () => {
    window.location.hash = '#/login';
    stubFetch(on('POST', '/api/auth/login', () => apiError(401, 'bad_credentials')));
    await expect(login('a@b.c', 'wrong')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe('staff-token');
  });
});
