import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route } from '../../../test/fetchStub.ts';
import { fakeOrdersApi, renderOrders, SERVICE_BASE } from '../testing.tsx';
import { OrderingSettingsScreen } from './OrderingSettingsScreen.tsx';

/** The venue's ordering settings, paused until an hour from now when `paused`. */
const settings = (paused: boolean): Route => {
  const orders = fakeOrdersApi([]);
  return (call) =>
    call.method === 'GET' && call.path === `${SERVICE_BASE}/dish-orders-config`
      ? json(200, {
          data: [
            {
              OrderingEnabled: true,
              Currency: 'EUR',
              PaymentRequired: false,
              PaymentType: null,
              Availability: null,
              PausedUntil: paused ? new Date(Date.now() + 3_600_000).toISOString() : null,
              PauseMessage: null,
              DayChange: '05:00',
            },
          ],
          total: 1,
        })
      : orders.route(call);
};

const before = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('Ajustes › Pedidos, in the order a phone shows it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the pause, the one control every staff member has, before the settings', async () => {
    renderOrders(<OrderingSettingsScreen />, { ...fakeOrdersApi([]), route: settings(false) });
    const pause = await screen.findByRole('heading', { name: 'Pausa (cocina saturada)' });
    expect(before(pause, screen.getByRole('heading', { name: 'Pedidos desde las mesas' }))).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: '15 min' })).toBeEnabled();
  });

  it('paused, says so above the message, where the screen opens', async () => {
    renderOrders(<OrderingSettingsScreen />, { ...fakeOrdersApi([]), route: settings(true) });
    const paused = await screen.findByTestId('settings-paused');
    const message = screen.getByRole('textbox', { name: /Mensaje para los clientes/ });
    expect(before(paused, message)).toBe(true);
    expect(screen.getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '15 min' })).toBeNull();
  });
});
