import { describe, expect, it } from 'vitest';
import { ORDERING_ON, settingsUrl } from './dish-order-fixtures.ts';
import {
  ADMIN,
  build,
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';

// Hotel Demo is in Europe/Madrid (UTC+1 in November); the server's clock is UTC and set by the test.
const AT_21_MADRID = new Date('2026-11-24T20:00:00Z');
const AT_19_MADRID = new Date('2026-11-24T18:00:00Z');
let clockNow = AT_21_MADRID;
const queries: string[] = [];
const EVENING = {
  IsTemp: true,
  Per: 0,
  IsAllTimes: false,
  TimeStart: 20 * 60,
  TimeEnd: 23 * 60,
} as const;

type Json = Record<string, unknown>;
type GuestMenu = Json & { ID: number; Name: string; Menus: GuestMenu[]; _fallback: string[] };

describe.each(databases)('guest public reads on %s', (database) => {
  const ctx = useApp(database, {
    clock: () => clockNow,
    onQuery: (statement) => queries.push(statement),
  });
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, headers: res.headers, body: res.body ? res.json() : null };
  };
  const tree = async (lang = 'es') =>
    (await get(`/api/public/guest/${HOTEL}/menus?lang=${lang}`)).body.data as GuestMenu[];
  const names = (menus: GuestMenu[]) => menus.map((m) => m.Name);

  /** A hotel menu saved by its staff, as the editor does; answers its id. */
  const saveMenu = async (menu: Json) => {
    const staff = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
      ID: 'new',
      Type: 0,
      ...menu,
    });
    expect(res.status).toBe(200);
    return res.body.newID as number;
  };

  it('answers the venue: languages (default first), time zone, style, no secrets', async () => {
    clockNow = AT_21_MADRID;
    const res = await get(`/api/public/guest/${HOTEL}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ID: HOTEL,
      Name: 'Hotel Demo',
      Languages: ['es', 'en', 'de', 'fr'],
      TimeZone: 'Europe/Madrid',
      Style: { enterpriseColor: '#00695c', Font: 'Roboto', withGradient: true },
      // The demo hotel takes orders (its dish-orders-config).
      Ordering: true,
      IncludeExtras: true,
    });
    expect(res.body).not.toHaveProperty('TranslationProvider');
    expect(res.body).not.toHaveProperty('Permission');
    expect(res.headers['cache-control']).toBe('public, max-age=30, must-revalidate');
    const again = await get(`/api/public/guest/${HOTEL}`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('says whether the venue takes orders now, and shows the logo its settings stored', async () => {
    clockNow = AT_21_MADRID;
    const admin = await login(ctx.app, ADMIN);
    const off = { ...ORDERING_ON, OrderingEnabled: false };
    expect((await call(ctx.app, admin, 'PUT', settingsUrl(HOTEL), off)).status).toBe(200);
    await ctx.app.deps.db
      .updateTable('enterprises')
      .set({ Logo: '/uploads/1/logo.webp' })
      .where('ID', '=', HOTEL)
      .execute();
    const res = await get(`/api/public/guest/${HOTEL}`);
    expect(res.body).toMatchObject({ Ordering: false, Logo: '/uploads/1/logo.webp' });
  });

  it('answers the menu tree in the asked language, submenus under their menu', async () => {
    clockNow = AT_21_MADRID;
    const menus = await tree('en');
    expect(names(menus)).toEqual([
      'Welcome',
      'Restaurant',
      'Spa and pool',
      'Activities',
      'Hotel information',
    ]);
    expect(names(menus[1]?.Menus ?? [])).toEqual(['Breakfast', 'Dinner']);
    expect(menus[0]).toMatchObject({ Type: 0, ORD: 0, Common: false, _fallback: [] });
  });

  it('falls back to the default language and flags it', async () => {
    clockNow = AT_21_MADRID;
    const id = await saveMenu({
      Name: { es: 'Terraza', en: '' },
      Content: [{ ID: 'new_1', Type: 2, ORD: 0, Title: { es: 'Hola', en: 'Hello' } }],
    });
    const menu = (await tree('en')).find((m) => m.ID === id);
    expect(menu).toMatchObject({ Name: 'Terraza', _fallback: ['Name'] });
    const page = await get(`/api/public/guest/${HOTEL}/menus/${id}?lang=en`);
    expect(page.body).toMatchObject({ Name: 'Terraza', _fallback: ['Name'] });
    expect(page.body.Blocks[0]).toMatchObject({ Key: 'title', Title: 'Hello', _fallback: [] });
  });

  it('shows a menu available 20:00–23:00 at 21:00 venue time, not at 19:00', async () => {
    const id = await saveMenu({
      Name: { es: 'Cena', en: 'Dinner' },
      IsTemp: true,
      Availability: EVENING,
      Content: [{ ID: 'new_1', Type: 2, ORD: 0, Title: { es: 'Carta' } }],
    });
    clockNow = AT_21_MADRID;
    expect((await tree()).map((m) => m.ID)).toContain(id);
    expect((await get(`/api/public/guest/${HOTEL}/menus/${id}`)).status).toBe(200);
    clockNow = AT_19_MADRID;
    expect((await tree()).map((m) => m.ID)).not.toContain(id);
    expect((await get(`/api/public/guest/${HOTEL}/menus/${id}`)).status).toBe(404);
    // Where the venue's wall clock and UTC disagree: 20:30 in Madrid is 19:30 UTC, 23:30 is 22:30.
    clockNow = new Date('2026-11-24T19:30:00Z');
    expect((await tree()).map((m) => m.ID)).toContain(id);
    clockNow = new Date('2026-11-24T22:30:00Z');
    expect((await tree()).map((m) => m.ID)).not.toContain(id);
  });

  it('leaves out blocks hidden on mobile or out of their hours, judged at each request', async () => {
    const id = await saveMenu({
      Name: { es: 'Bar' },
      Content: [
        { ID: 'new_1', Type: 2, ORD: 0, Title: { es: 'Siempre' } },
        { ID: 'new_2', Type: 2, ORD: 1, Title: { es: 'Oculto' }, HideMobile: true },
        { ID: 'new_3', Type: 2, ORD: 2, Title: { es: 'Noche' }, ...EVENING },
      ],
    });
    const titles = async () =>
      (await get(`/api/public/guest/${HOTEL}/menus/${id}`)).body.Blocks.map((b: Json) => b.Title);
    clockNow = AT_21_MADRID;
    expect(await titles()).toEqual(['Siempre', 'Noche']);
    clockNow = AT_19_MADRID;
    expect(await titles()).toEqual(['Siempre']);
  });

  it('keeps private menus out of the tree and answers them 404', async () => {
    clockNow = AT_21_MADRID;
    const id = await saveMenu({ Name: { es: 'Personal' }, Private: true });
    expect((await tree()).map((m) => m.ID)).not.toContain(id);
    expect((await get(`/api/public/guest/${HOTEL}/menus/${id}`)).status).toBe(404);
  });

  it('shows a common menu only to the venues whose users it is assigned to', async () => {
    clockNow = AT_21_MADRID;
    const admin = await login(ctx.app, ADMIN);
    const common = (await call(ctx.app, admin, 'GET', '/api/menus/0000')).body.data[0].ID;
    const page = `/api/public/guest/${HOTEL}/menus/${common}`;
    expect((await tree()).map((m) => m.ID)).not.toContain(common);
    expect((await get(page)).status).toBe(404);
    // User 3 is Hotel Demo's reception.
    const assign = await call(ctx.app, admin, 'PUT', `/api/menus/common/${common}/users`, [3]);
    expect(assign.status).toBe(200);
    const menus = await tree();
    expect(menus.at(-1)).toMatchObject({ ID: common, Common: true, Name: 'Información útil' });
    expect((await get(page)).body.Blocks.length).toBe(2);
    const plaza = await get(`/api/public/guest/${PLAZA}/menus`);
    expect(plaza.body.data.map((m: Json) => m.ID)).not.toContain(common);
    expect((await get(`/api/public/guest/${PLAZA}/menus/${common}`)).status).toBe(404);
  });

  it("answers the same 404 for an unknown venue or menu and another venue's menu", async () => {
    clockNow = AT_21_MADRID;
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const plazaMenu = (await call(ctx.app, plaza, 'GET', `/api/menus/${PLAZA}`)).body.data[0].ID;
    expect((await get(`/api/public/guest/${PLAZA}/menus/${plazaMenu}`)).status).toBe(200);
    const answers = await Promise.all(
      [
        `/api/public/guest/${HOTEL}/menus/${plazaMenu}`,
        `/api/public/guest/${HOTEL}/menus/999999`,
        '/api/public/guest/999999/menus/1',
        '/api/public/guest/999999/menus',
        '/api/public/guest/999999',
      ].map((url) => get(url)),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'menu not found' } });
    }
  });

  it('refuses a language the venue does not speak, or a malformed one, with 400', async () => {
    for (const lang of ['it', 'EN!', '']) {
      const res = await get(`/api/public/guest/${HOTEL}/menus?lang=${lang}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toContain('lang');
    }
  });

  it('takes at= only with a staff token of the venue, and then judges availability then', async () => {
    clockNow = AT_19_MADRID;
    const id = await saveMenu({ Name: { es: 'Cena' }, IsTemp: true, Availability: EVENING });
    const at = encodeURIComponent(AT_21_MADRID.toISOString());
    const url = `/api/public/guest/${HOTEL}/menus?at=${at}`;
    const anonymous = await get(url);
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.error.fields).toEqual(['at']);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    expect((await get(url, { authorization: `Bearer ${plaza}` })).status).toBe(403);
    expect((await get(url, { authorization: 'Bearer not-a-token' })).status).toBe(401);
    const staff = await login(ctx.app, HOTEL_STAFF);
    const preview = await get(url, { authorization: `Bearer ${staff}` });
    expect(preview.status).toBe(200);
    expect(preview.body.data.map((m: Json) => m.ID)).toContain(id);
    expect(preview.headers['cache-control']).toBe('private, no-cache');
    expect((await tree()).map((m) => m.ID)).not.toContain(id);
    // A session ended (here by "close other sessions" from another login) previews nothing more.
    const other = await login(ctx.app, HOTEL_STAFF);
    await call(ctx.app, other, 'POST', '/api/auth/sessions/end-others');
    expect((await get(url, { authorization: `Bearer ${staff}` })).status).toBe(401);
  });

  it('shows a save from the editor at the next request, with a new ETag', async () => {
    clockNow = AT_21_MADRID;
    const staff = await login(ctx.app, HOTEL_STAFF);
    const url = `/api/public/guest/${HOTEL}/menus/1?lang=es`;
    const before = await get(url);
    expect(before.status).toBe(200);
    expect((await get(url, { 'if-none-match': String(before.headers.etag) })).status).toBe(304);
    const block = before.body.Blocks[0];
    const saved = await call(ctx.app, staff, 'PUT', `/api/menus/${HOTEL}`, {
      ID: 1,
      Name: { es: 'Bienvenida' },
      Version: (await call(ctx.app, staff, 'GET', `/api/menus/${HOTEL}`)).body.data[0].Version,
      Content: [{ ID: block.ID, Type: 2, ORD: 0, Title: { es: 'Bienvenidos de nuevo' } }],
    });
    expect(saved.body).toMatchObject({ newID: 1 });
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.body.Blocks[0].Title).toBe('Bienvenidos de nuevo');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("shows a dish's extras in the guest's language, and a change to them at the next read", async () => {
    clockNow = AT_21_MADRID;
    const staff = await login(ctx.app, HOTEL_STAFF);
    const menuId = await saveMenu({
      Name: { es: 'Hamburguesas' },
      ORD: 30,
      Content: [
        { ID: 'new_dish', Type: 27, ORD: 0, FoodName: { es: 'Clásica' }, FoodPrice: 11 },
        { ID: 'new_plain', Type: 27, ORD: 1, FoodName: { es: 'Sin extras' }, FoodPrice: 9 },
      ],
    });
    const url = `/api/public/guest/${HOTEL}/menus/${menuId}?lang=en`;
    const [dish] = (await get(url)).body.Blocks as { ID: number }[];
    const extras = `/api/private/dish-orders/${HOTEL}/extras/${dish?.ID}`;
    const extra = (es: string, en: string, Price: number) => ({
      ExtraID: 'new',
      MenuContentID: dish?.ID,
      Name: { es, en },
      Price,
    });
    expect(
      (
        await call(ctx.app, staff, 'PUT', extras, [
          extra('Queso', 'Cheese', 1.5),
          extra('Huevo', '', 1),
        ])
      ).status,
    ).toBe(200);

    const first = await get(url);
    const [withExtras, plain] = first.body.Blocks as Json[];
    expect(withExtras).toMatchObject({
      Extras: [
        { Name: 'Cheese', Price: 1.5 },
        { Name: 'Huevo', Price: 1 },
      ],
    });
    expect(withExtras?._fallback).toContain('Extras');
    expect(plain).not.toHaveProperty('Extras');

    // Not a menu save (the editor keeps its Version), yet the next read has the new list.
    expect((await call(ctx.app, staff, 'PUT', extras, [extra('Bacon', 'Bacon', 2)])).status).toBe(
      200,
    );
    const second = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(second.status).toBe(200);
    expect((second.body.Blocks as Json[])[0]?.Extras).toEqual([
      { ID: expect.any(Number), Name: 'Bacon', Price: 2 },
    ]);
  });

  it('sends no extras for a venue that does not show them (IncludeExtras off)', async () => {
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const saved = await call(ctx.app, plaza, 'PUT', `/api/menus/${PLAZA}`, {
      ID: 'new',
      Type: 0,
      Name: { es: 'Carta' },
      Content: [{ ID: 'new_dish', Type: 27, ORD: 0, FoodName: { es: 'Tortilla' } }],
    });
    const menuId = saved.body.newID as number;
    const url = `/api/public/guest/${PLAZA}/menus/${menuId}`;
    const [dish] = (await get(url)).body.Blocks as { ID: number }[];
    const put = await call(
      ctx.app,
      plaza,
      'PUT',
      `/api/private/dish-orders/${PLAZA}/extras/${dish?.ID}`,
      [{ ExtraID: 'new', MenuContentID: dish?.ID, Name: { es: 'Cebolla' }, Price: 0.5 }],
    );
    expect(put.status).toBe(200);
    expect((await get(url)).body.Blocks[0]).not.toHaveProperty('Extras');
  });

  it('sends nothing staff-only: no e-mails of users or forms, no keys, no owners', async () => {
    clockNow = AT_21_MADRID;
    const id = await saveMenu({
      Name: { es: 'Reservas' },
      Content: [
        {
          ID: 'new_1',
          Type: 29,
          ORD: 0,
          FormDestinationMail: 'reservas-interno@hotel-demo.local',
          FormTextBtn: { es: 'Enviar' },
        },
        {
          ID: 'new_2',
          Type: 16,
          ORD: 1,
          Text: { es: '<p>It#$#s <a href="https://x.test">ok</a></p>' },
        },
        {
          ID: 'new_3',
          Type: 5,
          ORD: 2,
          IframeURL: 'https://booking.example.com/',
          IframeHeight: 300,
        },
      ],
    });
    const page = await get(`/api/public/guest/${HOTEL}/menus/${id}`);
    expect(page.body.Blocks.map((b: Json) => b.Key)).toEqual(['form', 'text', 'iframe']);
    expect(page.body.Blocks[1].Text).toBe(
      '<p>It\'s <a href="https://x.test" rel="noopener noreferrer">ok</a></p>',
    );
    expect(page.body.Blocks[2]).toMatchObject({ IframeURLAllowListed: false });
    const answers = [
      page,
      await get(`/api/public/guest/${HOTEL}`),
      await get(`/api/public/guest/${HOTEL}/menus`),
      ...(await Promise.all(
        (await tree()).map((m) => get(`/api/public/guest/${HOTEL}/menus/${m.ID}`)),
      )),
    ];
    for (const res of answers) {
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/@hotel-demo\.local|@carta\.local|@laplaza\.local/);
      expect(text).not.toMatch(/FormDestinationMail|Owner|EnterpriseID|UserID|Version|Permission/);
      expect(text).not.toMatch(/contentTypes\.|nameKey|Translation/);
      expect(text).not.toMatch(/La Plaza|Carta del día|Jorge/);
    }
  });

  it("answers a kept page anew when its venue's languages, its parent or its assignment change", async () => {
    clockNow = AT_21_MADRID;
    const admin = await login(ctx.app, ADMIN);
    const page = async (id: number, lang = '') =>
      get(`/api/public/guest/${HOTEL}/menus/${id}${lang ? `?lang=${lang}` : ''}`);
    // The venue's first language is the default one: its order is part of the answer.
    const welcome = (await tree())[0]?.ID ?? 0;
    expect((await page(welcome)).body.Name).toBe('Bienvenida');
    expect((await page(welcome)).body.Name).toBe('Bienvenida');
    const venue = `/api/enterprises/${HOTEL}`;
    const swapped = await call(ctx.app, admin, 'PUT', venue, {
      Languages: ['en', 'es', 'de', 'fr'],
    });
    expect(swapped.status).toBe(200);
    expect((await page(welcome)).body.Name).toBe('Welcome');
    // A submenu is shown while its parent is: a parent made private (here without a save, so the
    // submenu's Version is unchanged) hides it at the next read.
    const restaurant = (await tree('en')).find((m) => m.Name === 'Restaurant');
    const breakfast = restaurant?.Menus[0]?.ID ?? 0;
    expect((await page(breakfast, 'en')).status).toBe(200);
    expect((await page(breakfast, 'en')).status).toBe(200);
    await ctx.app.deps.db
      .updateTable('menus')
      .set({ Private: 1 })
      .where('ID', '=', restaurant?.ID ?? 0)
      .execute();
    expect((await page(breakfast, 'en')).status).toBe(404);
    // A common menu unassigned from the venue's users is out of its reach at once.
    const common = (await call(ctx.app, admin, 'GET', '/api/menus/0000')).body.data[0].ID;
    const users = `/api/menus/common/${common}/users`;
    expect((await call(ctx.app, admin, 'PUT', users, [3])).status).toBe(200);
    expect((await page(common, 'es')).status).toBe(200);
    expect((await page(common, 'es')).status).toBe(200);
    expect((await call(ctx.app, admin, 'PUT', users, [])).status).toBe(200);
    expect((await page(common, 'es')).status).toBe(404);
  });

  it('reads a menu page again with one query, whatever its size (built once per Version)', async () => {
    clockNow = AT_21_MADRID;
    const Content = Array.from({ length: 120 }, (_, i) => ({
      ID: `new_${i}`,
      Type: 2,
      ORD: i,
      Title: { es: `Bloque ${i}` },
    }));
    const id = await saveMenu({ Name: { es: 'Grande' }, Content });
    const url = `/api/public/guest/${HOTEL}/menus/${id}?lang=es`;
    expect((await get(url)).body.Blocks).toHaveLength(120);
    queries.length = 0;
    expect((await get(url)).body.Blocks).toHaveLength(120);
    expect(queries).toHaveLength(1);
  });
});

describe.each(databases)('guest page read limit on %s', (database) => {
  it('answers 429 past GUEST_RATE_LIMIT per client address, a kept page too', async () => {
    const { app, close } = await build(database, { guestRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const read = (ip: string) =>
        app.inject({
          method: 'GET',
          url: `/api/public/guest/${HOTEL}/menus/1?lang=es`,
          remoteAddress: ip,
        });
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await read('10.9.0.1'));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
      expect(answers[2]?.headers['x-ratelimit-remaining']).toBe('0');
      expect(answers[3]?.json().error.code).toBe('rate_limited');
      expect((await read('10.9.0.2')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
