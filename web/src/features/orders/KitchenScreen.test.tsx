import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitchenScreen } from './KitchenScreen.tsx';
import { anOrder, fakeOrdersApi, renderOrders } from './testing.tsx';

/** jsdom has no Web Audio: a context that starts suspended, as browsers do before a tap. */
class FakeAudioContext {
  state = 'suspended';
  currentTime = 0;
  destination = {};
  static tones = 0;
  resume = async () => {
    this.state = 'running';
  };
  close = async () => {};
  createGain = () => ({
    gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
    connect: (node: unknown) => node,
  });
  createOscillator = () => ({
    type: 'sine',
    frequency: { setValueAtTime: () => {} },
    connect: (node: unknown) => node,
    start: () => {
      FakeAudioContext.tones += 1;
    },
    stop: () => {},
  });
}

beforeEach(() => {
  FakeAudioContext.tones = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => vi.unstubAllGlobals());

describe('KitchenScreen', () => {
  it('rings for a new order only after a tap enables sound, mutes visibly, and one tap on Accept stops it', async () => {
    const api = fakeOrdersApi([anOrder(1), anOrder(2, { Status: 'checked' })]);
    renderOrders(<KitchenScreen />, api);
    const board = await screen.findByTestId('kitchen-board');
    const newColumn = screen.getByRole('region', { name: /Nuevos/ });
    await within(newColumn).findByRole('article', { name: /Mesa 1/ });
    expect(board).toHaveAttribute('data-alert', 'ringing');
    expect(board).toHaveAttribute('data-sound', 'locked');
    expect(screen.getByTestId('kitchen-alert')).toHaveTextContent('1 pedido nuevo espera');
    expect(FakeAudioContext.tones).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Toque para activar el sonido' }));
    await waitFor(() => expect(board).toHaveAttribute('data-ringing', 'true'));
    expect(FakeAudioContext.tones).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Silenciar aviso' }));
    expect(board).toHaveAttribute('data-ringing', 'false');
    expect(screen.getByRole('button', { name: 'Activar aviso' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Activar aviso' }));

    await userEvent.click(within(newColumn).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(board).toHaveAttribute('data-alert', 'idle'));
    expect(board).toHaveAttribute('data-ringing', 'false');
    expect(
      within(screen.getByRole('region', { name: /Aceptados/ })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(api.orders().find((o) => o.ID === 1)?.Status).toBe('checked');
  });

  it('keeps the timer colours per device, red never before amber', async () => {
    localStorage.removeItem('carta.kitchen.ageThresholds');
    renderOrders(<KitchenScreen />, fakeOrdersApi([]));
    await userEvent.click(await screen.findByRole('button', { name: 'Ajustes de tiempos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Colores del tiempo de espera' });
    const warn = within(dialog).getByRole('spinbutton', { name: 'Ámbar a partir de (minutos)' });
    const late = within(dialog).getByRole('spinbutton', { name: 'Rojo a partir de (minutos)' });
    await userEvent.clear(warn);
    await userEvent.type(warn, '15');
    await userEvent.clear(late);
    await userEvent.type(late, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(JSON.parse(localStorage.getItem('carta.kitchen.ageThresholds') ?? '{}')).toEqual({
      warnMinutes: 15,
      lateMinutes: 15,
    });
  });

  it('shows the payment chip on a card whose payment started, none on the others', async () => {
    renderOrders(
      <KitchenScreen />,
      fakeOrdersApi([anOrder(1, { PaymentStatus: 'paid' }), anOrder(2)]),
    );
    const paid = await screen.findByRole('article', { name: /Pedido nº 1/ });
    expect(within(paid).getByText('Pagado').closest('[data-payment]')).toHaveAttribute(
      'data-payment',
      'paid',
    );
    const unpaid = screen.getByRole('article', { name: /Pedido nº 2/ });
    expect(unpaid.querySelector('[data-payment]')).toBeNull();
  });
});
