import { describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { orderingSetup, placeOrder } from './dish-order-fixtures.ts';
import { call, databases, HOTEL, login, PLAZA_STAFF, useApp } from './helpers.ts';

type Group = {
  ID: number;
  MenuContentID: number;
  Name: string;
  Min: number;
  Max: number;
  ORD: number;
};
type Extra = { ExtraID: number; GroupID: number | null; Allergens: number[] };

const groupsUrl = (scope: 'public' | 'private', ws: number, id: number) =>
  `/api/${scope}/dish-orders/${ws}/extra-groups/${id}`;
const extrasUrl = (ws: number, id: number) => `/api/private/dish-orders/${ws}/extras/${id}`;

const option = (dish: number, es: string, GroupID: number | null, Allergens: number[] = []) => ({
  ExtraID: 'new',
  MenuContentID: dish,
  Name: { es, en: es },
  Price: 1,
  GroupID,
  Allergens,
});

/**
 * A steak (the demo hotel's first priced dish): "Punto" exactly 1 of three, "Salsas" up to 2 of
 * three, and a bread of no group.
 */
const steak = async (app: App, staff: string, dish: number) => {
  const saved = await call(app, staff, 'PUT', groupsUrl('private', HOTEL, dish), [
    { ID: 'new', MenuContentID: dish, Name: { es: 'Punto', en: 'Doneness' }, Min: 1, Max: 1 },
    { ID: 'new', MenuContentID: dish, Name: JSON.stringify({ es: 'Salsas' }), Min: 0, Max: 2 },
  ]);
  expect(saved.status).toBe(200);
  const [punto, salsas] = saved.body.data as Group[];
  if (!punto || !salsas) throw new Error('groups not saved');
  const extras = await call(app, staff, 'PUT', extrasUrl(HOTEL, dish), [
    option(dish, 'Poco hecho', punto.ID),
    option(dish, 'Al punto', punto.ID),
    option(dish, 'Muy hecho', punto.ID),
    option(dish, 'Roquefort', salsas.ID, [7]),
    option(dish, 'Pimienta', salsas.ID),
    option(dish, 'Chimichurri', salsas.ID, [10, 9, 10]),
    option(dish, 'Pan', null),
  ]);
  expect(extras.status).toBe(200);
  const ids = (extras.body.data as Extra[]).map((e) => e.ExtraID);
  return { punto, salsas, ids, extras: extras.body.data as Extra[] };
};

describe.each(databases)('modifier groups on %s', (database) => {
  const ctx = useApp(database);

  it('stores the groups in the list order and each option with its group and allergens', async () => {
    const { staff, dishes } = await orderingSetup(ctx.app);
    const dish = dishes[0]?.id as number;
    const { punto, salsas, extras } = await steak(ctx.app, staff, dish);
    expect(punto).toMatchObject({ MenuContentID: dish, Min: 1, Max: 1, ORD: 0 });
    expect(JSON.parse(punto.Name)).toEqual({ es: 'Punto', en: 'Doneness' });
    expect(salsas).toMatchObject({ Min: 0, Max: 2, ORD: 1 });
    expect(extras.map((e) => e.GroupID)).toEqual([
      ...[punto.ID, punto.ID, punto.ID],
      ...[salsas.ID, salsas.ID, salsas.ID],
      null,
    ]);
    expect(extras[5]?.Allergens).toEqual([9, 10]);

    // Reordered and one removed: its options stay on the dish, with no group.
    const reordered = await call(ctx.app, staff, 'PUT', groupsUrl('private', HOTEL, dish), [
      { ...salsas, Name: { es: 'Salsas', en: 'Sauces' } },
    ]);
    expect(reordered.status).toBe(200);
    const [only] = reordered.body.data as Group[];
    expect({ ...only, Name: JSON.parse(only?.Name ?? '') }).toEqual({
      ...salsas,
      Name: { es: 'Salsas', en: 'Sauces' },
      ORD: 0,
    });
    expect(reordered.body.total).toBe(1);
    const read = await call(
      ctx.app,
      null,
      'GET',
      `/api/public/dish-orders/${HOTEL}/extras/${dish}`,
    );
    expect((read.body.data as Extra[]).map((e) => e.GroupID)).toEqual([
      null,
      null,
      null,
      salsas.ID,
      salsas.ID,
      salsas.ID,
      null,
    ]);
    const listed = await call(ctx.app, null, 'GET', groupsUrl('public', HOTEL, dish));
    expect(listed.body.total).toBe(1);
  });

  it('refuses a line that breaks a group, naming it, and takes one that keeps them', async () => {
    const { staff, token, dishes } = await orderingSetup(ctx.app);
    const dish = dishes[0]?.id as number;
    const { ids } = await steak(ctx.app, staff, dish);
    const [rare, medium, , roquefort, pepper, chimichurri, bread] = ids;
    const line = (Extras: (number | undefined)[]) => ({
      Items: [{ MenuContentID: dish, Quantity: 1, Extras }],
    });

    const noPunto = await placeOrder(ctx.app, token, line([roquefort]));
    expect(noPunto.status).toBe(400);
    expect(noPunto.body.error.message).toContain('"Punto / Doneness"');
    expect(noPunto.body.error.fields).toEqual(['Items.0.Extras']);
    const twoPuntos = await placeOrder(ctx.app, token, line([rare, medium]));
    expect(twoPuntos.status).toBe(400);
    expect(twoPuntos.body.error.message).toContain('"Punto / Doneness"');
    const threeSauces = await placeOrder(
      ctx.app,
      token,
      line([medium, roquefort, pepper, chimichurri]),
    );
    expect(threeSauces.status).toBe(400);
    expect(threeSauces.body.error.message).toContain('"Salsas"');
    expect(threeSauces.body.error.message).toContain('at most 2');

    const ok = await placeOrder(ctx.app, token, line([pepper, medium, roquefort, bread]));
    expect(ok.status).toBe(200);
    const extras = ok.body.data.Items[0].Extras as { ExtraID: number; Group: unknown }[];
    expect(extras.map((e) => e.Group)).toEqual([
      { ID: expect.any(Number), Name: { es: 'Salsas' }, ORD: 1 },
      { ID: expect.any(Number), Name: { es: 'Punto', en: 'Doneness' }, ORD: 0 },
      { ID: expect.any(Number), Name: { es: 'Salsas' }, ORD: 1 },
      null,
    ]);
  });

  it('keeps extras saved before groups working: no group, no limit', async () => {
    const { token, dishes } = await orderingSetup(ctx.app);
    // The demo seed stores extras the old way (no group, no allergens).
    const dish = dishes.find((d) => d.extras.length > 1);
    if (!dish) throw new Error('the demo hotel has a dish with extras');
    const res = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dish.id, Quantity: 1, Extras: dish.extras.map((e) => e.id) }],
    });
    expect(res.body.error).toBeUndefined();
    expect(res.body.status).not.toBe('KO');
    const extras = res.body.data.Items.at(-1).Extras as { Group: unknown }[];
    expect(extras.every((e) => e.Group === null)).toBe(true);
  });

  it('serves the groups and the options allergens with the guest menu', async () => {
    const { staff, dishes } = await orderingSetup(ctx.app);
    const dish = dishes[0]?.id as number;
    const { punto, salsas } = await steak(ctx.app, staff, dish);
    const row = await ctx.app.deps.db
      .selectFrom('contents')
      .select('MenuID')
      .where('ID', '=', dish)
      .executeTakeFirstOrThrow();
    const page = await call(
      ctx.app,
      null,
      'GET',
      `/api/public/guest/${HOTEL}/menus/${row.MenuID}?lang=en`,
    );
    expect(page.status).toBe(200);
    const block = (
      page.body.Blocks as { ID: number; ExtraGroups?: unknown; Extras?: unknown[] }[]
    ).find((b) => b.ID === dish);
    expect(block?.ExtraGroups).toEqual([
      { ID: punto.ID, Name: 'Doneness', Min: 1, Max: 1 },
      { ID: salsas.ID, Name: 'Salsas', Min: 0, Max: 2 },
    ]);
    expect(block?.Extras?.[3]).toEqual({
      ID: expect.any(Number),
      Name: 'Roquefort',
      Price: 1,
      GroupID: salsas.ID,
      Allergens: [7],
    });
    expect(block?.Extras?.[6]).toEqual({ ID: expect.any(Number), Name: 'Pan', Price: 1 });
  });

  it('refuses Min above Max, groups of another dish and another venue', async () => {
    const { staff, dishes } = await orderingSetup(ctx.app);
    const [first, second] = dishes.map((d) => d.id);
    if (!first || !second) throw new Error('two demo dishes');
    const put = (dish: number, body: unknown, token = staff) =>
      call(ctx.app, token, 'PUT', groupsUrl('private', HOTEL, dish), body);
    const upside = await put(first, [
      { ID: 'new', MenuContentID: first, Name: { es: 'X' }, Min: 3, Max: 2 },
    ]);
    expect(upside.status).toBe(400);
    expect(upside.body.error.fields).toEqual(['0.Min']);
    const { punto } = await steak(ctx.app, staff, first);
    // The first dish's group given to the second dish's options, or listed as the second's group.
    const foreignOption = await call(ctx.app, staff, 'PUT', extrasUrl(HOTEL, second), [
      option(second, 'Y', punto.ID),
    ]);
    expect(foreignOption.status).toBe(400);
    expect(foreignOption.body.error.fields).toEqual(['0.GroupID']);
    const foreignGroup = await put(second, [{ ...punto, MenuContentID: second }]);
    expect(foreignGroup.status).toBe(400);
    expect(foreignGroup.body.error.fields).toEqual(['0.ID']);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    expect((await put(first, [], plaza)).status).toBe(403);
    const kept = await call(ctx.app, null, 'GET', groupsUrl('public', HOTEL, first));
    expect(kept.body.total).toBe(2);
  });
});
