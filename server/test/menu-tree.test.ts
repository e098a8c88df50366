import { describe, expect, it } from 'vitest';
import { call, databases, HOTEL, HOTEL_STAFF, login, PLAZA, useApp } from './helpers.ts';

type Row = {
  ID: number;
  Name: Record<string, string>;
  ParentID: number | null;
  Type: 0 | 1 | null;
  Version: number;
  Menus: Row[];
};

describe.each(databases)('the menu tree on %s', (database) => {
  const ctx = useApp(database);

  /** The owner's menus, flat, by their Spanish name. */
  const tree = async (token: string, owner: number = HOTEL) => {
    const res = await call(ctx.app, token, 'GET', `/api/menus/${owner}`);
    const flat = (res.body.data as Row[]).flatMap((m) => [m, ...m.Menus]);
    const byName = (name: string) => {
      const found = flat.find((m) => m.Name.es === name);
      if (!found) throw new Error(`no menu ${name}`);
      return found;
    };
    return { flat, byName };
  };

  const save = (token: string, body: Record<string, unknown>, owner: number = HOTEL) =>
    call(ctx.app, token, 'PUT', `/api/menus/${owner}`, body);

  /** A new top-level menu of submenus holding one submenu. */
  const menuWithSubmenu = async (token: string) => {
    const res = await save(token, {
      ID: 'new',
      Name: { es: 'Bares' },
      Type: 1,
      Menus: [{ ID: 'new_1', Name: { es: 'Bar de la piscina' }, ORD: 0 }],
    });
    expect(res.status).toBe(200);
    return (await tree(token)).byName('Bares');
  };

  it("a menu that is not the owner's answers 404 (400 without a Version), as before the service", async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const plaza = await login(ctx.app, { email: 'staff@laplaza.local', password: 'demo-pass' });
    const spa = (await tree(token)).byName('Spa y piscina');
    const restaurant = (await tree(token)).byName('Restaurante');
    const foreign = {
      ID: spa.ID,
      Version: spa.Version,
      Name: { es: 'x' },
      ParentID: restaurant.ID,
    };
    const res = await save(plaza, foreign, PLAZA);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    const { Version: _version, ...withoutVersion } = foreign;
    expect((await save(plaza, withoutVersion, PLAZA)).status).toBe(400);
    expect((await tree(token)).byName('Spa y piscina')).toEqual(spa);
  });

  describe('a submenu and its parent cannot overwrite each other (behaviour.md#limits)', () => {
    it("a parent saved from a copy older than its submenu's last save answers 409", async () => {
      const a = await login(ctx.app, HOTEL_STAFF);
      const b = await login(ctx.app, HOTEL_STAFF);
      const { byName } = await tree(a);
      const restaurant = byName('Restaurante');
      const breakfast = byName('Desayunos');

      const renamed = await save(b, {
        ID: breakfast.ID,
        Version: breakfast.Version,
        Name: { ...breakfast.Name, es: 'Desayunos buffet' },
        ParentID: restaurant.ID,
      });
      expect(renamed.status).toBe(200);

      const stale = await save(a, {
        ID: restaurant.ID,
        Version: restaurant.Version,
        Name: restaurant.Name,
        Type: 1,
        Menus: [{ ID: breakfast.ID, Name: breakfast.Name, ORD: 0 }],
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('conflict');
      const after = await tree(a);
      expect(after.byName('Desayunos buffet').ID).toBe(breakfast.ID);
      expect(after.byName('Restaurante').Name).toEqual(restaurant.Name);

      // Reloaded, the parent saves as usual.
      const fresh = after.byName('Restaurante');
      const again = await save(a, { ID: fresh.ID, Version: fresh.Version, Name: fresh.Name });
      expect(again.status).toBe(200);
    });

    it("a submenu saved from a copy older than its parent's save of it answers 409", async () => {
      const a = await login(ctx.app, HOTEL_STAFF);
      const { byName } = await tree(a);
      const restaurant = byName('Restaurante');
      const dinner = byName('Cenas');

      const throughParent = await save(a, {
        ID: restaurant.ID,
        Version: restaurant.Version,
        Name: restaurant.Name,
        Menus: [{ ID: dinner.ID, Name: { ...dinner.Name, es: 'Cenas y copas' }, ORD: 1 }],
      });
      expect(throughParent.status).toBe(200);

      const stale = await save(a, {
        ID: dinner.ID,
        Version: dinner.Version,
        Name: { ...dinner.Name, es: 'Cenas antiguas' },
        ParentID: restaurant.ID,
      });
      expect(stale.status).toBe(409);
      expect((await tree(a)).byName('Cenas y copas').ID).toBe(dinner.ID);
    });

    it('a submenu and its parent saved at the same moment from one copy: one wins, the other gets 409', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      for (let round = 0; round < 4; round++) {
        const { byName } = await tree(token);
        const restaurant = byName('Restaurante');
        const breakfast = restaurant.Menus[0] as Row;
        const statuses = await Promise.all([
          save(token, {
            ID: breakfast.ID,
            Version: breakfast.Version,
            Name: { ...breakfast.Name, es: `Submenú ${round}` },
            ParentID: restaurant.ID,
          }),
          save(token, {
            ID: restaurant.ID,
            Version: restaurant.Version,
            Name: restaurant.Name,
            Menus: [
              { ID: breakfast.ID, Name: { ...breakfast.Name, es: `Padre ${round}` }, ORD: 0 },
            ],
          }),
        ]).then((answers) => answers.map((a) => a.status));
        expect(statuses.sort()).toEqual([200, 409]);
      }
    });

    it('the new submenus a parent save creates keep working as before', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const bars = await menuWithSubmenu(token);
      const added = await save(token, {
        ID: bars.ID,
        Version: bars.Version,
        Name: bars.Name,
        Menus: [{ ID: 'new_2', IsNew: true, Name: { es: 'Bar del lobby' }, ORD: 1 }],
      });
      expect(added.status).toBe(200);
      expect((await tree(token)).byName('Bares').Menus.map((m) => m.Name.es)).toEqual([
        'Bar de la piscina',
        'Bar del lobby',
      ]);
    });
  });

  describe('the tree keeps two levels: menus of submenus above submenus holding blocks (behaviour.md#limits)', () => {
    const refused = async (
      token: string,
      body: Record<string, unknown>,
      fields: string[],
      owner: number = HOTEL,
    ) => {
      const before = await call(ctx.app, token, 'GET', `/api/menus/${owner}`);
      const res = await save(token, body, owner);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('menu_tree');
      expect(res.body.error.fields).toEqual(expect.arrayContaining(fields));
      const after = await call(ctx.app, token, 'GET', `/api/menus/${owner}`);
      expect(after.body).toEqual(before.body);
      return res.body.error.message as string;
    };

    it('a menu of submenus moved under a contents menu is refused and nothing moves', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const bars = await menuWithSubmenu(token);
      const welcome = (await tree(token)).byName('Bienvenida');
      const message = await refused(
        token,
        { ID: bars.ID, Version: bars.Version, Name: bars.Name, ParentID: welcome.ID },
        ['ParentID'],
      );
      expect(message).toMatch(/two levels|2 levels/);
    });

    it('a menu holding submenus cannot become a submenu of a menu of submenus', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const bars = await menuWithSubmenu(token);
      const restaurant = (await tree(token)).byName('Restaurante');
      await refused(
        token,
        { ID: bars.ID, Version: bars.Version, Name: bars.Name, ParentID: restaurant.ID },
        ['ParentID'],
      );
    });

    it('a submenu holds no submenus', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const { byName } = await tree(token);
      const breakfast = byName('Desayunos');
      await refused(
        token,
        {
          ID: breakfast.ID,
          Version: breakfast.Version,
          Name: breakfast.Name,
          Menus: [{ ID: 'new_1', Name: { es: 'Tercer nivel' }, ORD: 0 }],
        },
        ['Menus'],
      );
      await refused(
        token,
        { ID: 'new', Name: { es: 'Tercer nivel' }, Type: 0, ParentID: breakfast.ID },
        ['ParentID'],
      );
      await refused(
        token,
        { ID: breakfast.ID, Version: breakfast.Version, Name: breakfast.Name, Type: 1 },
        ['Type'],
      );
    });

    it('a parent is a menu of submenus of the same owner, other than the menu itself', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const plaza = await login(ctx.app, { email: 'staff@laplaza.local', password: 'demo-pass' });
      const { byName } = await tree(token);
      const spa = byName('Spa y piscina');
      const restaurant = byName('Restaurante');
      await refused(
        token,
        { ID: spa.ID, Version: spa.Version, Name: spa.Name, ParentID: byName('Bienvenida').ID },
        ['ParentID'],
      );
      await refused(token, { ID: spa.ID, Version: spa.Version, Name: spa.Name, ParentID: spa.ID }, [
        'ParentID',
      ]);
      await refused(
        plaza,
        { ID: 'new', Name: { es: 'Ajeno' }, Type: 0, ParentID: restaurant.ID },
        ['ParentID'],
        PLAZA,
      );
    });

    it('a menu of submenus holds no blocks, and keeps its type while it has submenus', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const { byName } = await tree(token);
      const restaurant = byName('Restaurante');
      await refused(
        token,
        {
          ID: restaurant.ID,
          Version: restaurant.Version,
          Name: restaurant.Name,
          Content: [{ ID: 'new_a', Type: 2, ORD: 0, Title: { es: 'Hola' } }],
        },
        ['Content'],
      );
      expect((await call(ctx.app, token, 'GET', `/api/contents/${restaurant.ID}`)).body.total).toBe(
        0,
      );
      await refused(
        token,
        { ID: restaurant.ID, Version: restaurant.Version, Name: restaurant.Name, Type: 0 },
        ['Type'],
      );
      const welcome = byName('Bienvenida');
      await refused(
        token,
        { ID: welcome.ID, Version: welcome.Version, Name: welcome.Name, Type: 1 },
        ['Type'],
      );
    });

    it('a contents menu without submenus moves under a menu of submenus, which gets a new Version', async () => {
      const token = await login(ctx.app, HOTEL_STAFF);
      const { byName } = await tree(token);
      const spa = byName('Spa y piscina');
      const restaurant = byName('Restaurante');
      const moved = await save(token, {
        ID: spa.ID,
        Version: spa.Version,
        Name: spa.Name,
        ParentID: restaurant.ID,
      });
      expect(moved.status).toBe(200);
      const after = await tree(token);
      expect(after.byName('Restaurante').Menus.map((m) => m.ID)).toContain(spa.ID);
      expect(after.byName('Restaurante').Version).toBe(restaurant.Version + 1);
      // Back to the top level: the parent it leaves gets a new Version too.
      const back = await save(token, {
        ID: spa.ID,
        Version: moved.body.Version,
        Name: spa.Name,
        ParentID: null,
      });
      expect(back.status).toBe(200);
      expect((await tree(token)).byName('Restaurante').Version).toBe(restaurant.Version + 2);
    });
  });
});
