import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInVenue } from '../blocks/testing.tsx';
import { PointPage } from './PointPage.tsx';
import { FakeEventSource, LINE_REST, openStream, pointConfig, unpaid } from './testing.ts';
import type { Order } from './types.ts';

const config = pointConfig();

const order = (over: Partial<Order> = {}): Order => ({
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
  ...over,
});

const menuPage = {
  ID: 2,
  Name: 'Cenas',
  Blocks: [
    {
      ID: 42,
      Type: 27,
      Key: 'food',
      ORD: 0,
      _fallback: [],
      FoodName: 'Papas arrugadas',
      FoodPrice: 6.5,
      FoodAllergens: [],
    },
  ],
};

type Call = { method: string; url: string; headers: Record<string, string>; body?: string };
let calls: Call[] = [];
let answer: (call: Call) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const routes = (call: Call): Response => {
  const path = new URL(call.url, 'http://x').pathname;
  if (path.endsWith('/token/GOODCODE/')) return json({ token: 'tok', config });
  if (path.includes('/token/')) return json({ error: { code: 'not_found', message: 'x' } }, 404);
  if (path.endsWith('/check-token/tok/')) return json({ decoded: { point: 5 }, config });
  if (path.includes('/check-token/'))
    return json({ error: { code: 'forbidden', message: 'x' } }, 403);
  if (path === '/api/public/guest/1/menus')
    return json({ data: [{ ID: 2, Name: 'Cenas', Menus: [] }], total: 1 });
  if (path === '/api/public/guest/1/menus/2') return json(menuPage);
  if (path.startsWith('/api/utils/allergens')) return json({ data: [], total: 0 });
  return json({ error: { message: 'unexpected' } }, 500);
};

beforeEach(() => {
  calls = [];
  answer = routes;
  FakeEventSource.last = null;
  sessionStorage.clear();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body as string | undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/point: the guest’s session and order', () => {
  it('behaviour.md#ordering: fetches the token for ?point, takes it out of the address keeping the rest, stores the token', async () => {
    window.history.replaceState(null, '', '/guest/1/?utm_source=qr&point=GOODCODE');
    const { findByRole } = renderInVenue(<PointPage />);
    await findByRole('heading', { level: 1, name: 'Pedir desde Mesa 5' });
    expect(window.location.pathname + window.location.search).toBe('/guest/1/point?utm_source=qr');
    expect(sessionStorage.getItem('dishOrderToken')).toBe('tok');
    // The stream opens in an effect, after the heading's render: on a loaded machine, later.
    await waitFor(() =>
      expect(FakeEventSource.last?.url).toBe('/api/specific/dish-orders/1/events?token=tok'),
    );
  });

  it('behaviour.md#editing: a failed token fetch clears the session, still goes to /point and asks to scan again', async () => {
    sessionStorage.setItem('dishOrderToken', 'old');
    localStorage.setItem('dishOrderID', '3');
    window.history.replaceState(null, '', '/guest/1/?point=ROTATED');
    const { findByRole } = renderInVenue(<PointPage />);
    await findByRole('heading', { name: 'Vuelve a escanear el código de tu mesa' });
    expect(window.location.pathname).toBe('/guest/1/point');
    expect(sessionStorage.getItem('dishOrderToken')).toBeNull();
    expect(localStorage.getItem('dishOrderID')).toBeNull();
  });

  it("behaviour.md#editing: without ?point the stored token is checked; a 403 or point 'undefined' ends the session", async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    sessionStorage.setItem('dishOrderToken', 'forged');
    const first = renderInVenue(<PointPage />);
    await first.findByRole('heading', { name: 'Vuelve a escanear el código de tu mesa' });
    expect(sessionStorage.getItem('dishOrderToken')).toBeNull();
    first.unmount();

    sessionStorage.setItem('dishOrderToken', 'tok');
    answer = (call) =>
      call.url.includes('/check-token/')
        ? json({ decoded: { point: 'undefined' }, config })
        : routes(call);
    const second = renderInVenue(<PointPage />);
    await second.findByRole('heading', { name: 'Vuelve a escanear el código de tu mesa' });
    expect(sessionStorage.getItem('dishOrderToken')).toBeNull();
  });

  it('behaviour.md#service-day: a stored token of a point made inactive says ordering is closed at the table, not to scan again', async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    sessionStorage.setItem('dishOrderToken', 'tok');
    answer = (call) =>
      call.url.includes('/check-token/')
        ? json({ error: { code: 'point_inactive', message: 'x' } }, 403)
        : routes(call);
    const { findByRole, queryByRole } = renderInVenue(<PointPage />);
    await findByRole('heading', { name: 'Los pedidos están cerrados en esta mesa' });
    expect(queryByRole('heading', { name: 'Vuelve a escanear el código de tu mesa' })).toBeNull();
    expect(sessionStorage.getItem('dishOrderToken')).toBeNull();
  });

  it('behaviour.md#service-day: a point made inactive while the guest orders closes the page the same way', async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    sessionStorage.setItem('dishOrderToken', 'tok');
    const { findByRole } = renderInVenue(<PointPage />);
    await findByRole('heading', { level: 1, name: 'Pedir desde Mesa 5' });
    answer = (call) =>
      call.url.includes('/check-token/')
        ? json({ error: { code: 'point_inactive', message: 'x' } }, 403)
        : routes(call);
    // The stream is refused for good: the phone checks its token again.
    const source = await openStream();
    act(() => {
      source.readyState = FakeEventSource.CLOSED;
      source.onerror?.();
    });
    await findByRole('heading', { name: 'Los pedidos están cerrados en esta mesa' });
  });

  it('shows what another phone of the table added, live, and the order’s status as it moves', async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    sessionStorage.setItem('dishOrderToken', 'tok');
    const { findByRole, findByText } = renderInVenue(<PointPage />);
    await findByRole('heading', { level: 1, name: 'Pedir desde Mesa 5' });
    const source = await openStream();
    act(() => source.emit('addItems', { Type: 'addItems', Order: order() }));
    expect(await findByText('Otro móvil de tu mesa')).toBeInTheDocument();
    // behaviour.md#data: the table's order is remembered, so a reload reads it again.
    expect(localStorage.getItem('dishOrderID')).toBe('8');
    act(() =>
      FakeEventSource.last?.emit('check', {
        Type: 'check',
        Order: order({ Status: 'checked', UpdatedAt: '2026-11-25T10:05:00.000Z' }),
      }),
    );
    expect(await findByText('Estado: Aceptado')).toBeInTheDocument();
  });

  it("a phone that scans late shows the table's open order and what was already sent", async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    sessionStorage.setItem('dishOrderToken', 'tok');
    answer = (call) =>
      call.url.endsWith('/api/specific/dish-orders/1/table-orders')
        ? json({ data: [order(), order({ ID: 6, Status: 'checked' })], total: 2 })
        : routes(call);
    const { findByText } = renderInVenue(<PointPage />);
    expect(await findByText('Otro móvil de tu mesa')).toBeInTheDocument();
    expect(await findByText('Estado: Aceptado')).toBeInTheDocument();
    expect(localStorage.getItem('dishOrderID')).toBe('8');
  });

  it('a tap offline waits ("Esperando conexión") and is sent when the connection returns, with the same key', async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    sessionStorage.setItem('dishOrderToken', 'tok');
    let online = false;
    answer = (call) => {
      if (call.method !== 'POST') return routes(call);
      if (!online) throw new TypeError('Failed to fetch');
      // The server keeps the DeviceID the phone sent with its line.
      const { DeviceID } = JSON.parse(call.body ?? '{}') as { DeviceID: string };
      const [line] = order().Items;
      return json({ status: 'OK', data: order({ Items: line ? [{ ...line, DeviceID }] : [] }) });
    };
    const { findByRole, findByText, getByRole } = renderInVenue(<PointPage />);
    fireEvent.click(await findByRole('button', { name: /^Papas arrugadas/ }));
    fireEvent.click(getByRole('button', { name: /^Añadir · / }));
    expect(await findByText(/Esperando conexión/)).toBeInTheDocument();
    const queued = JSON.parse(localStorage.getItem('carta.guest.orderQueue') ?? '[]');
    expect(queued).toHaveLength(1);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(await findByText('Este móvil')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('carta.guest.orderQueue')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.headers['Idempotency-Key']).toBe(queued[0].key);
    expect(posts[1]?.headers['Idempotency-Key']).toBe(queued[0].key);
    expect(JSON.parse(posts[1]?.body ?? '{}')).toMatchObject({
      Items: [{ MenuContentID: 42, Quantity: 1, Extras: [] }],
    });
  });

  it('behaviour.md#errors: a KO shows its message, 406 on confirm says payment is required', async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    sessionStorage.setItem('dishOrderToken', 'tok');
    answer = (call) => {
      if (call.method === 'POST') return json({ status: 'KO' });
      if (call.method === 'PUT')
        return json({ error: { code: 'payment_required', message: 'Payment required' } }, 406);
      return routes(call);
    };
    const { findByRole, getByRole, findByText } = renderInVenue(<PointPage />);
    fireEvent.click(await findByRole('button', { name: /^Papas arrugadas/ }));
    fireEvent.click(getByRole('button', { name: /^Añadir · / }));
    expect((await findByRole('alert')).textContent).toContain('Fuera de horario.');
    const source = await openStream();
    act(() => source.emit('addItems', { Type: 'addItems', Order: order() }));
    fireEvent.click(await findByRole('button', { name: 'Confirmar pedido' }));
    expect(await findByText(/pide el pago antes de confirmar/)).toBeInTheDocument();
  });
});
