import { expect } from 'vitest';
import type { App } from '../src/deps.ts';
import { ADMIN, call, HOTEL, HOTEL_STAFF, login } from './helpers.ts';

export const settingsUrl = (ws: number) => `/api/private/dish-orders/${ws}/dish-orders-config/`;
export const pointsUrl = (ws: number) => `/api/private/dish-orders/${ws}/dish-orders-points`;
export const ordersUrl = (ws: number, scope: 'specific' | 'private' = 'specific') =>
  `/api/${scope}/dish-orders/${ws}/dish-orders`;

export const ORDERING_ON = {
  OrderingEnabled: true,
  Currency: 'EUR',
  PaymentRequired: false,
  PaymentType: null,
  Availability: null,
};

/** A dish of the demo hotel with a price and its extras, read from the database. */
export type DemoDish = {
  id: number;
  price: number;
  name: unknown;
  extras: { id: number; price: number }[];
};

export const hotelDishes = async (app: App): Promise<DemoDish[]> => {
  const { db } = app.deps;
  const rows = await db
    .selectFrom('contents')
    .select(['ID', 'Data', 'MenuID'])
    .where('Owner', '=', String(HOTEL))
    .where('Type', '=', 27)
    .where('HideMobile', '=', 0)
    .where('Availability', 'is', null)
    .orderBy('ID')
    .execute();
  const extras = await db.selectFrom('extras').select(['ID', 'MenuContentID', 'Price']).execute();
  return rows.flatMap((r) => {
    const data = typeof r.Data === 'string' ? JSON.parse(r.Data) : r.Data;
    if (typeof data.FoodPrice !== 'number') return [];
    return [
      {
        id: r.ID,
        price: data.FoodPrice,
        name: data.FoodName,
        extras: extras
          .filter((e) => e.MenuContentID === r.ID)
          .map((e) => ({ id: e.ID, price: Number(e.Price) })),
      },
    ];
  });
};

/** Ordering on at the hotel, a new point, and a guest token for it. */
export const orderingSetup = async (
  app: App,
  settings: Record<string, unknown> = {},
  point: Record<string, unknown> = {},
) => {
  const admin = await login(app, ADMIN);
  const staff = await login(app, HOTEL_STAFF);
  expect(
    (await call(app, admin, 'PUT', settingsUrl(HOTEL), { ...ORDERING_ON, ...settings })).status,
  ).toBe(200);
  const created = await call(app, staff, 'POST', pointsUrl(HOTEL), {
    ID: 'new',
    Name: { es: 'Mesa 7' },
    ...point,
  });
  expect(created.status).toBe(201);
  const p = created.body.data as { ID: number; Code: string };
  const token = await guestToken(app, p.Code);
  const dishes = await hotelDishes(app);
  return { admin, staff, point: p, token, dishes };
};

export const guestToken = async (app: App, code: string): Promise<string> => {
  const res = await call(app, null, 'GET', `/api/public/dish-orders/${HOTEL}/token/${code}/`);
  expect(res.status).toBe(200);
  return res.body.token;
};

/** POST an order with a point token (and optionally an Idempotency-Key). */
export const placeOrder = async (
  app: App,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
  ws = HOTEL,
) => {
  const res = await app.inject({
    method: 'POST',
    url: `${ordersUrl(ws)}/?token=${token}`,
    headers,
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
