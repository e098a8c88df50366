import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setToken } from '../../api/session.ts';
import { Notifications } from '../../app/notifications.tsx';
import { SessionProvider } from '../../app/session.tsx';
import { menusRoute } from '../../test/api.ts';
import { apiError, json, type RecordedCall, type Route, stubFetch } from '../../test/fetchStub.ts';
import { aMenu, enterprise, staffUser } from '../../test/fixtures.ts';
import type { Point } from './api.ts';
import { loadPointsLocales } from './loadPointsLocales.ts';
import { PointsScreen } from './PointsScreen.tsx';

const WS = staffUser.EnterpriseID;
export const POINTS_BASE = `/api/private/dish-orders/${WS}/dish-orders-points`;

export const aPoint = (ID: number, es: string, fields: Partial<Point> = {}): Point => ({
  ID,
  Name: { es, en: '', de: '' },
  Kind: 'table',
  MenuID: null,
  Active: true,
  Availability: null,
  Code: `code${ID}`.padEnd(22, 'x'),
  ...fields,
});

/**
 * A small in-memory points API behaving as the server's (paging, search, rotate, 409 for points
 * listed in `openOrders`), so the screen is tested against what it will meet.
 */
export const fakePointsApi = (initial: Point[], openOrders: number[] = []) => {
  let points = [...initial];
  let nextId = Math.max(0, ...initial.map((p) => p.ID)) + 1;
  let rotations = 0;
  const idOf = (call: RecordedCall) =>
    Number(call.path.slice(POINTS_BASE.length + 1).split('/')[0]);
  const route: Route = (call) => {
    if (!call.path.startsWith(POINTS_BASE)) return undefined;
    const rest = call.path.slice(POINTS_BASE.length);
    if (call.method === 'GET' && (rest === '/' || rest === '')) {
      const start = Number(call.query.get('start_index') ?? 0);
      const size = Number(call.query.get('item_per_page') ?? 5);
      const search = (call.query.get('search_value') ?? '').toLowerCase();
      const hits = points.filter((p) =>
        Object.values(p.Name).some((text) => text.toLowerCase().includes(search)),
      );
      return json(200, { data: hits.slice(start, start + size), total: hits.length });
    }
    if (call.method === 'POST') {
      const { ID: _new, ...fields } = call.body as Point;
      const point = aPoint(nextId++, '', fields);
      points.push(point);
      return json(201, { data: point });
    }
    const id = idOf(call);
    const found = points.find((p) => p.ID === id);
    if (!found) return apiError(404, 'not_found');
    if (call.method === 'PATCH') {
      const updated = { ...found, ...(call.body as Partial<Point>) };
      points = points.map((p) => (p.ID === id ? updated : p));
      return json(200, { data: updated });
    }
    if (call.method === 'PUT' && rest.endsWith('/rotate-code')) {
      rotations += 1;
      const updated = { ...found, Code: `rotated${rotations}`.padEnd(22, 'y') };
      points = points.map((p) => (p.ID === id ? updated : p));
      return json(200, { data: updated });
    }
    if (call.method === 'DELETE') {
      if (openOrders.includes(id))
        return apiError(409, 'conflict', 'the point has orders not yet closed');
      points = points.filter((p) => p.ID !== id);
      return json(200, { affectedRows: 1 });
    }
    return undefined;
  };
  return { route, points: () => points };
};

/** The points screen alone, with the session, the venue's menus and the notices. */
export const renderPoints = (api: ReturnType<typeof fakePointsApi>, extra: Route[] = []) => {
  setToken('staff-token');
  loadPointsLocales();
  const stub = stubFetch(
    ...extra,
    api.route,
    menusRoute(WS, () => [
      aMenu({ ID: 3, Name: { es: 'Carta de día', en: 'Day menu', de: '' } }),
      aMenu({ ID: 4, Name: { es: 'Bebidas', en: 'Drinks', de: '' } }),
    ]),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SessionProvider session={{ user: staffUser, enterprise }}>
        <MemoryRouter>
          <PointsScreen />
          <Notifications />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return stub;
};
