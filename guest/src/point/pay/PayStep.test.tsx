import { fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInVenue } from '../../blocks/testing.tsx';
import { LINE_REST } from '../testing.ts';
import type { Order } from '../types.ts';
import { PayStep } from './PayStep.tsx';

const line = (ID: number, DeviceID: string, UnitPrice: number, Paid = false) => ({
  ID,
  MenuContentID: 40 + ID,
  Name: { es: `Plato ${ID}`, en: `Dish ${ID}` },
  Quantity: 1,
  UnitPrice,
  Extras: [],
  Note: null,
  DeviceID,
  ...LINE_REST,
  Paid,
});

const order = (over: Partial<Order> = {}): Order => ({
  ID: 8,
  PointID: 5,
  Status: 'open',
  PaymentStatus: 'none',
  Items: [line(1, 'me', 12.5), line(2, 'me', 3.3), line(3, 'friend', 14.2)],
  Total: 30,
  Paid: 0,
  Tips: 0,
  Due: 30,
  Overpaid: 0,
  Payments: [],
  ServedAt: null,
  Currency: 'EUR',
  CreatedAt: '2026-11-25T10:00:00.000Z',
  UpdatedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

let bodies: unknown[] = [];
let tips = { TipsEnabled: true, TipPresets: [5, 10, 15] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  bodies = [];
  tips = { TipsEnabled: true, TipPresets: [5, 10, 15] };
  window.history.replaceState(null, '', '/guest/1/point');
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/payment-config'))
        return json({ data: { Enabled: true, Type: 'demo', Currency: 'EUR', ...tips } });
      if (url.endsWith('/8/prepare-pay')) {
        bodies.push(JSON.parse(String(init.body)));
        return json({ data: '/api/public/payments/1/demo/pay/x' });
      }
      return json({ error: { message: 'unexpected' } }, 500);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderStep = (o: Order = order(), lang = 'es') =>
  renderInVenue(
    <PayStep token="tok" order={o} device="me" required={false} onClose={() => {}} />,
    lang,
  );

const paid = (container: HTMLElement) =>
  container.querySelector('[data-pay-amount]')?.textContent?.replace(/\s/g, ' ');

describe('the pay step’s choices', () => {
  it('takes the focus as it opens, and pays all that is due by default', async () => {
    const { container, findByRole } = renderStep();
    expect(document.activeElement).toBe(container.querySelector('[data-pay-step]'));
    expect(paid(container)).toBe('30,00 €');
    fireEvent.click(await findByRole('button', { name: /^Pagar 30,00/ }));
    await waitFor(() => expect(bodies).toEqual([{ ReturnPath: '/guest/1/point' }]));
  });

  it('"My items" pays the lines this phone added, summed in cents', async () => {
    const { container, getByRole, findByRole } = renderStep();
    fireEvent.click(getByRole('radio', { name: /Mis platos/ }));
    expect(paid(container)).toBe('15,80 €');
    fireEvent.click(await findByRole('button', { name: /^Pagar 15,80/ }));
    await waitFor(() => expect(bodies).toEqual([{ Items: [1, 2], ReturnPath: '/guest/1/point' }]));
  });

  it('"My items" is off when this phone has nothing left to pay', () => {
    const o = order({ Items: [line(1, 'me', 12.5, true), line(3, 'friend', 14.2)], Due: 14.2 });
    const { getByRole, getByText } = renderStep(o);
    expect(getByRole('radio', { name: /Mis platos/ })).toBeDisabled();
    expect(getByText(/no tiene platos sin pagar/)).toBeInTheDocument();
  });

  it('"Split equally" pays k of N shares of what is due', async () => {
    const { container, getByRole, getByLabelText, findByRole } = renderStep(order({ Due: 10 }));
    fireEvent.click(getByRole('radio', { name: /A partes iguales/ }));
    fireEvent.change(getByLabelText('Entre cuántas personas'), { target: { value: '3' } });
    expect(paid(container)).toBe('3,34 €');
    fireEvent.change(getByLabelText('Partes que pagas'), { target: { value: '2' } });
    expect(paid(container)).toBe('6,67 €');
    fireEvent.click(await findByRole('button', { name: /^Pagar 6,67/ }));
    await waitFor(() =>
      expect(bodies).toEqual([{ Parts: { Of: 3, Count: 2 }, ReturnPath: '/guest/1/point' }]),
    );
  });

  it('"An amount" takes what the guest types, up to what is due', async () => {
    const { container, getByRole, getByLabelText, findByRole, getByText } = renderStep();
    fireEvent.click(getByRole('radio', { name: /Un importe/ }));
    const field = getByLabelText('Importe que pagas');
    fireEvent.change(field, { target: { value: '31' } });
    expect(getByText(/hasta 30,00/)).toBeInTheDocument();
    expect(getByRole('button', { name: 'Pagar con tarjeta' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '12,5' } });
    expect(paid(container)).toBe('12,50 €');
    fireEvent.click(await findByRole('button', { name: /^Pagar 12,50/ }));
    await waitFor(() => expect(bodies).toEqual([{ Amount: 12.5, ReturnPath: '/guest/1/point' }]));
  });

  it('adds a tip from the venue’s presets or typed, kept apart in the body', async () => {
    const { container, getByRole, findByRole, getByLabelText } = renderStep(order(), 'en');
    fireEvent.click(await findByRole('radio', { name: /^10 % · €3\.00$/ }));
    expect(paid(container)).toBe('€33.00');
    fireEvent.click(getByRole('radio', { name: 'Other' }));
    fireEvent.change(getByLabelText('Tip amount'), { target: { value: '2' } });
    expect(paid(container)).toBe('€32.00');
    fireEvent.click(getByRole('radio', { name: /10 %/ }));
    fireEvent.click(getByRole('button', { name: 'Pay €33.00' }));
    await waitFor(() => expect(bodies).toEqual([{ Tip: 3, ReturnPath: '/guest/1/point' }]));
  });

  it('offers no tip when the venue has tips off', async () => {
    tips = { TipsEnabled: false, TipPresets: [5, 10, 15] };
    const { queryByRole, findByRole } = renderStep();
    await findByRole('button', { name: /^Pagar 30,00/ });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(queryByRole('group', { name: 'Propina' })).toBeNull();
  });

  it('shows what is paid and due as the stream updates the order', () => {
    // The point's stream hands the page a newer order; the step follows it.
    const Live = () => {
      const [shown, setShown] = useState(order());
      return (
        <>
          <button
            type="button"
            onClick={() => setShown(order({ PaymentStatus: 'partial', Paid: 15.8, Due: 14.2 }))}
          >
            event
          </button>
          <PayStep token="tok" order={shown} device="me" required={false} onClose={() => {}} />
        </>
      );
    };
    const { container, getByRole } = renderInVenue(<Live />);
    expect(container.querySelector('[data-pay-paid]')).toBeNull();
    fireEvent.click(getByRole('button', { name: 'event' }));
    expect(container.querySelector('[data-pay-paid]')?.textContent).toMatch(/^15,80\s€$/);
    expect(container.querySelector('[data-pay-due]')?.textContent).toMatch(/^14,20\s€$/);
    expect(container.querySelector('[data-pay-amount]')?.textContent).toMatch(/^14,20\s€$/);
  });
});
