import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { SessionProvider } from '../../app/session.tsx';
import { json, on, stubFetch } from '../../test/fetchStub.ts';
import { enterprise, staffUser } from '../../test/fixtures.ts';
import { OrdersNavSection } from './OrdersNavSection.tsx';

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
        <MemoryRouter initialEntries={['/kitchen']}>
          <OrdersNavSection />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return stub;
};

describe('OrdersNavSection', () => {
  it('offers the desk, the kitchen (marked when shown) and the points under "Pedidos"', async () => {
    renderNav(0);
    expect(await screen.findByRole('link', { name: 'Puntos' })).toHaveAttribute('href', '/points');
    expect(screen.getByRole('link', { name: 'Pedidos' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Cocina' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('list')).toHaveTextContent(/^Pedidos/);
  });

  it('keeps the desk and kitchen for a user with HideDishOrderPoint, without points (behaviour.md#scopes)', async () => {
    const stub = renderNav(1);
    await vi.waitFor(() => expect(stub.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Puntos' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cocina' })).toBeInTheDocument();
  });
});
