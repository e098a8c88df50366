import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInVenue } from '../../blocks/testing.tsx';
import { PointPage } from '../PointPage.tsx';
import { FakeEventSource, LINE_REST, openStream, pointConfig, unpaid } from '../testing.ts';
import type { Order, PaymentAttempt } from '../types.ts';

const config = pointConfig({
  PaymentActive: true,
  PaymentType: 'demo',
  PaymentRequired: true,
});

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
      Quantity: 2,
      UnitPrice: 6.5,
      Extras: [],
      Note: null,
      DeviceID: null,
      ...LINE_REST,
    },
  ],
  Total: 13,
  ...unpaid(13),
  Currency: 'EUR',
  CreatedAt: '2026-11-25T10:00:00.000Z',
  UpdatedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

const attempt = (State: PaymentAttempt['State']): PaymentAttempt => ({
  ID: 3,
  OrderID: 8,
  Provider: 'demo',
  Reference: 'demo_ref3',
  Amount: 13,
  Tip: 0,
  Refunded: 0,
  Share: 'all',
  Currency: 'EUR',
  State,
  ExpiresAt: '2026-11-25T10:31:00.000Z',
  ReconcileFailedAt: null,
  ReconcileError: null,
  CreatedAt: '2026-11-25T10:01:00.000Z',
  UpdatedAt: '2026-11-25T10:01:00.000Z',
});

const receipt = {
  Venue: 'Hotel Demo',
  OrderID: 8,
  AttemptID: 3,
  Reference: 'demo_ref3',
  Provider: 'demo',
  State: 'paid',
  PaidAt: '2026-11-25T22:30:00.000Z',
  TimeZone: 'Europe/Madrid',
  Currency: 'EUR',
  Lines: [{ Name: 'Papas arrugadas', Quantity: 2, Total: 13 }],
  Cover: { Kind: 'lines', Count: null, Of: null },
  OrderTotal: 13,
  Amount: 13,
  Tip: 1.3,
  Charged: 14.3,
  Refunded: 0,
  TaxesIncluded: true,
  Language: 'es',
  CanMail: true,
};

type Call = { method: string; path: string; body?: string };
let calls: Call[] = [];
let current: Order;
let state: PaymentAttempt['State'];
let prepared: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const answer = (call: Call): Response => {
  const { path, method } = call;
  if (path.includes('/check-token/')) return json({ decoded: { point: 5 }, config });
  if (path === '/api/public/guest/1/menus')
    return json({ data: [{ ID: 2, Name: 'Cenas', Menus: [] }], total: 1 });
  if (path === '/api/public/guest/1/menus/2') return json({ ID: 2, Name: 'Cenas', Blocks: [] });
  if (path.startsWith('/api/utils/allergens')) return json({ data: [], total: 0 });
  if (path.endsWith('/table-orders')) return json({ data: [current], total: 1 });
  if (path.endsWith('/8/confirm'))
    return current.PaymentStatus === 'paid'
      ? json({ data: { ...current, Status: 'confirmed' } })
      : json({ error: { code: 'payment_required', message: 'Payment required' } }, 406);
  if (path.endsWith('/8/prepare-pay')) return prepared();
  if (path.endsWith('/8/pay-order'))
    return json({ data: { PaymentStatus: current.PaymentStatus, Attempts: [] } });
  if (path.endsWith('/8/payments/3/receipt')) return json({ data: receipt });
  if (path.endsWith('/8/payments/3/receipt/mail') && method === 'POST')
    return json({ data: { Mailed: true } });
  if (path.endsWith('/8/payments') && method === 'GET')
    return json({ data: [attempt(state)], total: 1 });
  return json({ error: { message: 'unexpected' } }, 500);
};

beforeEach(() => {
  calls = [];
  FakeEventSource.last = null;
  current = order();
  state = 'pending';
  prepared = () => json({ data: '/api/public/payments/1/demo/pay/x' });
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('dishOrderToken', 'tok');
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: new URL(url, 'http://x').pathname,
        body: init.body as string | undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('behaviour.md#payments: the guest’s pay step', () => {
  it('a 406 on confirm opens the pay step with the amount; the button asks where to pay', async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    const { findByRole, findByText, container } = renderInVenue(<PointPage />);
    fireEvent.click(await findByRole('button', { name: 'Confirmar pedido' }));
    await findByRole('heading', { name: 'Pagar el pedido' });
    expect(container.querySelector('[data-pay-amount]')?.textContent).toMatch(/^13,00\s€$/);
    expect(await findByText(/pide el pago antes de confirmar/)).toBeInTheDocument();
    fireEvent.click(await findByRole('button', { name: /^Pagar 13,00\s€$/ }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/8/prepare-pay'))).toBe(true));
    const prepare = calls.find((c) => c.path.endsWith('/8/prepare-pay'));
    expect(JSON.parse(prepare?.body ?? '{}')).toEqual({ ReturnPath: '/guest/1/point' });
  });

  it('a payment already under way and payment switched off are each said in words (behaviour.md#errors)', async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    prepared = () =>
      json({ error: { code: 'payment_pending', message: 'a payment is in progress' } }, 409);
    const { findByRole, findByText } = renderInVenue(<PointPage />);
    fireEvent.click(await findByRole('button', { name: 'Pagar ahora' }));
    fireEvent.click(await findByRole('button', { name: /^Pagar 13,00\s€$/ }));
    expect(await findByText(/Ya hay un pago en curso/)).toBeInTheDocument();
    prepared = () => json({ error: { code: 'payment_off', message: 'pending review' } }, 409);
    fireEvent.click(await findByRole('button', { name: /^Pagar 13,00\s€$/ }));
    expect(await findByText(/no está disponible ahora/)).toBeInTheDocument();
  });

  it('"Pagar ahora" on the open order opens the same step; "Ahora no" closes it', async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    const { findByRole, queryByRole } = renderInVenue(<PointPage />);
    fireEvent.click(await findByRole('button', { name: 'Pagar ahora' }));
    fireEvent.click(await findByRole('button', { name: 'Ahora no' }));
    expect(queryByRole('heading', { name: 'Pagar el pedido' })).toBeNull();
  });

  it('the return page waits for the verified state, follows the stream to "Pagado", then confirms', async () => {
    window.history.replaceState(null, '', '/guest/1/point?payment=3&order=8');
    const { findByRole } = renderInVenue(<PointPage />);
    expect(await findByRole('heading', { name: 'Comprobando el pago…' })).toBeInTheDocument();
    // The return address alone proves nothing: still checking until the notification lands. The
    // heading shows from the address at once; the read and the stream follow (a loaded run is slow).
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/8/pay-order'))).toBe(true));
    const source = await openStream();
    state = 'paid';
    current = order({
      PaymentStatus: 'paid',
      Paid: 13,
      Due: 0,
      UpdatedAt: '2026-11-25T10:02:00.000Z',
    });
    act(() => source.emit('payment_paid', { Type: 'payment_paid', Order: current }));
    const paid = (await findByRole('heading', { name: 'Pagado' })).closest('section');
    if (!paid) throw new Error('no return panel');
    fireEvent.click(within(paid).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/8/confirm')).length).toBeGreaterThan(0),
    );
    expect(window.location.search).toBe('');
  });

  it('a cancelled attempt says so and offers a retry that opens the pay step', async () => {
    state = 'cancelled';
    window.history.replaceState(null, '', '/guest/1/point?payment=3&order=8');
    const { findByRole } = renderInVenue(<PointPage />);
    expect(await findByRole('heading', { name: 'Pago cancelado' })).toBeInTheDocument();
    fireEvent.click(await findByRole('button', { name: 'Reintentar el pago' }));
    expect(await findByRole('heading', { name: 'Pagar el pedido' })).toBeInTheDocument();
  });

  it('a failed attempt says nothing was charged', async () => {
    state = 'failed';
    window.history.replaceState(null, '', '/guest/1/point?payment=3&order=8');
    const { findByRole, findByText } = renderInVenue(<PointPage />);
    expect(
      await findByRole('heading', { name: 'El pago no se ha completado' }),
    ).toBeInTheDocument();
    expect(await findByText(/No se ha cobrado nada/)).toBeInTheDocument();
  });

  it('another phone’s share paid reaches this phone live (payment_partial): the line shows Pagado', async () => {
    window.history.replaceState(null, '', '/guest/1/point');
    const { findByRole, container } = renderInVenue(<PointPage />);
    await findByRole('button', { name: 'Confirmar pedido' });
    expect(container.querySelector('[data-line-paid]')).toBeNull();
    const base = order();
    current = order({
      PaymentStatus: 'partial',
      Items: base.Items.map((i) => ({ ...i, Paid: true })),
      Paid: 13,
      Due: 0,
      UpdatedAt: '2026-11-25T10:02:00.000Z',
    });
    const source = await openStream();
    act(() => source.emit('payment_partial', { Type: 'payment_partial', Order: current }));
    await waitFor(() => expect(container.querySelector('[data-line-paid]')).not.toBeNull());
  });

  it('after paying, the receipt opens as a page (venue time, tip apart) and is sent to an address', async () => {
    state = 'paid';
    current = order({ PaymentStatus: 'paid', Paid: 13, Due: 0 });
    window.history.replaceState(null, '', '/guest/1/point?payment=3&order=8');
    const { findByRole, findByText, getByRole, container } = renderInVenue(<PointPage />);
    const paid = (await findByRole('heading', { name: 'Pagado' })).closest('section');
    if (!paid) throw new Error('no return panel');
    // Mail is offered only once the server said it sends mail.
    await within(paid).findByRole('button', { name: 'Enviar por e-mail' });
    expect(within(paid).getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    fireEvent.click(within(paid).getByRole('button', { name: 'Ver recibo' }));

    await findByRole('heading', { level: 1, name: 'Recibo · Hotel Demo' });
    // 22:30 UTC is 23:30 in Madrid: the venue's clock.
    expect(await findByText(/Fecha: .*23:30/)).toBeInTheDocument();
    expect(container.querySelector('[data-receipt-charged]')?.textContent).toMatch(/^14,30\s€$/);
    expect(container.querySelector('[data-receipt]')).toHaveTextContent(/Propina\s*1,30\s€/);
    expect(container.querySelector('[data-receipt]')).toHaveTextContent('demo_ref3');

    fireEvent.click(getByRole('button', { name: 'Enviar por e-mail' }));
    const field = getByRole('textbox', { name: 'Dirección de e-mail' });
    fireEvent.change(field, { target: { value: 'ana' } });
    fireEvent.click(getByRole('button', { name: 'Enviar recibo' }));
    expect(await findByText('Escribe una dirección de e-mail válida.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/receipt/mail'))).toBe(false);
    fireEvent.change(field, { target: { value: 'ana@guest.test' } });
    fireEvent.click(getByRole('button', { name: 'Enviar recibo' }));
    expect(await findByText('Recibo enviado a ana@guest.test.')).toBeInTheDocument();
    const mail = calls.find((c) => c.path.endsWith('/receipt/mail'));
    expect(JSON.parse(mail?.body ?? '{}')).toEqual({ Email: 'ana@guest.test', lang: 'es' });

    fireEvent.click(getByRole('button', { name: 'Volver a la carta' }));
    expect(await findByRole('heading', { name: 'Pagado' })).toBeInTheDocument();
  });
});
