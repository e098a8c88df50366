import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInVenue } from '../blocks/testing.tsx';
import { PointPage } from './PointPage.tsx';
import { FakeEventSource, LINE_REST, openStream, pointConfig, unpaid } from './testing.ts';
import type { GuestConfig, Order } from './types.ts';

let config: GuestConfig = pointConfig();

const order = (): Order => ({
  ID: 8,
  PointID: 5,
  Status: 'open',
  PaymentStatus: 'none',
  Items: [
    {
      ID: 1,
      MenuContentID: 42,
      Name: { es: 'Papas arrugadas' },
      Quantity: 1,
      UnitPrice: 6.5,
      Extras: [],
      Note: null,
      DeviceID: 'another-phone-id-123',
      ...LINE_REST,
    },
  ],
  Total: 6.5,
  ...unpaid(6.5),
  Currency: 'EUR',
  CreatedAt: '2026-11-25T10:00:00.000Z',
  UpdatedAt: '2026-11-25T10:00:00.000Z',
});

const dish = {
  ID: 42,
  Type: 27,
  Key: 'food',
  ORD: 0,
  _fallback: [],
  FoodName: 'Papas arrugadas',
  FoodPrice: 6.5,
  FoodAllergens: [],
};

type Call = { method: string; url: string; body?: string };
let calls: Call[] = [];
let answer: (call: Call) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const routes = (call: Call): Response => {
  const path = new URL(call.url, 'http://x').pathname;
  if (path.endsWith('/check-token/tok/')) return json({ decoded: { point: 5 }, config });
  if (path === '/api/public/guest/1/menus')
    return json({ data: [{ ID: 2, Name: 'Cenas', Menus: [] }], total: 1 });
  if (path === '/api/public/guest/1/menus/2') return json({ ID: 2, Name: 'Cenas', Blocks: [dish] });
  if (path.endsWith('/sold-out')) return json({ data: [], total: 0 });
  if (path.endsWith('/service-requests')) {
    const { Kind } = JSON.parse(call.body ?? '{}') as { Kind: string };
    return json({ data: { ID: Kind === 'waiter' ? 31 : 32, Kind, PointID: 5, Status: 'open' } });
  }
  if (path.startsWith('/api/utils/allergens')) return json({ data: [], total: 0 });
  return json({ error: { message: 'unexpected' } }, 500);
};

const emit = async (type: string, data: unknown) => {
  const source = await openStream();
  act(() => source.emit(type, { Type: type, Order: data }));
};

beforeEach(() => {
  calls = [];
  config = pointConfig();
  answer = routes;
  FakeEventSource.last = null;
  sessionStorage.clear();
  sessionStorage.setItem('dishOrderToken', 'tok');
  window.history.replaceState(null, '', '/guest/1/point');
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body as string | undefined };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/point: a service day, live', () => {
  it('a dish sold out from the desk says Agotado in the menu and the cart, and holds Confirmar until it is back', async () => {
    const { findByRole, findByText, getByRole, queryByTestId } = renderInVenue(<PointPage />);
    await findByRole('button', { name: /^Papas arrugadas/ });
    await emit('addItems', order());
    const confirm = await findByRole('button', { name: 'Confirmar pedido' });
    expect(confirm).toBeEnabled();

    await emit('sold_out', { Kind: 'dish', ID: 42, SoldOut: true, Until: null });
    expect(await findByText(/Hay platos agotados en el pedido/)).toBeInTheDocument();
    expect(getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled();
    const row = getByRole('button', { name: /^Papas arrugadas/ });
    expect(within(row).getByText('Agotado')).toBeInTheDocument();
    // The dish's sheet cannot add it either.
    fireEvent.click(row);
    expect(await findByRole('button', { name: 'Agotado' })).toBeDisabled();
    fireEvent.click(getByRole('button', { name: 'Cerrar' }));

    await emit('sold_out', { Kind: 'dish', ID: 42, SoldOut: false, Until: null });
    await waitFor(() => expect(queryByTestId('cart-sold-out')).toBeNull());
    expect(getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
  });

  it('what was sold out before the phone opened is read at start, whatever section holds it', async () => {
    answer = (call) =>
      call.url.endsWith('/sold-out')
        ? json({ data: [{ Kind: 'dish', ID: 42, Until: null }], total: 1 })
        : routes(call);
    const { findByTestId, findByRole } = renderInVenue(<PointPage />);
    await findByRole('button', { name: /^Papas arrugadas/ });
    await emit('addItems', order());
    expect((await findByTestId('cart-sold-out')).textContent).toMatch(/agotados/);
  });

  it('a pause from the kitchen shows its message without a reload, and its end lifts it', async () => {
    const { findByRole, findByTestId, queryByTestId } = renderInVenue(<PointPage />);
    await findByRole('heading', { level: 1, name: 'Pedir desde Mesa 5' });
    expect(queryByTestId('ordering-paused')).toBeNull();
    config = pointConfig({
      OrderingClosed: 'paused',
      PauseMessage: { es: 'Volvemos en 15 minutos' },
    });
    await emit('ordering', { OrderingEnabled: true, PausedUntil: '2099-01-01T00:00:00Z' });
    expect((await findByTestId('ordering-paused')).textContent).toBe('Volvemos en 15 minutos');
    config = pointConfig();
    await emit('ordering', { OrderingEnabled: true, PausedUntil: null });
    await waitFor(() => expect(queryByTestId('ordering-paused')).toBeNull());
  });

  it('calls the waiter: sent, then seen to when a staff member taps Atendido', async () => {
    const { findByRole, findByText } = renderInVenue(<PointPage />);
    fireEvent.click(await findByRole('button', { name: 'Llamar al camarero' }));
    expect(await findByText(/Aviso enviado/)).toBeInTheDocument();
    const post = calls.find((c) => c.url.endsWith('/service-requests'));
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ Kind: 'waiter' });
    await emit('service_request', { ID: 31, Kind: 'waiter', PointID: 5, Status: 'done' });
    expect(await findByText('El personal ha atendido el aviso.')).toBeInTheDocument();
  });

  it('asks for the bill in cash with a note', async () => {
    const { findByRole, getByLabelText, getByRole, findByText } = renderInVenue(<PointPage />);
    fireEvent.click(await findByRole('button', { name: 'Pedir la cuenta' }));
    fireEvent.click(getByLabelText('Efectivo'));
    fireEvent.change(getByLabelText('Nota para el personal (opcional)'), {
      target: { value: 'Dos cuentas' },
    });
    fireEvent.click(getByRole('button', { name: 'Enviar' }));
    expect(await findByText(/Cuenta pedida/)).toBeInTheDocument();
    const post = calls.find((c) => c.url.endsWith('/service-requests'));
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      Kind: 'bill',
      Pay: 'cash',
      Note: 'Dos cuentas',
    });
  });

  it('opens on the first section that has dishes to order, not an empty one', async () => {
    config = pointConfig({ Point: { ...pointConfig().Point, MenuID: null } });
    answer = (call) => {
      const path = new URL(call.url, 'http://x').pathname;
      if (path === '/api/public/guest/1/menus')
        return json({
          data: [
            { ID: 1, Name: 'Bienvenida', Menus: [] },
            { ID: 2, Name: 'Cenas', Menus: [] },
          ],
          total: 2,
        });
      if (path === '/api/public/guest/1/menus/1')
        return json({ ID: 1, Name: 'Bienvenida', Blocks: [] });
      return routes(call);
    };
    const { findByRole, getByRole } = renderInVenue(<PointPage />);
    expect(await findByRole('button', { name: /^Papas arrugadas/ })).toBeInTheDocument();
    expect(getByRole('button', { name: 'Cenas' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an inactive point says ordering is closed at this table and to ask the staff', async () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/guest/1/?point=OFFCODE');
    answer = (call) =>
      call.url.includes('/token/OFFCODE/')
        ? json({ error: { code: 'forbidden', message: 'the point is not active' } }, 403)
        : routes(call);
    const { findByRole, getByText } = renderInVenue(<PointPage />);
    await findByRole('heading', { name: 'Los pedidos están cerrados en esta mesa' });
    expect(getByText(/Pide al personal/)).toBeInTheDocument();
  });
});
