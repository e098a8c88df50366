import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeskScreen } from './DeskScreen.tsx';
import { anOrder, fakeOrdersApi, ORDERS_BASE, renderOrders } from './testing.tsx';

const listCalls = (stub: ReturnType<typeof renderOrders>) =>
  stub.calls.filter((c) => c.method === 'PUT' && c.path === `${ORDERS_BASE}/`);

describe('DeskScreen', () => {
  it('lists orders with point, state, payment and total in the venue currency', async () => {
    renderOrders(
      <DeskScreen />,
      fakeOrdersApi([
        anOrder(1),
        anOrder(2, { PointID: 2, PaymentStatus: 'paid', Status: 'closed' }),
      ]),
    );
    const row = (await screen.findByRole('button', { name: 'Ver pedido 2' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Terraza')).toBeInTheDocument();
    expect(within(row).getByText('Servido')).toBeInTheDocument();
    expect(within(row).getByText('Pagado')).toBeInTheDocument();
    expect(within(row).getByText(/27,00\s€/)).toBeInTheDocument();
  });

  it('sends the status and point filters to the server and searches by dish or number', async () => {
    const stub = renderOrders(
      <DeskScreen />,
      fakeOrdersApi([anOrder(1), anOrder(2, { PointID: 2, Status: 'open' })]),
    );
    await screen.findByRole('button', { name: 'Ver pedido 2' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Abierto' }));
    await waitFor(() =>
      expect(listCalls(stub).at(-1)?.body).toMatchObject({
        status: 'open',
        point: null,
        startIndex: 0,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ver pedido 1' })).toBeNull());
    await userEvent.click(screen.getByRole('combobox', { name: 'Punto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Terraza' }));
    await waitFor(() =>
      expect(listCalls(stub).at(-1)?.body).toMatchObject({ status: 'open', point: 2 }),
    );

    const box = screen.getByRole('textbox', { name: 'Buscar por nº de pedido, punto o plato' });
    await userEvent.type(box, '1{Enter}');
    // A number opens that order whatever the filters.
    expect(await screen.findByRole('button', { name: 'Ver pedido 1' })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '99{Enter}');
    expect(await screen.findByText('No existe el pedido nº 99.')).toBeInTheDocument();
  });

  it('opens an order with its dishes, extras and note, and moves it on', async () => {
    const api = fakeOrdersApi([anOrder(1)]);
    renderOrders(<DeskScreen />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver pedido 1' }));
    const dialog = await screen.findByRole('dialog', { name: /Pedido nº 1/ });
    expect(within(dialog).getByText('2 × Paella')).toBeInTheDocument();
    expect(within(dialog).getByText(/\+ Alioli/)).toBeInTheDocument();
    expect(within(dialog).getByText('Nota: sin gambas')).toBeInTheDocument();
    // A confirmed order: staff accept or cancel it; closing is not offered yet.
    expect(within(dialog).queryByRole('button', { name: 'Marcar servido' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Pedido aceptado.')).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: 'Marcar servido' });
    expect(api.orders()[0]?.Status).toBe('checked');
  });

  it('asks before deleting, and a 409 says someone else changed the order and shows its state', async () => {
    const api = fakeOrdersApi([anOrder(1), anOrder(2)], [2]);
    renderOrders(<DeskScreen />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver pedido 1' }));
    let dialog = await screen.findByRole('dialog', { name: /Pedido nº 1/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const ask = await screen.findByRole('dialog', { name: '¿Eliminar el pedido nº 1?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Mantener' }));
    expect(api.orders()).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Eliminar el pedido nº 1?' })).getByRole(
        'button',
        { name: 'Eliminar' },
      ),
    );
    await waitFor(() => expect(api.orders().map((o) => o.ID)).toEqual([2]));

    await userEvent.click(await screen.findByRole('button', { name: 'Ver pedido 2' }));
    dialog = await screen.findByRole('dialog', { name: /Pedido nº 2/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(
      await screen.findByText('Otra persona ya cambió este pedido; se muestra su estado actual.'),
    ).toBeInTheDocument();
    // Refetched: the order is shown as it really is, with the buttons of that state.
    await within(dialog).findByRole('button', { name: 'Marcar servido' });
  });
});
