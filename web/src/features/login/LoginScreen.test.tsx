import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredEnterpriseId, getToken, setToken } from '../../api/session.ts';
import { App } from '../../app/App.tsx';
// The screens behind the login are lazy routes in the app; importing them here builds their module
// graph with the test file, not inside a test's wait for the screen.
import '../../app/AuthenticatedRoot.tsx';
import '../../app/HomeRedirect.tsx';
import '../menu-editor/MenuEditorScreen.tsx';
import { contentsRoute, menusRoute, profileRoute, sessionRoutes } from '../../test/api.ts';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { aMenu, staffUser } from '../../test/fixtures.ts';

const fillAndSubmit = async (email: string, password: string) => {
  await userEvent.type(await screen.findByLabelText(/Correo electrónico/), email);
  // Enter in the password field submits the form.
  await userEvent.type(screen.getByLabelText(/Contraseña/), `${password}{Enter}`);
};

describe('login screen', () => {
  beforeEach(() => {
    window.location.hash = '#/login';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ends the previous session on the server when the login screen is reached (logout)', async () => {
    setToken('previous');
    const { calls } = stubFetch(on('POST', '/api/auth/logout', () => json(200, { ended: true })));
    render(<App />);
    expect(await screen.findByLabelText(/Correo electrónico/)).toBeInTheDocument();
    expect(getToken()).toBeNull();
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer previous');
  });

  it('says so when the email or password is wrong, and stays', async () => {
    stubFetch(on('POST', '/api/auth/login', () => apiError(401, 'bad_credentials')));
    render(<App />);
    await fillAndSubmit('staff@hotel-demo.local', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Correo electrónico o contraseña incorrectos.',
    );
    expect(window.location.hash).toBe('#/login');
    expect(getToken()).toBeNull();
  });

  it('stores the session and opens the first menu of the enterprise', async () => {
    const { calls } = stubFetch(
      on('POST', '/api/auth/login', () =>
        json(200, { token: 'fresh', user: { ...staffUser, EnterpriseID: 12 } }),
      ),
      ...sessionRoutes(),
      profileRoute(),
      menusRoute('12', () => [aMenu({ ID: 5 }), aMenu({ ID: 6, ORD: 1 })]),
      contentsRoute(5, () => []),
    );
    render(<App />);
    await fillAndSubmit('staff@hotel-demo.local', 'carta-staff');

    expect(await screen.findByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
      'Bienvenida',
    );
    expect(window.location.hash).toBe('#/menus/5');
    expect(getToken()).toBe('fresh');
    expect(getStoredEnterpriseId()).toBe('12');
    expect(calls[0]?.body).toEqual({ email: 'staff@hotel-demo.local', password: 'carta-staff' });
  });

  it('shows an empty state when the enterprise has no menus', async () => {
    stubFetch(
      on('POST', '/api/auth/login', () =>
        json(200, { token: 'fresh', user: { ...staffUser, EnterpriseID: 12 } }),
      ),
      ...sessionRoutes(),
      menusRoute('12', () => []),
    );
    render(<App />);
    await fillAndSubmit('staff@hotel-demo.local', 'carta-staff');
    expect(await screen.findByText('Cuando la empresa tenga menús aparecerán aquí.')).toBeVisible();
  });

  it('says why when the server ended the session: a private call refused with a reason lands here', async () => {
    setToken('ended');
    window.location.hash = '#/menus/5';
    stubFetch(
      (call) =>
        call.path === '/api/auth/logout'
          ? undefined
          : json(401, {
              error: { code: 'session_ended', message: 'ended', reason: 'deactivated' },
            }),
      on('POST', '/api/auth/logout', () => json(200, { ended: true })),
    );
    render(<App />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Su sesión terminó porque un administrador desactivó su usuario.',
    );
    expect(window.location.hash).toBe('#/login');
    expect(getToken()).toBeNull();
  });

  it('says nothing about an ended session when the login screen is simply opened', async () => {
    stubFetch();
    render(<App />);
    expect(await screen.findByLabelText(/Correo electrónico/)).toBeInTheDocument();
    expect(screen.queryByText(/Su sesión terminó/)).toBeNull();
  });

  it('switches the interface to English and remembers it', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'EN (English)' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('uiLanguage')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
