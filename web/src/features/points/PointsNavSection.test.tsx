import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { SessionProvider } from '../../app/session.tsx';
import { json, on, stubFetch } from '../../test/fetchStub.ts';
import { enterprise, staffUser } from '../../test/fixtures.ts';
import { PointsNavSection } from './PointsNavSection.tsx';

const renderNav = (hide: 0 | 1) => {
  setToken('staff-token');
  const stub = stubFetch(
    on('GET', `/api/private/workspaces/${staffUser.EnterpriseID}/user-config/`, () =>
      json(200, { data: [{ HideDishOrderPoint: hide }], total: 1 }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider session={{ user: staffUser, enterprise }}>
        <MemoryRouter>
          <PointsNavSection />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return stub;
};

describe('PointsNavSection', () => {
  it('links to the points screen', async () => {
    renderNav(0);
    expect(await screen.findByRole('link', { name: 'Puntos' })).toHaveAttribute('href', '/points');
  });

  it('is hidden for a user with HideDishOrderPoint (behaviour.md#scopes)', async () => {
    const stub = renderNav(1);
    await vi.waitFor(() => expect(stub.calls).toHaveLength(1));
    // Let the answer render before looking for what must not be there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Puntos' })).not.toBeInTheDocument();
  });
});
