import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, type Route } from '../../test/fetchStub.ts';
import { staffUser } from '../../test/fixtures.ts';
import { TicketDialog } from './TicketDialog.tsx';
import { anOrder, fakeOrdersApi, ORDERS_BASE, renderOrders } from './testing.tsx';

/** The order as the server keeps it: its prints counted there, whichever tablet printed. */
const withPrints = (count: number, last: string | null) => {
  const api = fakeOrdersApi([]);
  let prints = { PrintCount: count, LastPrintedAt: last };
  const route: Route = (call) => {
    if (call.path === `${ORDERS_BASE}/7` && call.method === 'GET')
      return json(200, { data: anOrder(7, prints) });
    if (call.path === `${ORDERS_BASE}/7/printed`) {
      prints = { PrintCount: prints.PrintCount + 1, LastPrintedAt: '2026-11-25T19:45:00.000Z' };
      return json(200, { data: anOrder(7, prints) });
    }
    return api.route(call);
  };
  return { ...api, route };
};

const open = (api: ReturnType<typeof fakeOrdersApi>) =>
  renderOrders(
    <TicketDialog
      ws={String(staffUser.EnterpriseID)}
      // The copy the desk holds may be older than the server's: the ticket reads its prints afresh.
      order={anOrder(7)}
      pointName="Mesa 1"
      language="es"
      onClose={() => {}}
    />,
    api,
  );

describe('TicketDialog: prints from the server', () => {
  it('a reopened ticket says how many times and when it was printed, and marks the copy', async () => {
    open(withPrints(2, '2026-11-25T18:05:00.000Z'));
    // 18:05 UTC is 19:05 in the venue's zone (Madrid).
    expect(await screen.findByText(/Impreso 2 veces, la última el .*19:05/)).toBeInTheDocument();
    expect(screen.queryByText(/Aún no/)).toBeNull();
    expect(screen.getByTestId('kitchen-ticket')).toHaveAttribute('data-copy', 'true');
  });

  it('a ticket never printed says so; printing it counts on the server', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    open(withPrints(0, null));
    expect(await screen.findByText('Aún no se ha impreso.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText(/Impreso 1 vez, la última el .*20:45/)).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('kitchen-ticket')).toHaveAttribute('data-copy', 'false');
    print.mockRestore();
  });
});
