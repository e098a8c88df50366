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
  Reference: `demo_ref${ID}`,
  Amount: 27,
  Tip: 0,
  Refunded: 0,
  Share: 'all',
  Currency: 'EUR',
  State,
  ExpiresAt: '2026-11-25T12:32:00.000Z',
  ReconcileFailedAt: null,
  ReconcileError: null,
  CreatedAt: '2026-11-25T12:02:00.000Z',
  UpdatedAt: '2026-11-25T12:03:00.000Z',
});

/** The payments calls of one order over the orders API: a refund moves the paid attempt once. */
const withPayments = (order: Order, start: PaymentAttempt[], refundable = true) => {
  const api = fakeOrdersApi([order]);
  let attempts = start;
  let current = order;
  let refunds = 0;
  const bodies: unknown[] = [];
  const route: Route = (call) => {
    if (call.path === `${ORDERS_BASE}/7/payments`) return json(200, { data: attempts, total: 1 });
    if (call.path === `${ORDERS_BASE}/7` && call.method === 'GET')
      return json(200, { data: current });
    if (call.path === `${ORDERS_BASE}/7/refund`) {
      if (!refundable) return apiError(409, 'not_refundable', 'nothing to refund');
      refunds += 1;
      bodies.push(call.body);
      attempts = attempts.map((a) => (a.State === 'paid' ? { ...a, State: 'refunded' } : a));
      current = { ...current, PaymentStatus: 'refunded', UpdatedAt: '2026-11-25T12:09:00.000Z' };
      return json(200, { data: attempts[attempts.length - 1] });
    }
    return api.route(call);
  };
  return { api: { ...api, route }, refunds: () => refunds, bodies };
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

describe('OrderDetailDialog: payments', () => {
  it('flags a payment whose provider lookup was retired, for staff to check with the provider', async () => {
    const order = anOrder(7, { PaymentStatus: 'pending' });
    const retired = {
      ...attempt(3, 'pending'),
      ReconcileFailedAt: '2026-11-25T14:05:00.000Z',
      ReconcileError: 'provider unreachable',
    };
    open(withPayments(order, [attempt(2, 'expired'), retired]).api);
    const list = await screen.findByRole('region', { name: 'Pagos' });
    const flagged = within(list).getByRole('alert');
    expect(flagged.closest('[data-attempt]')).toHaveAttribute('data-attempt', '3');
    expect(flagged).toHaveTextContent('Sin comprobar con el proveedor');
    expect(flagged).toHaveTextContent(/Compruebe en el panel de Demo si el cliente pagó/);
    expect(flagged).toHaveTextContent('Respuesta del proveedor: provider unreachable');
    expect(within(list).getAllByRole('alert')).toHaveLength(1);
  });

  it('lists the attempts with provider, amount and state; refund asks first, then shows refunded', async () => {
    const paid = anOrder(7, { PaymentStatus: 'paid' });
    const fake = withPayments(paid, [attempt(1, 'failed'), attempt(2, 'paid')]);
    open(fake.api);
    const list = await screen.findByRole('region', { name: 'Pagos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Demo.*27,00\s€.*Fallido/);
    expect(rows[1]).toHaveTextContent('Pagado');

    expect(within(list).getAllByRole('button', { name: 'Reembolsar' })).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Reembolsar' }));
    const ask = await screen.findByRole('dialog', { name: 'Reembolsar el pago demo_ref2' });
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
    expect(fake.bodies).toEqual([{ AttemptID: 2 }]);
  });

  it('refunds part of one payment, the amount checked against what is left', async () => {
    const paid = anOrder(7, { PaymentStatus: 'paid', Paid: 27, Due: 0, Tips: 3 });
    const fake = withPayments(paid, [{ ...attempt(2, 'paid'), Tip: 3, Refunded: 5 }]);
    open(fake.api);
    const list = await screen.findByRole('region', { name: 'Pagos' });
    expect(list).toHaveTextContent(/propina 3,00\s€/);
    expect(list).toHaveTextContent(/Reembolsado 5,00\s€/);
    await userEvent.click(within(list).getByRole('button', { name: 'Reembolsar' }));
    const ask = await screen.findByRole('dialog', { name: 'Reembolsar el pago demo_ref2' });
    expect(ask).toHaveTextContent(/Todo lo que queda: 25,00\s€/);
    await userEvent.click(within(ask).getByRole('radio', { name: 'Una parte' }));
    const field = within(ask).getByRole('textbox', { name: 'Importe a reembolsar' });
    await userEvent.type(field, '26');
    expect(within(ask).getByRole('button', { name: 'Reembolsar' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '7,5');
    expect(ask).toHaveTextContent(/Se devolverán 7,50\s€/);
    await userEvent.click(within(ask).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() => expect(fake.bodies).toEqual([{ AttemptID: 2, Amount: 7.5 }]));
  });

  it('shows Paid, Due, Tips, and money beyond the total standing out', async () => {
    const over = anOrder(7, { PaymentStatus: 'paid', Paid: 27, Due: 0, Tips: 2.7, Overpaid: 4 });
    open(withPayments(over, [attempt(2, 'paid')]).api);
    await screen.findByRole('region', { name: 'Pagos' });
    const cell = (key: string) => document.querySelector(`[data-money="${key}"]`);
    expect(cell('paid')).toHaveTextContent(/Pagado27,00\s€/);
    expect(cell('due')).toHaveTextContent(/Pendiente0,00\s€/);
    expect(cell('tips')).toHaveTextContent(/Propinas2,70\s€/);
    expect(cell('overpaid')).toHaveTextContent(/Cobrado de más4,00\s€/);
    expect(screen.getByText(/Se ha cobrado 4,00\s€ más/)).toBeInTheDocument();
  });

  it('"Compartir enlace de pago" shows a QR code and the link for what is due', async () => {
    const due = anOrder(7, { PaymentStatus: 'partial', Paid: 10, Due: 17 });
    const fake = withPayments(due, [attempt(2, 'paid')]);
    const route: Route = (call) => {
      if (call.path.endsWith('/dish-orders-config'))
        return json(200, { data: [{ PaymentType: 'demo' }], total: 1 });
      if (call.path === `${ORDERS_BASE}/7/demo-pay-link-order`)
        return json(200, {
          data: {
            url: '/api/public/payments/1/demo/pay/demo_link',
            ExpiresAt: '2026-11-25T12:40:00.000Z',
            attempt: attempt(3, 'pending'),
          },
        });
      return fake.api.route(call);
    };
    open({ ...fake.api, route });
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir enlace de pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace de pago del pedido nº 7' });
    expect(dialog).toHaveTextContent(/Importe pendiente: 17,00\s€/);
    expect(
      await within(dialog).findByRole('img', { name: /Código QR para pagar 17,00/ }),
    ).toHaveAttribute(
      'data-url',
      `${window.location.origin}/api/public/payments/1/demo/pay/demo_link`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Enlace' })).toHaveValue(
      `${window.location.origin}/api/public/payments/1/demo/pay/demo_link`,
    );
  });

  it('a 409 not_refundable is said, not a success', async () => {
    const fake = withPayments(anOrder(7, { PaymentStatus: 'paid' }), [attempt(2, 'paid')], false);
    open(fake.api);
    const list = await screen.findByRole('region', { name: 'Pagos' });
    await userEvent.click(within(list).getByRole('button', { name: 'Reembolsar' }));
    const ask = await screen.findByRole('dialog', { name: /Reembolsar el pago/ });
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
