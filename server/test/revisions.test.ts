import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
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

type Block = { ID: number; Type: number; ORD: number; Text?: { es: string } };

const text = (ID: string | number, ORD: number, es: string) => ({
  ID,
  Type: 16,
  ORD,
  Text: { es: `<p>${es}</p>` },
});

describe.each(databases)('menu revisions on %s', (database) => {
  const ctx = useApp(database, { menuRevisionsKeep: 3 });

  const createMenu = async (token: string, owner: string | number = HOTEL) => {
    const res = await call(ctx.app, token, 'PUT', `/api/menus/${owner}`, {
      ID: 'new',
      Name: { es: 'Carta de vinos' },
      Type: 0,
      Content: [text('new_a', 0, 'uno'), text('new_b', 1, 'dos'), text('new_c', 2, 'tres')],
    });
    expect(res.status).toBe(200);
    return res.body as { newID: number; Version: number };
  };
  const blocksOf = async (token: string, menuId: number) =>
    (await call(ctx.app, token, 'GET', `/api/contents/${menuId}`)).body.data as Block[];
  const revisions = (token: string, menuId: number, owner: string | number = HOTEL, q = '') =>
    call(ctx.app, token, 'GET', `/api/menus/${owner}/${menuId}/revisions${q}`);

  it('keeps a revision per save with who, when, a summary and the snapshot', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menu = await createMenu(staff);
    const [one, two, three] = await blocksOf(staff, menu.newID);
    const saved = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
      ID: menu.newID,
      Version: menu.Version,
      Name: { es: 'Vinos' },
      Content: [
        { ...one, Text: { es: '<p>uno cambiado</p>' } },
        { ...three, ORD: 1 },
        text('new_d', 2, 'cuatro'),
      ],
      RemovedContent: [two?.ID],
    });
    expect(saved.status).toBe(200);
    expect((await blocksOf(staff, menu.newID)).map((b) => b.Text?.es)).toEqual([
      '<p>uno cambiado</p>',
      '<p>tres</p>',
      '<p>cuatro</p>',
    ]);

    const list = await revisions(staff, menu.newID);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const [newest, oldest] = list.body.data;
    expect(newest.UserName).toBe('Lucía Pérez');
    expect(Date.now() - Date.parse(newest.CreatedAt)).toBeLessThan(60_000);
    expect(newest.ID).toBeGreaterThan(oldest.ID);
    expect(oldest.Summary).toMatchObject({ kind: 'created', added: 3, blocks: 3 });
    expect(newest.Summary).toEqual({
      kind: 'changed',
      blocks: 3,
      added: 1,
      removed: 1,
      edited: 1,
      moved: 1,
      fields: ['Name'],
    });

    const first = await call(
      ctx.app,
      staff,
      'GET',
      `/api/menus/${HOTEL}/${menu.newID}/revisions/${oldest.ID}`,
    );
    expect(first.status).toBe(200);
    expect(first.body.Snapshot.Menu).toMatchObject({
      ID: menu.newID,
      Name: { es: 'Carta de vinos' },
    });
    expect(first.body.Snapshot.Content.map((b: Block) => [b.ID, b.Text?.es])).toEqual([
      [one?.ID, '<p>uno</p>'],
      [two?.ID, '<p>dos</p>'],
      [three?.ID, '<p>tres</p>'],
    ]);
    // The snapshot is what GET answered right after that save.
    const latest = await call(
      ctx.app,
      staff,
      'GET',
      `/api/menus/${HOTEL}/${menu.newID}/revisions/${newest.ID}`,
    );
    expect(latest.body.Snapshot.Content).toEqual(await blocksOf(staff, menu.newID));
    expect(latest.body.Snapshot.Menu.Version).toBe(menu.Version + 1);
  });

  const seededMenu = async (token: string, name: string) => {
    const tree = (await call(ctx.app, token, 'GET', `/api/menus/${HOTEL}`)).body.data as {
      ID: number;
      Version: number;
      Name: { es: string };
      Menus?: { ID: number; Version: number; Name: { es: string } }[];
    }[];
    const menu = tree.flatMap((m) => [m, ...(m.Menus ?? [])]).find((m) => m.Name.es === name);
    if (!menu) throw new Error(`no seeded menu ${name}`);
    return menu;
  };

  it('keeps a seeded menu as its original, restorable after saves and pruning', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menu = await seededMenu(staff, 'Cenas');
    const seeded = await blocksOf(staff, menu.ID);
    const before = await revisions(staff, menu.ID);
    expect(before.body.data.map((r: { Summary: { kind: string } }) => r.Summary)).toEqual([
      {
        kind: 'original',
        blocks: seeded.length,
        added: 0,
        removed: 0,
        edited: 0,
        moved: 0,
        fields: [],
      },
    ]);
    let version = menu.Version;
    // More saves than MENU_REVISIONS_KEEP (3): the original is never pruned.
    for (let i = 0; i < 4; i += 1) {
      const res = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
        ID: menu.ID,
        Version: version,
        Name: { es: `Cenas ${i}` },
        RemovedContent: i === 0 ? [seeded[1]?.ID] : [],
      });
      expect(res.status).toBe(200);
      version = res.body.Version;
    }
    const list = await revisions(staff, menu.ID);
    const kinds = list.body.data.map((r: { Summary: { kind: string } }) => r.Summary.kind);
    expect(kinds).toEqual(['changed', 'changed', 'changed', 'original']);
    const original = list.body.data[3];
    expect(original.UserName).toBe('');
    const full = await call(
      ctx.app,
      staff,
      'GET',
      `/api/menus/${HOTEL}/${menu.ID}/revisions/${original.ID}`,
    );
    expect(full.body.Snapshot.Menu.Name.es).toBe('Cenas');
    expect(full.body.Snapshot.Content).toEqual(seeded);
  });

  it('keeps the original of a menu from before revisions before a block is deleted alone', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menu = await seededMenu(staff, 'Cenas');
    // A database migrated from before revisions were kept: the menu has none.
    await ctx.app.deps.db.deleteFrom('menu_revisions').where('MenuID', '=', menu.ID).execute();
    const seeded = await blocksOf(staff, menu.ID);
    const gone = await call(ctx.app, staff, 'DELETE', `/api/contents/${seeded[1]?.ID}`);
    expect(gone.status).toBe(200);
    const list = await revisions(staff, menu.ID);
    expect(list.body.total).toBe(1);
    const full = await call(
      ctx.app,
      staff,
      'GET',
      `/api/menus/${HOTEL}/${menu.ID}/revisions/${list.body.data[0].ID}`,
    );
    expect(full.body.Summary.kind).toBe('original');
    expect(full.body.Snapshot.Content).toEqual(seeded);
  });

  it('keeps only the newest revisions, pruning in the save', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menu = await createMenu(staff);
    let version = menu.Version;
    for (let i = 0; i < 4; i += 1) {
      const res = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
        ID: menu.newID,
        Version: version,
        Name: { es: `Vinos ${i}` },
      });
      version = res.body.Version;
    }
    const list = await revisions(staff, menu.newID);
    expect(list.body.total).toBe(3);
    expect(list.body.data.map((r: { Summary: { fields: string[] } }) => r.Summary.fields)).toEqual([
      ['Name'],
      ['Name'],
      ['Name'],
    ]);
    const page = await revisions(staff, menu.newID, HOTEL, '?page=2&size=2');
    expect(page.body).toMatchObject({ total: 3, data: [{ ID: list.body.data[2].ID }] });
    // The created revision was pruned: the oldest kept is the second rename.
    const oldestKept = list.body.data[2].ID;
    const gone = await call(
      ctx.app,
      staff,
      'GET',
      `/api/menus/${HOTEL}/${menu.newID}/revisions/${oldestKept - 2}`,
    );
    expect(gone.status).toBe(404);
  });

  it('keeps no revision for a refused save', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menu = await createMenu(staff);
    const stale = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
      ID: menu.newID,
      Version: menu.Version + 5,
      Name: { es: 'x' },
    });
    expect(stale.status).toBe(409);
    const [block] = await blocksOf(staff, menu.newID);
    const both = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
      ID: menu.newID,
      Version: menu.Version,
      Name: { es: 'x' },
      Content: [block],
      RemovedContent: [block?.ID],
    });
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toEqual(['RemovedContent.0']);
    expect((await revisions(staff, menu.newID)).body.total).toBe(1);
  });

  it("removes only this menu's blocks", async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menu = await createMenu(staff);
    const other = await blocksOf(staff, 1);
    const res = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
      ID: menu.newID,
      Version: menu.Version,
      Name: { es: 'x' },
      RemovedContent: other.map((b) => b.ID),
    });
    expect(res.status).toBe(200);
    expect(await blocksOf(staff, 1)).toEqual(other);
  });

  it("refuses another enterprise's revisions (403)", async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const menu = await createMenu(staff);
    const [revision] = (await revisions(staff, menu.newID)).body.data;
    for (const url of [
      `/api/menus/${HOTEL}/${menu.newID}/revisions`,
      `/api/menus/${HOTEL}/${menu.newID}/revisions/${revision.ID}`,
      `/api/menus/${PLAZA}/${menu.newID}/revisions`,
      `/api/menus/${PLAZA}/${menu.newID}/revisions/${revision.ID}`,
    ]) {
      const res = await call(ctx.app, plaza, 'GET', url);
      expect(res.status, url).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
  });

  it('shows common menus’ revisions to administrators only', async () => {
    const admin = await login(ctx.app, ADMIN);
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menu = await createMenu(admin, '0000');
    expect((await revisions(admin, menu.newID, '0000')).body.total).toBe(1);
    expect((await revisions(staff, menu.newID, '0000')).status).toBe(403);
  });

  it('answers 400 for malformed ids and 404 for unknown ones', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menu = await createMenu(staff);
    const [revision] = (await revisions(staff, menu.newID)).body.data;
    for (const url of [
      `/api/menus/${HOTEL}/abc/revisions`,
      `/api/menus/${HOTEL}/0/revisions`,
      `/api/menus/${HOTEL}/${menu.newID}/revisions/-1`,
      `/api/menus/${HOTEL}/${menu.newID}/revisions/1.5`,
      `/api/menus/${HOTEL}/${menu.newID}/revisions/99999999999`,
      `/api/menus/not-an-owner!/${menu.newID}/revisions`,
      `/api/menus/${HOTEL}/${menu.newID}/revisions?size=1000`,
      `/api/menus/${HOTEL}/${menu.newID}/revisions?page=0`,
    ]) {
      expect((await call(ctx.app, staff, 'GET', url)).status, url).toBe(400);
    }
    const other = await createMenu(staff);
    for (const url of [
      `/api/menus/${HOTEL}/999999/revisions`,
      `/api/menus/${HOTEL}/${menu.newID}/revisions/999999`,
      // A revision of another menu is not this menu's.
      `/api/menus/${HOTEL}/${other.newID}/revisions/${revision.ID}`,
    ]) {
      expect((await call(ctx.app, staff, 'GET', url)).status, url).toBe(404);
    }
  });

  it('drops the revisions with their menu', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menu = await createMenu(staff);
    expect((await call(ctx.app, staff, 'DELETE', `/api/menus/${menu.newID}`)).status).toBe(200);
    expect((await revisions(staff, menu.newID)).status).toBe(404);
  });
});

describe('MENU_REVISIONS_KEEP', () => {
  it('defaults to 50 and takes a positive integer, refusing anything else at start', () => {
    expect(loadConfig({}).menuRevisionsKeep).toBe(50);
    expect(loadConfig({ MENU_REVISIONS_KEEP: '7' }).menuRevisionsKeep).toBe(7);
    for (const bad of ['0', '-3', '2.5', 'many']) {
      expect(() => loadConfig({ MENU_REVISIONS_KEEP: bad }), bad).toThrow(/MENU_REVISIONS_KEEP/);
    }
  });
});
