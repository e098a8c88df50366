import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, type Route } from '../../test/fetchStub.ts';
import { staffUser } from '../../test/fixtures.ts';
import type { Order, PaymentAttempt } from './api.ts';
import { OrderDetailDialog } from './OrderDetailDialog.tsx';
import { anOrder, fakeOrdersApi, ORDERS_BASE, renderOrders } from './testing.tsx';

const attempt = (ID: number, State: PaymentAttempt['State']): PaymentAttempt => ({
  ID,
  OrderID: 7,
  Provider: 'demo',
  Amount: 27,
  Currency: 'EUR',
  State,
  CreatedAt: '2026-11-25T12:02:00.000Z',
  UpdatedAt: '2026-11-25T12:03:00.000Z',
});

/** The payments calls of one order over the orders API: a refund moves the paid attempt once. */
const withPayments = (order: Order, start: PaymentAttempt[], refundable = true) => {
  const api = fakeOrdersApi([order]);
  let attempts = start;
  let current = order;
  let refunds = 0;
  const route: Route = (call) => {
    if (call.path === `${ORDERS_BASE}/7/payments`) return json(200, { data: attempts, total: 1 });
    if (call.path === `${ORDERS_BASE}/7` && call.method === 'GET')
      return json(200, { data: current });
    if (call.path === `${ORDERS_BASE}/7/refund`) {
      if (!refundable) return apiError(409, 'not_refundable', 'nothing to refund');
      refunds += 1;
      attempts = attempts.map((a) => (a.State === 'paid' ? { ...a, State: 'refunded' } : a));
      current = { ...current, PaymentStatus: 'refunded', UpdatedAt: '2026-11-25T12:09:00.000Z' };
      return json(200, { data: attempts[attempts.length - 1] });
    }
    return api.route(call);
  };
  return { api: { ...api, route }, refunds: () => refunds };
};

const open = (api: ReturnType<typeof fakeOrdersApi>) =>
  renderOrders(
    <OrderDetailDialog
      ws={String(staffUser.EnterpriseID)}
      orderId={7}
      pointName={() => 'Mesa 1'}
      language="es"
      onClose={() => {}}
    />,
    api,
  );

describe('OrderDetailDialog: payments (issue 16 §3)', () => {
  it('lists the attempts with provider, amount and state; refund asks first, then shows refunded', async () => {
    const paid = anOrder(7, { PaymentStatus: 'paid' });
    const fake = withPayments(paid, [attempt(1, 'failed'), attempt(2, 'paid')]);
    open(fake.api);
    const list = await screen.findByRole('region', { name: 'Pagos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Demo.*27,00\s€.*Fallido/);
    expect(rows[1]).toHaveTextContent('Pagado');

    await userEvent.click(within(list).getByRole('button', { name: 'Reembolsar' }));
    const ask = await screen.findByRole('dialog', { name: '¿Reembolsar el pedido nº 7?' });
    expect(ask).toHaveTextContent('27,00');
    expect(fake.refunds()).toBe(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Reembolsar' }));

    expect(await screen.findByText('Pago reembolsado.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('[data-attempt="2"]')).toHaveAttribute(
        'data-attempt-state',
        'refunded',
      ),
    );
    expect(document.querySelector('[data-payment]')).toHaveAttribute('data-payment', 'refunded');
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull();
    expect(fake.refunds()).toBe(1);
  });

  it('a 409 not_refundable is said, not a success', async () => {
    const fake = withPayments(anOrder(7, { PaymentStatus: 'paid' }), [attempt(2, 'paid')], false);
    open(fake.api);
    const list = await screen.findByRole('region', { name: 'Pagos' });
    await userEvent.click(within(list).getByRole('button', { name: 'Reembolsar' }));
    const ask = await screen.findByRole('dialog', { name: /Reembolsar el pedido/ });
    await userEvent.click(within(ask).getByRole('button', { name: 'Reembolsar' }));
    expect(
      await screen.findByText('Este pedido no tiene un pago que reembolsar.'),
    ).toBeInTheDocument();
  });

  it('no attempts: no payments section', async () => {
    const fake = withPayments(anOrder(7), []);
    open(fake.api);
    await screen.findByText(/Paella/);
    expect(screen.queryByRole('region', { name: 'Pagos' })).toBeNull();
  });
});
