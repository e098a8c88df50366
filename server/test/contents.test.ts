import { describe, expect, it } from 'vitest';
import { ADMIN, build, call, databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';

type C = { ID: number; ORD: number; Type: number; MenuID: number; HideMobile: boolean } & Record<
  string,
  unknown
>;

describe.each(databases)('contents on %s', (database) => {
  const ctx = useApp(database);
  const contents = async (token: string, menuId: number) =>
    (await call(ctx.app, token, 'GET', `/api/contents/${menuId}`)).body.data as C[];
  const version = async (token: string, menuId: number) => {
    const list = (await call(ctx.app, token, 'GET', `/api/menus/${HOTEL}`)).body.data as {
      ID: number;
      Version: number;
    }[];
    return list.find((m) => m.ID === menuId)?.Version;
  };

  it('lists a menu contents in ORD order as flat objects', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const list = await contents(token, 1);
    expect(list.map((c) => c.ORD)).toEqual([0, 1, 2, 3, 4]);
    expect(list.map((c) => c.Type)).toEqual([2, 4, 16, 3, 16]);
    expect(list[0]).toEqual({
      ID: list[0]?.ID,
      MenuID: 1,
      Type: 2,
      ORD: 0,
      HideMobile: false,
      Title: expect.objectContaining({ es: 'Bienvenido al Hotel Demo' }),
    });
  });

  it('hide-content flips HideMobile at once and bumps the menu version', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const [first] = await contents(token, 1);
    const res = await call(ctx.app, token, 'PUT', `/api/contents/${first?.ID}/hide-content`, {
      HideMobile: true,
    });
    expect(res.body).toEqual({ ID: first?.ID, HideMobile: true, Version: 2 });
    expect((await contents(token, 1))[0]?.HideMobile).toBe(true);
    expect(await version(token, 1)).toBe(2);
    const bad = await call(ctx.app, token, 'PUT', `/api/contents/${first?.ID}/hide-content`, {
      HideMobile: 'yes',
    });
    expect(bad.status).toBe(400);
  });

  it('move puts the block after the last block of the target menu', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const [first] = await contents(token, 1);
    const spaCount = (await contents(token, 5)).length;
    const res = await call(ctx.app, token, 'PUT', `/api/contents/${first?.ID}/move`, {
      MenuID: 5,
      ORD: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ID: first?.ID, MenuID: 5, ORD: spaCount });
    expect((await contents(token, 5)).at(-1)?.ID).toBe(first?.ID);
    expect((await contents(token, 1)).map((c) => c.ID)).not.toContain(first?.ID);
  });

  it('move refuses a menu that holds submenus, and an unknown menu', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const [first] = await contents(token, 1);
    const toSubmenus = await call(ctx.app, token, 'PUT', `/api/contents/${first?.ID}/move`, {
      MenuID: 2,
    });
    expect(toSubmenus.status).toBe(400);
    expect(toSubmenus.body.error.fields).toEqual(['MenuID']);
    expect(
      (await call(ctx.app, token, 'PUT', `/api/contents/${first?.ID}/move`, { MenuID: 999 }))
        .status,
    ).toBe(404);
  });

  it('delete removes the block and answers affectedRows; again it is 404', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const [first] = await contents(token, 1);
    const res = await call(ctx.app, token, 'DELETE', `/api/contents/${first?.ID}`);
    expect(res.body).toEqual({ affectedRows: 1, Version: 2 });
    expect((await contents(token, 1)).length).toBe(4);
    expect((await call(ctx.app, token, 'DELETE', `/api/contents/${first?.ID}`)).status).toBe(404);
  });

  it('a changed menu never answers its former contents; an unchanged one answers 304 to its ETag', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const first = await ctx.app.inject({
      url: '/api/contents/1',
      headers: { authorization: `Bearer ${token}` },
    });
    const etag = first.headers.etag as string;
    expect(etag).toBe('"contents-1-v1"');
    const again = await ctx.app.inject({
      url: '/api/contents/1',
      headers: { authorization: `Bearer ${token}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const id = first.json().data[0].ID;
    await call(ctx.app, token, 'PUT', `/api/contents/${id}/hide-content`, { HideMobile: true });
    const after = await ctx.app.inject({
      url: '/api/contents/1',
      headers: { authorization: `Bearer ${token}`, 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0].HideMobile).toBe(true);
    await call(ctx.app, token, 'DELETE', `/api/contents/${id}`);
    expect((await contents(token, 1)).map((c) => c.ID)).not.toContain(id);
  });

  it('rich text is sanitized before it is stored', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const payloads = [
      '<p>ok</p><script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p onclick="alert(1)" style="color:#ff0000;position:fixed">rojo</p>',
    ];
    const res = await call(ctx.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ID: 'new',
      Name: { es: 'XSS' },
      Type: 0,
      Content: payloads.map((html, i) => ({
        ID: `new_${i}`,
        Type: 16,
        ORD: i,
        Text: { es: html },
      })),
    });
    expect(res.status).toBe(200);
    const stored = (await contents(token, res.body.newID)).map(
      (c) => (c.Text as { es: string }).es,
    );
    expect(stored).toEqual([
      '<p>ok</p>',
      '',
      '<a rel="noopener noreferrer">x</a>',
      '',
      '<p style="color:#ff0000">rojo</p>',
    ]);
  });

  it('common-menu contents are written by admins only', async () => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const admin = await login(ctx.app, ADMIN);
    const common = (await call(ctx.app, staff, 'GET', '/api/menus/0000')).body.data[0].ID as number;
    const [block] = await contents(staff, common);
    expect(block).toBeDefined();
    const url = `/api/contents/${block?.ID}/hide-content`;
    expect((await call(ctx.app, staff, 'PUT', url, { HideMobile: true })).status).toBe(403);
    expect((await call(ctx.app, admin, 'PUT', url, { HideMobile: true })).status).toBe(200);
  });
});

describe('a menu loads and saves with a fixed number of queries', () => {
  it('whatever its size', async () => {
    const queries: string[] = [];
    const { app, close } = await build('sqlite', { onQuery: (sql) => queries.push(sql) });
    try {
      const token = await login(app, HOTEL_STAFF);
      const count = async (blocks: number) => {
        const Content = Array.from({ length: blocks }, (_, i) => ({
          ID: `new_${i}`,
          Type: 16,
          ORD: i,
          Text: { es: `<p>${i}</p>` },
        }));
        queries.length = 0;
        const created = await call(app, token, 'PUT', `/api/menus/${HOTEL}`, {
          ID: 'new',
          Name: { es: 'n' },
          Type: 0,
          Content,
        });
        const saveNew = queries.length;
        queries.length = 0;
        const list = await call(app, token, 'GET', `/api/contents/${created.body.newID}`);
        const load = queries.length;
        queries.length = 0;
        await call(app, token, 'PUT', `/api/menus/${HOTEL}`, {
          ID: created.body.newID,
          Version: created.body.Version,
          Name: { es: 'n' },
          Content: list.body.data,
        });
        return { saveNew, load, saveExisting: queries.length };
      };
      const small = await count(3);
      const large = await count(150);
      expect(large).toEqual(small);
    } finally {
      await close();
    }
  });
});
