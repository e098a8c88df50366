import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../api/session.ts';
import { SessionProvider } from '../../app/session.tsx';
import { json, type RecordedCall, stubFetch } from '../../test/fetchStub.ts';
import { enterprise, staffUser } from '../../test/fixtures.ts';
import { loadRoomChargeLocales } from './loadRoomChargeLocales.ts';
import { RoomChargesPanel } from './RoomChargesPanel.tsx';

const WS = staffUser.EnterpriseID;
const BASE = `/api/private/room-charge/${WS}`;

/** A venue offering room charges with one waiting: what the desk's panel reads, and what it posts. */
const venue = () => {
  let pending = [
    {
      AttemptID: 41,
      OrderID: 8,
      PointID: 101,
      Surname: 'García',
      Amount: 6.5,
      Currency: 'EUR',
      State: 'pending',
      CreatedAt: '2026-06-03T20:05:00Z',
    },
  ];
  const posted: string[] = [];
  const route = (call: RecordedCall) => {
    if (call.path === `${BASE}/settings`)
      return json(200, {
        data: { Enabled: true, RequireApproval: true, Verification: 'surname' },
      });
    if (call.path === `${BASE}/charges`) return json(200, { data: pending, total: pending.length });
    if (call.method === 'POST' && call.path.startsWith(`${BASE}/charges/`)) {
      posted.push(call.path);
      pending = [];
      return json(200, { data: { ID: 8, PaymentStatus: 'paid' } });
    }
    return undefined;
  };
  return { route, posted };
};

const renderPanel = (route: ReturnType<typeof venue>['route']) => {
  setToken('staff-token');
  loadRoomChargeLocales();
  stubFetch(route);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SessionProvider session={{ user: staffUser, enterprise }}>
        <RoomChargesPanel
          ws={WS}
          pointName={(id) => `Habitación ${id}`}
          rooms={[{ ID: 101 }]}
          timeZone="Atlantic/Canary"
        />
      </SessionProvider>
    </QueryClientProvider>,
  );
};

describe('RoomChargesPanel', () => {
  it('approves a waiting charge in one tap, on the venue clock', async () => {
    const api = venue();
    renderPanel(api.route);
    const panel = await screen.findByRole('region', { name: 'Cargos a la habitación' });
    await within(panel).findByText(/Habitación 101 · García · pedido n\.º 8/);
    // 20:05 UTC is 21:05 in the Canaries in June.
    expect(within(panel).getByText('Pedido a las 21:05')).toBeTruthy();
    await userEvent.click(
      within(panel).getByRole('button', { name: /^Aprobar el cargo de 6,50\s€ a Habitación 101$/ }),
    );
    await within(panel).findByText('Ningún cargo pendiente de aprobación.');
    expect(api.posted).toEqual([`${BASE}/charges/41/approve`]);
  });

  it('asks before rejecting, and a cancel posts nothing', async () => {
    const api = venue();
    renderPanel(api.route);
    const panel = await screen.findByRole('region', { name: 'Cargos a la habitación' });
    const reject = await within(panel).findByRole('button', { name: /^Rechazar el cargo/ });
    await userEvent.click(reject);
    const ask = await screen.findByRole('dialog', { name: '¿Rechazar el cargo?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(api.posted).toEqual([]);
    await userEvent.click(reject);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Rechazar el cargo?' })).getByRole(
        'button',
        { name: 'Rechazar' },
      ),
    );
    await waitFor(() => expect(api.posted).toEqual([`${BASE}/charges/41/reject`]));
  });
});
