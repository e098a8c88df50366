import { describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import {
  ADMIN,
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';

type Extra = { ExtraID: number; MenuContentID: number; Name: string; Price: number };

/** A fresh menu of Hotel Demo holding two dishes and a text block; answers their ids. */
const hotelBlocks = async (app: App, token: string) => {
  const save = await call(app, token, 'PUT', `/api/menus/${HOTEL}`, {
    ID: 'new',
    IsNew: true,
    Name: { es: 'Carta' },
    ORD: 9,
    Type: 0,
    Content: [
      { ID: 'new_dish', Type: 27, ORD: 0, FoodName: { es: 'Hamburguesa' } },
      { ID: 'new_other', Type: 27, ORD: 1, FoodName: { es: 'Ensalada' } },
      { ID: 'new_text', Type: 16, ORD: 2, Text: { es: '<p>Hola</p>' } },
    ],
  });
  expect(save.status).toBe(200);
  const idOf = (old: string) =>
    (save.body.contents as { oldID: string; newID: number }[]).find((m) => m.oldID === old)
      ?.newID as number;
  return { dish: idOf('new_dish'), other: idOf('new_other'), text: idOf('new_text') };
};

const extrasUrl = (scope: 'public' | 'private', ws: number, id: number) =>
  `/api/${scope}/dish-orders/${ws}/extras/${id}`;

const fresh = (dish: number, es: string, Price: number) => ({
  ExtraID: 'new',
  MenuContentID: dish,
  Name: JSON.stringify({ es, en: '' }),
  Price,
});

describe.each(databases)('dish extras on %s', (database) => {
  const ctx = useApp(database);

  const publicList = async (ws: number, id: number) =>
    call(ctx.app, null, 'GET', extrasUrl('public', ws, id));

  it('creates, updates and deletes in one call, answering the list as GET does', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const { dish } = await hotelBlocks(ctx.app, token);
    const created = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [
      fresh(dish, 'Queso', 1.5),
      fresh(dish, 'Bacon', 2),
      fresh(dish, 'Huevo', 1),
    ]);
    expect(created.status).toBe(200);
    expect(created.body.total).toBe(3);
    const [cheese, bacon, egg] = created.body.data as Extra[];
    expect(cheese).toMatchObject({ MenuContentID: dish, Price: 1.5 });
    expect(JSON.parse(cheese?.Name ?? '')).toEqual({ es: 'Queso', en: '' });

    const changed = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [
      { ...egg, Price: 1.25 },
      { ...cheese, Name: { es: 'Queso azul', en: 'Blue cheese' } },
      fresh(dish, 'Cebolla', 0),
    ]);
    expect(changed.status).toBe(200);
    const list = changed.body.data as Extra[];
    expect(list.map((e) => [JSON.parse(e.Name).es, e.Price])).toEqual([
      ['Huevo', 1.25],
      ['Queso azul', 1.5],
      ['Cebolla', 0],
    ]);
    expect(list.slice(0, 2).map((e) => e.ExtraID)).toEqual([egg?.ExtraID, cheese?.ExtraID]);
    expect(list.map((e) => e.ExtraID)).not.toContain(bacon?.ExtraID);
    expect((await publicList(HOTEL, dish)).body).toEqual(changed.body);

    const emptied = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), []);
    expect(emptied.body).toEqual({ data: [], total: 0 });
  });

  it('answers Name as a JSON string to a guest without a token', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const { dish } = await hotelBlocks(ctx.app, token);
    await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [
      { ExtraID: 'new', MenuContentID: dish, Name: { es: "Salsa '#$#' casera" }, Price: 0.5 },
    ]);
    const res = await publicList(HOTEL, dish);
    expect(res.status).toBe(200);
    expect(typeof res.body.data[0].Name).toBe('string');
    expect(JSON.parse(res.body.data[0].Name)).toEqual({ es: "Salsa '#$#' casera" });
    expect(res.body.total).toBe(1);
  });

  it('keeps each dish to its own workspace', async () => {
    const hotel = await login(ctx.app, HOTEL_STAFF);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const { dish } = await hotelBlocks(ctx.app, hotel);
    await call(ctx.app, hotel, 'PUT', extrasUrl('private', HOTEL, dish), [fresh(dish, 'Queso', 1)]);

    const intruder = await call(ctx.app, plaza, 'PUT', extrasUrl('private', HOTEL, dish), []);
    expect(intruder.status).toBe(403);
    // Through its own workspace, the other enterprise's dish does not exist.
    const own = await call(ctx.app, plaza, 'PUT', extrasUrl('private', PLAZA, dish), []);
    expect(own.status).toBe(404);
    expect((await publicList(PLAZA, dish)).status).toBe(404);
    expect((await publicList(HOTEL, 999_999)).status).toBe(404);
    expect((await publicList(HOTEL, dish)).body.total).toBe(1);
    expect((await call(ctx.app, null, 'PUT', extrasUrl('private', HOTEL, dish), [])).status).toBe(
      401,
    );
  });

  it('refuses extras on a block that is not a dish', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const { text } = await hotelBlocks(ctx.app, token);
    const res = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, text), [
      fresh(text, 'Queso', 1),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(['id']);
    expect((await publicList(HOTEL, text)).body.total).toBe(0);
  });

  it.each([
    ['a negative price', -1, '0.Price'],
    ['a price as text', '2', '0.Price'],
    ['no price', undefined, '0.Price'],
    ['a price over the maximum', 2_000_000, '0.Price'],
  ])('refuses %s and stores nothing', async (_what, Price, field) => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const { dish } = await hotelBlocks(ctx.app, token);
    await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [fresh(dish, 'Queso', 1)]);
    const before = await publicList(HOTEL, dish);
    const res = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [
      { ...fresh(dish, 'Bacon', 1), Price },
      fresh(dish, 'Huevo', 1),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContain(field);
    expect((await publicList(HOTEL, dish)).body).toEqual(before.body);
  });

  it('names every bad field: name, dish, unknown keys', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const { dish, other } = await hotelBlocks(ctx.app, token);
    const bad = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [
      { ...fresh(dish, 'x', 1), Name: '{not json' },
      { ...fresh(dish, 'x', 1), Colour: 'red' },
      { ...fresh(dish, 'x', 1), ExtraID: 'old' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(['0.Name', '1.Colour', '2.ExtraID']);
    const wrongDish = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [
      fresh(dish, 'Queso', 1),
      fresh(other, 'Bacon', 1),
    ]);
    expect(wrongDish.status).toBe(400);
    expect(wrongDish.body.error.fields).toEqual(['1.MenuContentID']);
    const notAList = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), {
      ExtraID: 'new',
    });
    expect(notAList.status).toBe(400);
    expect((await publicList(HOTEL, dish)).body.total).toBe(0);
  });

  it("refuses an extra of another dish in the list and keeps both dishes' extras", async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const { dish, other } = await hotelBlocks(ctx.app, token);
    const mine = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [
      fresh(dish, 'Queso', 1),
    ]);
    const theirs = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, other), [
      fresh(other, 'Picatostes', 1),
    ]);
    const stolen = theirs.body.data[0] as Extra;
    const res = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [
      fresh(dish, 'Bacon', 2),
      { ...stolen, MenuContentID: dish },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(['1.ExtraID']);
    const repeated = mine.body.data[0] as Extra;
    const twice = await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [
      repeated,
      repeated,
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toEqual(['1.ExtraID']);
    expect((await publicList(HOTEL, dish)).body).toEqual(mine.body);
    expect((await publicList(HOTEL, other)).body).toEqual(theirs.body);
  });

  it('lets administrators give extras to a dish of a common menu, read from any workspace', async () => {
    const admin = await login(ctx.app, ADMIN);
    const staff = await login(ctx.app, HOTEL_STAFF);
    const save = await call(ctx.app, admin, 'PUT', '/api/menus/0000', {
      ID: 'new',
      IsNew: true,
      Name: { es: 'Común' },
      ORD: 9,
      Type: 0,
      Content: [{ ID: 'new_dish', Type: 27, ORD: 0, FoodName: { es: 'Croquetas' } }],
    });
    const dish = save.body.contents[0].newID as number;
    const byStaff = await call(ctx.app, staff, 'PUT', extrasUrl('private', HOTEL, dish), [
      fresh(dish, 'Queso', 1),
    ]);
    expect(byStaff.status).toBe(403);
    const byAdmin = await call(ctx.app, admin, 'PUT', extrasUrl('private', HOTEL, dish), [
      fresh(dish, 'Queso', 1),
    ]);
    expect(byAdmin.status).toBe(200);
    expect((await publicList(PLAZA, dish)).body.total).toBe(1);
  });

  it('drops the extras with their dish', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const { dish } = await hotelBlocks(ctx.app, token);
    await call(ctx.app, token, 'PUT', extrasUrl('private', HOTEL, dish), [fresh(dish, 'Queso', 1)]);
    expect((await call(ctx.app, token, 'DELETE', `/api/contents/${dish}`)).status).toBe(200);
    const left = await ctx.app.deps.db
      .selectFrom('extras')
      .select('ID')
      .where('MenuContentID', '=', dish)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers the IncludeExtras setting of a workspace, with or without the trailing slash', async () => {
    const hotel = await call(ctx.app, null, 'GET', `/api/public/dish-orders/${HOTEL}/show-extras/`);
    expect(hotel.status).toBe(200);
    expect(hotel.body.data).toEqual([{ IncludeExtras: true }]);
    const plaza = await call(ctx.app, null, 'GET', `/api/public/dish-orders/${PLAZA}/show-extras`);
    expect(plaza.body.data).toEqual([{ IncludeExtras: false }]);
    const none = await call(ctx.app, null, 'GET', '/api/public/dish-orders/999999/show-extras/');
    expect(none.status).toBe(404);
    const bad = await call(ctx.app, null, 'GET', '/api/public/dish-orders/abc/show-extras/');
    expect(bad.status).toBe(400);
    // Past PostgreSQL's integer: refused as input, never a database error.
    const huge = await call(
      ctx.app,
      null,
      'GET',
      '/api/public/dish-orders/3000000000/show-extras/',
    );
    expect(huge.status).toBe(400);
    const hugeDish = await call(ctx.app, null, 'GET', extrasUrl('public', HOTEL, 3_000_000_000));
    expect(hugeDish.status).toBe(400);
  });
});
