import { describe, expect, it } from 'vitest';
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

const newMenu = (extra: Record<string, unknown> = {}) => ({
  ID: 'new',
  IsNew: true,
  Name: { es: 'Terraza', en: 'Terrace' },
  ORD: 9,
  Type: 0,
  ...extra,
});

describe.each(databases)('menus on %s', (database) => {
  const ctx = useApp(database);

  const menus = async (token: string, owner: string | number = HOTEL) =>
    (await call(ctx.app, token, 'GET', `/api/menus/${owner}`)).body.data as {
      ID: number;
      Name: Record<string, string>;
      Version: number;
      Menus: { ID: number; ORD: number; Name: Record<string, string> }[];
      ORD: number;
      Type: number | null;
    }[];

  it('lists the owner menus as a tree in ORD order with Availability and IsActive', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const list = await menus(token);
    expect(list.map((m) => m.Name.es)).toEqual([
      'Bienvenida',
      'Restaurante',
      'Spa y piscina',
      'Actividades',
      'Información del hotel',
    ]);
    const restaurant = list[1];
    expect(restaurant?.Menus.map((m) => m.Name.es)).toEqual(['Desayunos', 'Cenas']);
    expect(list[0]).toMatchObject({ Availability: null, IsActive: true, Version: 1, Common: 0 });
  });

  it('saves a new menu with submenus and contents in one call, answering the id mappings', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const save = await call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ...newMenu({ Type: 1 }),
      Menus: [
        { ID: 'new_1', IsNew: true, Name: { es: 'Submenú' }, ORD: 0 },
        { ID: 'new_2', IsNew: true, Name: { es: 'Otro' }, ORD: 1 },
      ],
    });
    expect(save.status).toBe(200);
    expect(save.body.menus.map((m: { oldID: string }) => m.oldID)).toEqual(['new_1', 'new_2']);
    const created = (await menus(token)).find((m) => m.ID === save.body.newID);
    expect(created?.Menus.map((m) => [m.ID, m.Name.es])).toEqual(
      save.body.menus.map((m: { newID: number }, i: number) => [m.newID, ['Submenú', 'Otro'][i]]),
    );

    const withContent = await call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ...newMenu({ Name: { es: 'Con bloques' } }),
      Content: [
        { ID: 'new_a', Type: 2, ORD: 0, Title: { es: 'Hola' } },
        { ID: 'new_b', Type: 16, ORD: 1, Text: { es: '<p>Texto</p>' } },
      ],
    });
    expect(withContent.status).toBe(200);
    const contents = await call(ctx.app, token, 'GET', `/api/contents/${withContent.body.newID}`);
    expect(contents.body.data.map((c: { ID: number }) => c.ID)).toEqual(
      withContent.body.contents.map((m: { newID: number }) => m.newID),
    );
    expect(contents.body.data[1]).toMatchObject({ Type: 16, ORD: 1, Text: { es: '<p>Texto</p>' } });
  });

  it('updates an existing menu, bumping its Version; a stale Version answers 409 and stores nothing', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const [welcome] = await menus(token);
    const first = await call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ID: welcome?.ID,
      Version: welcome?.Version,
      Name: { ...welcome?.Name, es: 'Bienvenidos' },
    });
    expect(first.status).toBe(200);
    expect(first.body.Version).toBe((welcome?.Version ?? 0) + 1);

    const stale = await call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ID: welcome?.ID,
      Version: welcome?.Version,
      Name: { es: 'Pisado' },
      Content: [{ ID: 'new_x', Type: 2, ORD: 0, Title: { es: 'no' } }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    const [after] = await menus(token);
    expect(after?.Name.es).toBe('Bienvenidos');
    const contents = await call(ctx.app, token, 'GET', `/api/contents/${welcome?.ID}`);
    expect(contents.body.total).toBe(5);
  });

  it('an existing menu saved without Version answers 400', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ID: 1,
      Name: { es: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(['Version']);
  });

  it.each([
    ['an unknown menu field', { Foo: 1 }, 'Foo'],
    ['a wrong menu field type', { Type: 5 }, 'Type'],
    [
      'an unknown content type',
      { Content: [{ ID: 'new_1', Type: 999, ORD: 0 }] },
      'Content.0.Type',
    ],
    [
      'an unknown content field',
      { Content: [{ ID: 'new_1', Type: 2, ORD: 0, Title: { es: 'a' }, Colour: 'red' }] },
      'Content.0.Colour',
    ],
    [
      'a wrong content field type',
      { Content: [{ ID: 'new_1', Type: 3, ORD: 0, Size: 'big' }] },
      'Content.0.Size',
    ],
    [
      'a space over 1000',
      { Content: [{ ID: 'new_1', Type: 3, ORD: 0, Size: 1001 }] },
      'Content.0.Size',
    ],
    [
      'a javascript: image',
      { Content: [{ ID: 'new_1', Type: 4, ORD: 0, Image: 'javascript:alert(1)' }] },
      'Content.0.Image',
    ],
  ])('%s answers 400 naming it and stores nothing', async (_label, extra, field) => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const before = await menus(token);
    const res = await call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}`, newMenu(extra));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContain(field);
    expect((await menus(token)).length).toBe(before.length);
  });

  it('a content of another menu cannot be written through this one', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const list = await menus(token);
    const spa = list[2];
    const res = await call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ID: spa?.ID,
      Version: spa?.Version,
      Name: spa?.Name,
      Content: [{ ID: 1, Type: 2, ORD: 0, Title: { es: 'robado' } }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(['Content.0.ID']);
  });

  it('sorts submenus in one call', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const restaurant = (await menus(token))[1];
    const [a, b] = restaurant?.Menus ?? [];
    const res = await call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}/sort`, [
      { ID: b?.ID, ORD: 0 },
      { ID: a?.ID, ORD: 1 },
    ]);
    expect(res.body).toEqual({ affectedRows: 2 });
    expect((await menus(token))[1]?.Menus.map((m) => m.ID)).toEqual([b?.ID, a?.ID]);
  });

  it('deletes a menu with its submenus and contents, answering affectedRows', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const restaurant = (await menus(token))[1];
    const res = await call(ctx.app, token, 'DELETE', `/api/menus/${restaurant?.ID}`);
    expect(res.body).toEqual({ affectedRows: 1 });
    expect((await menus(token)).map((m) => m.Name.es)).not.toContain('Restaurante');
    const sub = restaurant?.Menus[0]?.ID;
    expect((await call(ctx.app, token, 'GET', `/api/contents/${sub}`)).status).toBe(404);
    expect((await call(ctx.app, token, 'DELETE', `/api/menus/${restaurant?.ID}`)).status).toBe(404);
  });

  describe('common menus (owner 0000)', () => {
    it('staff read them, only admins write them', async () => {
      const staff = await login(ctx.app, HOTEL_STAFF);
      const admin = await login(ctx.app, ADMIN);
      expect((await menus(staff, '0000')).map((m) => m.Name.es)).toEqual(['Información útil']);
      const asStaff = await call(ctx.app, staff, 'PUT', '/api/menus/0000', newMenu());
      expect(asStaff.status).toBe(403);
      const asAdmin = await call(ctx.app, admin, 'PUT', '/api/menus/0000', newMenu());
      expect(asAdmin.status).toBe(200);
      expect((await menus(staff, '0000')).length).toBe(2);
    });

    it('admins assign users; staff can read the assignment but not change it', async () => {
      const admin = await login(ctx.app, ADMIN);
      const staff = await login(ctx.app, HOTEL_STAFF);
      const common = (await menus(staff, '0000'))[0];
      const url = `/api/menus/common/${common?.ID}/users`;
      expect((await call(ctx.app, admin, 'PUT', url, [2, 4])).body).toEqual({
        data: [{ ID: 2 }, { ID: 4 }],
        total: 2,
      });
      // A venue's staff read their own venue's users only (user 4 is another venue's).
      expect((await call(ctx.app, staff, 'GET', url)).body.data).toEqual([{ ID: 2 }]);
      expect((await call(ctx.app, staff, 'PUT', url, [2])).status).toBe(403);
      expect((await call(ctx.app, admin, 'PUT', url, [2, 999])).status).toBe(400);
      expect((await call(ctx.app, admin, 'GET', url)).body.data).toEqual([{ ID: 2 }, { ID: 4 }]);
      const notCommon = `/api/menus/common/1/users`;
      expect((await call(ctx.app, admin, 'GET', notCommon)).status).toBe(404);
    });
  });

  it('lists users: staff see their enterprise, admins everyone; search is case-insensitive', async () => {
    const staff = await login(ctx.app, PLAZA_STAFF);
    const admin = await login(ctx.app, ADMIN);
    const own = await call(ctx.app, staff, 'GET', '/api/users?page=1&size=100000');
    expect(own.body).toEqual({ data: [{ ID: 4, Name: 'Jorge Martín' }], total: 1 });
    const all = await call(ctx.app, admin, 'GET', '/api/users?page=1&size=100000');
    expect(all.body.total).toBe(4);
    const search = await call(ctx.app, admin, 'GET', '/api/users?search=LUC');
    // Administrators pick among every enterprise's users: each comes with e-mail and enterprise.
    expect(search.body.data).toEqual([
      { ID: 2, Name: 'Lucía Pérez', Email: 'staff@hotel-demo.local', EnterpriseName: 'Hotel Demo' },
    ]);
    expect(all.body.data).toContainEqual({
      ID: 4,
      Name: 'Jorge Martín',
      Email: 'staff@laplaza.local',
      EnterpriseName: 'Restaurante La Plaza',
    });
    // Staff keep the names of their own enterprise only: no e-mails of anyone.
    expect(Object.keys(own.body.data[0])).toEqual(['ID', 'Name']);
    expect((await call(ctx.app, admin, 'GET', '/api/users?page=0')).status).toBe(400);
    expect((await call(ctx.app, admin, 'GET', '/api/users?size=abc')).status).toBe(400);
  });

  it('reads its own enterprise and user', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const enterprise = await call(ctx.app, token, 'GET', `/api/enterprises/${HOTEL}`);
    expect(enterprise.body).toMatchObject({
      ID: HOTEL,
      Name: 'Hotel Demo',
      Languages: ['es', 'en', 'de', 'fr'],
      TimeZone: 'Europe/Madrid',
      AuthType: 'none',
    });
    expect(enterprise.body.Permission).toContain(16);
    const user = await call(ctx.app, token, 'GET', '/api/users/2');
    expect(user.body).toMatchObject({
      ID: 2,
      Permission: [3],
      ShowCustomColorMenu: false,
      isAdmin: false,
    });
    expect(user.body.PasswordHash).toBeUndefined();
    expect((await call(ctx.app, token, 'GET', `/api/enterprises/${PLAZA}`)).status).toBe(403);
  });
});
