import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setToken } from '../api/session.ts';
import { menusRoute } from '../test/api.ts';
import { stubFetch } from '../test/fetchStub.ts';
import { aMenu, enterprise, staffUser } from '../test/fixtures.ts';
import { HomeRedirect } from './HomeRedirect.tsx';
import { SessionProvider } from './session.tsx';

describe('HomeRedirect', () => {
  it('keeps a progress bar in the pane until the first menu’s screen has arrived, never a blank', async () => {
    setToken('staff-token');
    stubFetch(menusRoute(staffUser.EnterpriseID, () => [aMenu({ ID: 5 })]));
    const router = createMemoryRouter(
      [
        { path: '/', element: <HomeRedirect /> },
        // The editor's code is still on its way (a phone after login).
        { path: '/menus/:id', lazy: () => new Promise<never>(() => {}) },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider session={{ user: staffUser, enterprise }}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );

    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/menus/5'));
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
  });
});
