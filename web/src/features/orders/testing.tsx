import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setToken } from '../../api/session.ts';
import { Notifications } from '../../app/notifications.tsx';
import { SessionProvider } from '../../app/session.tsx';
import { apiError, json, type Route, stubFetch } from '../../test/fetchStub.ts';
import { enterprise, staffUser } from '../../test/fixtures.ts';
import { aPoint, POINTS_BASE } from '../points/testing.tsx';
import type { Order } from './api.ts';
import { loadOrdersLocales } from './loadOrdersLocales.ts';

const WS = staffUser.EnterpriseID;
export const ORDERS_BASE = `/api/private/dish-orders/${WS}/dish-orders`;

export const anOrder = (ID: number, fields: Partial<Order> = {}): Order => ({
  ID,
  PointID: 1,
  Status: 'confirmed',
  PaymentStatus: 'none',
  Items: [
    {
      ID: ID * 10,
      MenuContentID: 5,
      Name: { es: 'Paella', en: 'Paella', de: '' },
      Quantity: 2,
      UnitPrice: 12.5,
      Extras: [{ ExtraID: 3, Name: { es: 'Alioli', en: 'Aioli', de: '' }, Price: 1, Group: null }],
      Note: 'sin gambas',
      DeviceID: 'phone-1',
      Paid: false,
      PaymentReference: null,
      StationID: null,
      DoneAt: null,
    },
  ],
  Total: 27,
  // Nothing paid yet: all of the total is due (a test that sets Total without Due keeps that).
  Paid: 0,
  Tips: 0,
  Due: fields.Total ?? 27,
  Overpaid: 0,
  Payments: [],
  Currency: 'EUR',
  CreatedAt: '2026-11-25T12:00:00.000Z',
  UpdatedAt: '2026-11-25T12:01:00.000Z',
  ServedAt: null,
  ...fields,
});

/**
 * The orders API as the server answers it: the list filters by status and point, the staff
 * actions follow the transition table's happy path, `conflictOn` answers 409 like a stale copy.
 */
export const fakeOrdersApi = (initial: Order[], conflictOn: number[] = []) => {
  let orders = [...initial];
  const next = { confirm: 'confirmed', check: 'checked', close: 'closed', finalize: 'finalized' };
  const route: Route = (call) => {
    if (call.path.endsWith('/events')) return new Promise<Response>(() => {});
    const service = serviceRoute(call);
    if (service) return service;
    if (call.path.startsWith(POINTS_BASE))
      return json(200, { data: [aPoint(1, 'Mesa 1'), aPoint(2, 'Terraza')], total: 2 });
    if (!call.path.startsWith(ORDERS_BASE)) return undefined;
    const rest = call.path.slice(ORDERS_BASE.length);
    if (call.method === 'PUT' && rest === '/') {
      const f = call.body as {
        startIndex: number;
        itemPerPage: number;
        status: string | null;
        point: number | null;
      };
      const hits = orders.filter(
        (o) => (!f.status || o.Status === f.status) && (!f.point || o.PointID === f.point),
      );
      return json(200, {
        data: hits.slice(f.startIndex, f.startIndex + f.itemPerPage),
        total: hits.length,
      });
    }
    // No card payment started on these orders: the detail shows no payments section.
    if (call.method === 'GET' && rest.endsWith('/payments'))
      return json(200, { data: [], total: 0 });
    const [, idText, action] = rest.split('/');
    const id = Number(idText);
    const found = orders.find((o) => o.ID === id);
    if (!found) return apiError(404, 'not_found', 'order not found');
    if (call.method === 'GET') return json(200, { data: found });
    if (call.method === 'DELETE') {
      orders = orders.filter((o) => o.ID !== id);
      return json(200, { affectedRows: 1 });
    }
    if (conflictOn.includes(id)) {
      // Someone else moved it first: the server's copy is already further on.
      orders = orders.map((o) => (o.ID === id ? { ...o, Status: 'checked' } : o));
      return apiError(409, 'invalid_transition', `cannot ${action} an order that is checked`);
    }
    const status = next[action as keyof typeof next];
    if (!status) return undefined;
    const updated = {
      ...found,
      Status: status as Order['Status'],
      UpdatedAt: new Date().toISOString(),
    };
    orders = orders.map((o) => (o.ID === id ? updated : o));
    return json(200, { data: updated });
  };
  return { route, orders: () => orders };
};

/** The service-day reads as a venue with ordering on, nothing paused, sold out or called. */
export const SERVICE_BASE = `/api/private/dish-orders/${WS}`;
const serviceRoute: Route = (call) => {
  if (call.method !== 'GET') return undefined;
  if (call.path === `${SERVICE_BASE}/dish-orders-config`)
    return json(200, {
      data: [
        {
          OrderingEnabled: true,
          Currency: 'EUR',
          PaymentRequired: false,
          PaymentType: null,
          Availability: null,
          PausedUntil: null,
          PauseMessage: null,
          DayChange: '05:00',
        },
      ],
      total: 1,
    });
  if (call.path === `${SERVICE_BASE}/sold-out` || call.path === `${SERVICE_BASE}/service-requests`)
    return json(200, { data: [], total: 0 });
  // A venue that does not offer charging to the room: the desk shows no room-charge panel.
  if (call.path === `/api/private/room-charge/${WS}/settings`)
    return json(200, { data: { Enabled: false, RequireApproval: true, Verification: 'surname' } });
  return undefined;
};

export const renderOrders = (screen: ReactNode, api: ReturnType<typeof fakeOrdersApi>) => {
  setToken('staff-token');
  loadOrdersLocales();
  const stub = stubFetch(api.route);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SessionProvider session={{ user: staffUser, enterprise }}>
        <MemoryRouter>
          {screen}
          <Notifications />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return stub;
};
