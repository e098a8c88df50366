import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../api/session.ts';
import { SessionProvider } from '../../app/session.tsx';
import { apiError, json, type RecordedCall, stubFetch } from '../../test/fetchStub.ts';
import { enterprise, staffUser } from '../../test/fixtures.ts';
import { DeskPrinterAlert } from './DeskPrinterAlert.tsx';
import { loadIntegrationsLocales } from './loadIntegrationsLocales.ts';
import { OrderPrintJobs } from './OrderPrintJobs.tsx';
import { PrintersSection } from './PrintersSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

const WS = staffUser.EnterpriseID;
const BASE = `/api/private/integrations/${WS}`;

const printer = {
  ID: 3,
  Name: 'Cocina',
  Host: '10.0.0.7',
  Port: 9100,
  Width: 80,
  CodePage: 'cp858',
  Stations: [],
  Events: ['order.accepted'],
  Active: true,
  State: 'down',
  LastError: 'ECONNREFUSED',
};
const hook = {
  ID: 5,
  URL: 'https://pms.example/hooks',
  Events: ['order.confirmed'],
  Active: true,
  AllowPrivateNetwork: false,
  State: 'ok',
  FailingSince: null,
};

/** The venue's integrations as the server answers them, and every write the screen sends. */
const venue = (refuse: { printerPut?: string[] } = {}) => {
  const writes: RecordedCall[] = [];
  const route = (call: RecordedCall) => {
    if (call.method !== 'GET') writes.push(call);
    if (call.path === `${BASE}/printers` && call.method === 'GET')
      return json(200, { data: [printer], total: 1 });
    if (call.path === `${BASE}/printers/3` && call.method === 'PUT')
      return refuse.printerPut
        ? apiError(400, 'invalid', 'invalid', refuse.printerPut)
        : json(200, { data: { ...printer, ...(call.body as object) } });
    if (call.path === `${BASE}/webhooks` && call.method === 'GET')
      return json(200, { data: [hook], total: 1 });
    if (call.path === `${BASE}/webhooks/5` && call.method === 'PUT')
      return json(200, { data: { ...hook, ...(call.body as object) } });
    if (call.path.startsWith(`${BASE}/webhooks/5/deliveries`))
      return json(200, { data: [], total: 0 });
    if (call.path === `${BASE}/print-jobs`)
      return json(200, {
        data: [
          {
            ID: 21,
            PrinterID: 3,
            OrderID: 8,
            Kind: 'order.accepted',
            Copy: false,
            State: 'failed',
            Attempts: 12,
            LastError: 'ECONNREFUSED',
            CreatedAt: '2026-06-03T20:05:00Z',
          },
          {
            ID: 22,
            PrinterID: 3,
            OrderID: 8,
            Kind: 'order.accepted',
            Copy: true,
            State: 'sent',
            Attempts: 1,
            LastError: null,
            CreatedAt: '2026-06-03T20:09:00Z',
          },
        ],
        total: 2,
      });
    if (call.path === `${BASE}/print-jobs/21/reprint`) return json(201, { data: {} });
    if (call.path.includes('/stations'))
      return json(200, {
        data: [{ ID: 4, Name: 'Barra', PrepMinutes: null }],
        total: 1,
        assignments: [],
      });
    if (call.method === 'DELETE') return json(200, { data: { ID: 3 } });
    return undefined;
  };
  return { route, writes };
};

const show = (route: ReturnType<typeof venue>['route'], ui: ReactNode) => {
  setToken('staff-token');
  loadIntegrationsLocales();
  stubFetch(route);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SessionProvider session={{ user: staffUser, enterprise }}>{ui}</SessionProvider>
    </QueryClientProvider>,
  );
};

describe('Ajustes › Integraciones', () => {
  it('edits a printer in a dialog: its fields by their labels, the stations, Save sends them', async () => {
    const user = userEvent.setup();
    const { route, writes } = venue();
    show(route, <PrintersSection ws={String(WS)} />);
    await user.click(await screen.findByRole('button', { name: 'Editar la impresora Cocina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar impresora' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    expect(name).toHaveValue('Cocina');
    fireEvent.change(name, { target: { value: 'Pase' } });
    await user.click(within(dialog).getByRole('checkbox', { name: /Llamadas al camarero/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /Puestos de cocina/ }));
    await user.click(await screen.findByRole('option', { name: 'Barra' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `${BASE}/printers/3`,
      body: {
        Name: 'Pase',
        Port: 9100,
        Stations: [4],
        Events: ['order.accepted', 'service_request'],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open and marks the field the server refused, with the adding form’s message', async () => {
    const user = userEvent.setup();
    const { route } = venue({ printerPut: ['Port'] });
    show(route, <PrintersSection ws={String(WS)} />);
    await user.click(await screen.findByRole('button', { name: 'Editar la impresora Cocina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar impresora' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar: revise los campos marcados.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Puerto/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });

  it('asks before deleting a printer, and deletes nothing when kept', async () => {
    const user = userEvent.setup();
    const { route, writes } = venue();
    show(route, <PrintersSection ws={String(WS)} />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar la impresora Cocina' }));
    const ask = await screen.findByRole('dialog', { name: /¿Eliminar la impresora «Cocina»\?/ });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(writes).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Eliminar la impresora Cocina' }));
    const again = await screen.findByRole('dialog', { name: /¿Eliminar la impresora/ });
    await user.click(within(again).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(writes).toMatchObject([{ method: 'DELETE', path: `${BASE}/printers/3` }]),
    );
  });

  it('shows a webhook’s address whole, free to wrap only at its separators', async () => {
    const { route } = venue();
    show(route, <WebhooksSection ws={String(WS)} />);
    const url = await screen.findByText('https://pms.example/hooks');
    // https:// | pms | .example | /hooks: a phone's line ends at one of these, not mid-word.
    expect(url.querySelectorAll('wbr')).toHaveLength(3);
    expect(getComputedStyle(url).wordBreak).not.toBe('break-all');
  });

  it('edits a webhook’s events by keyboard and sends the endpoint as changed', async () => {
    const user = userEvent.setup();
    const { route, writes } = venue();
    show(route, <WebhooksSection ws={String(WS)} />);
    const edit = await screen.findByRole('button', {
      name: 'Editar el webhook https://pms.example/hooks',
    });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Editar webhook' });
    within(dialog).getByRole('checkbox', { name: 'Pago recibido' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(writes).toMatchObject([
        {
          method: 'PUT',
          path: `${BASE}/webhooks/5`,
          body: {
            URL: 'https://pms.example/hooks',
            Events: ['order.confirmed', 'payment.succeeded'],
            Active: true,
            AllowPrivateNetwork: false,
          },
        },
      ]),
    );
  });

  it('shows an order’s tickets with their state at the desk, and prints one again', async () => {
    const user = userEvent.setup();
    const { route, writes } = venue();
    show(route, <OrderPrintJobs ws={String(WS)} orderId={8} />);
    const list = await screen.findByRole('region', { name: 'Tickets impresos' });
    expect(await within(list).findByText('Falló')).toBeInTheDocument();
    expect(within(list).getByText('Impreso')).toBeInTheDocument();
    expect(within(list).getByText('Pedido #8 · Copia')).toBeInTheDocument();
    expect(within(list).getAllByText(/Cocina/)[0]).toBeInTheDocument();
    await user.click(
      within(list).getAllByRole('button', { name: 'Imprimir de nuevo' })[0] as HTMLElement,
    );
    await waitFor(() =>
      expect(writes).toMatchObject([{ method: 'POST', path: `${BASE}/print-jobs/21/reprint` }]),
    );
  });

  it('warns the desk of an active printer that is down, and of no other', async () => {
    const { route } = venue();
    const printers = [
      printer,
      { ...printer, ID: 4, Name: 'Barra', State: 'ok', LastError: null },
      { ...printer, ID: 5, Name: 'Vieja', Active: false },
    ];
    show(
      (call) =>
        call.path === `${BASE}/printers` ? json(200, { data: printers, total: 3 }) : route(call),
      <MemoryRouter>
        <DeskPrinterAlert ws={String(WS)} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('Impresora «Cocina» sin conexión: los tickets se reintentan.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
