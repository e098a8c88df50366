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

const importUrl = (ws: number, kind: string) => `/api/catalogues/${ws}/${kind}`;
const formsUrl = (ws: number) => `/api/enterprises/${ws}/form-cio`;

describe.each(databases)('catalogue imports on %s', (database) => {
  const ctx = useApp(database);

  it('replaces a kind with the list sent, keeping given ids and never reusing old ones', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'forms'), [
      { ID: 2, Name: 'Reserva de spa (nueva)' },
      { Name: '  Alta de socio  ' },
      { ID: 10, Name: 'Bolsa de empleo' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { ID: 11, Name: 'Alta de socio' },
        { ID: 10, Name: 'Bolsa de empleo' },
        { ID: 2, Name: 'Reserva de spa (nueva)' },
      ],
      total: 3,
    });
    expect((await call(ctx.app, token, 'GET', formsUrl(HOTEL))).body).toEqual(res.body);
    // Ids 1 and 3 were dropped: a new entry gets 12, not one of them.
    const next = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'forms'), [{ Name: 'Otra' }]);
    expect(next.body).toEqual({ data: [{ ID: 12, Name: 'Otra' }], total: 1 });
    const emptied = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'forms'), []);
    expect(emptied.body).toEqual({ data: [], total: 0 });
    // Other kinds and other enterprises are untouched.
    expect(
      (await call(ctx.app, token, 'GET', `/api/enterprises/${HOTEL}/interactive-maps`)).body.total,
    ).toBe(3);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    expect((await call(ctx.app, plaza, 'GET', formsUrl(PLAZA))).body.total).toBe(1);
  });

  it.each([
    ['weekly-menus', `/api/contents/${HOTEL}/weekly-menu-content-id`],
    ['channel-list-types', `/api/contents/${HOTEL}/channel-list-type/`],
    ['interactive-maps', `/api/enterprises/${HOTEL}/interactive-maps`],
  ])('imports %s, read back by its list call', async (kind, listUrl) => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, token, 'PUT', importUrl(HOTEL, kind), [
      { ID: 7, Name: 'Zeta' },
      { ID: 8, Name: 'Alfa' },
    ]);
    expect(res.body).toEqual({
      data: [
        { ID: 8, Name: 'Alfa' },
        { ID: 7, Name: 'Zeta' },
      ],
      total: 2,
    });
    expect((await call(ctx.app, token, 'GET', listUrl)).body).toEqual(res.body);
  });

  it('imports channels whose ChannelListType names one of the enterprise’s list types', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'channels'), [
      { ID: 1, Name: 'La 1 HD', ChannelListType: 1 },
      { Name: 'Cartoon Network', ChannelListType: 4 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { ID: 14, Name: 'Cartoon Network', ChannelListType: 4 },
      { ID: 1, Name: 'La 1 HD', ChannelListType: 1 },
    ]);
    const unknown = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'channels'), [
      { Name: 'Uno', ChannelListType: 1 },
      { Name: 'Dos', ChannelListType: 99 },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual(['1.ChannelListType']);
    const list = await call(ctx.app, token, 'GET', `/api/contents/${HOTEL}/channel-list/`);
    expect(list.body).toEqual(res.body);
  });

  it('imports external menus with a translatable Name, served by menu-ext', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'external-menus'), [
      { ID: 5, ExternalID: 'desayuno', Name: { es: 'Desayunos', en: 'Breakfast' } },
      { Name: { en: 'Snacks' } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { ID: 5, ExternalID: 'desayuno', Name: { es: 'Desayunos', en: 'Breakfast' } },
      { ID: 6, ExternalID: null, Name: { en: 'Snacks' } },
    ]);
    const ext = await call(ctx.app, null, 'GET', `/api/v1/public/workspaces/${HOTEL}/menu-ext/`);
    expect(ext.body).toEqual(res.body.data);
  });

  it.each([
    ['forms', [{ Name: '' }], '0.Name'],
    ['forms', [{ Name: 'x'.repeat(201) }], '0.Name'],
    ['forms', [{ Name: 'Uno' }, { Name: 7 }], '1.Name'],
    ['forms', [{ Name: 'Uno', Colour: 'red' }], '0.Colour'],
    ['forms', [{ ID: 0, Name: 'Uno' }], '0.ID'],
    ['forms', [{ ID: 'new', Name: 'Uno' }], '0.ID'],
    [
      'forms',
      [
        { ID: 4, Name: 'Uno' },
        { ID: 4, Name: 'Dos' },
      ],
      '1.ID',
    ],
    ['forms', { Name: 'Uno' }, 'body'],
    ['channels', [{ Name: 'Uno' }], '0.ChannelListType'],
    ['external-menus', [{ Name: 'Carta' }], '0.Name'],
    ['external-menus', [{ Name: { es: '', en: '' } }], '0.Name'],
    ['external-menus', [{ Name: { ES_es: 'x' } }], '0.Name.ES_es'],
  ])('a bad %s list (%j) answers 400 naming %s and stores nothing', async (kind, body, field) => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const before = await call(ctx.app, token, 'GET', formsUrl(HOTEL));
    const ext = await call(ctx.app, null, 'GET', `/api/v1/public/workspaces/${HOTEL}/menu-ext/`);
    const res = await call(ctx.app, token, 'PUT', importUrl(HOTEL, kind), body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContain(field);
    expect((await call(ctx.app, token, 'GET', formsUrl(HOTEL))).body).toEqual(before.body);
    expect(
      (await call(ctx.app, null, 'GET', `/api/v1/public/workspaces/${HOTEL}/menu-ext/`)).body,
    ).toEqual(ext.body);
  });

  it('refuses a list whose new entries would need an id past the largest one', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'forms'), [
      { ID: 2_147_483_647, Name: 'Última' },
      { Name: 'Sin sitio' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(['1.ID']);
    expect((await call(ctx.app, token, 'GET', formsUrl(HOTEL))).body.total).toBe(3);
  });

  it('takes up to 5000 records and refuses more', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const many = Array.from({ length: 5000 }, (_, i) => ({ Name: `Formulario ${i}` }));
    const res = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'forms'), many);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5000);
    const page = await call(ctx.app, token, 'GET', `/api/enterprises/${HOTEL}/interactive-maps`);
    expect(page.body.total).toBe(3);
    const tooMany = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'forms'), [
      ...many,
      { Name: 'Uno más' },
    ]);
    expect(tooMany.status).toBe(400);
    expect((await call(ctx.app, token, 'GET', formsUrl(HOTEL))).body.total).toBe(5000);
  });

  it("refuses another enterprise's {ws} and unknown kinds", async () => {
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const admin = await login(ctx.app, ADMIN);
    expect((await call(ctx.app, plaza, 'PUT', importUrl(HOTEL, 'forms'), [])).status).toBe(403);
    expect((await call(ctx.app, admin, 'PUT', importUrl(PLAZA, 'forms'), [])).status).toBe(403);
    expect((await call(ctx.app, plaza, 'PUT', importUrl(PLAZA, 'recipes'), [])).status).toBe(404);
    expect((await call(ctx.app, null, 'PUT', importUrl(PLAZA, 'forms'), [])).status).toBe(401);
  });

  it("stores activity and show type names under the enterprise's DviewLink", async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'activity-types'), {
      TypeActivity01: 'Golf',
      TypeActivity03: 'Buceo#dive#blue#mdi-diving',
    });
    expect(res.status).toBe(200);
    const expected = [
      {
        TypeActivity01: 'Golf',
        TypeActivity02: '',
        TypeActivity03: 'Buceo#dive#blue#mdi-diving',
        TypeActivity04: '',
        TypeActivity05: '',
      },
    ];
    expect(res.body).toEqual(expected);
    const read = await call(ctx.app, null, 'GET', '/api/p_activity/hotel-demo/carta-type-activity');
    expect(read.body).toEqual(expected);
    const shows = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'show-types'), {
      TypeShow05: 'Magia',
    });
    expect(shows.body[0]).toEqual({
      TypeShow01: '',
      TypeShow02: '',
      TypeShow03: '',
      TypeShow04: '',
      TypeShow05: 'Magia',
    });
    const bad = await call(ctx.app, token, 'PUT', importUrl(HOTEL, 'show-types'), {
      TypeShow06: 'x',
      TypeShow01: 'y'.repeat(201),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(expect.arrayContaining(['TypeShow06', 'TypeShow01']));
    // La Plaza has no DviewLink: nowhere to store them.
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const none = await call(ctx.app, plaza, 'PUT', importUrl(PLAZA, 'activity-types'), {});
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual(['DviewLink']);
    expect((await call(ctx.app, plaza, 'PUT', importUrl(HOTEL, 'show-types'), {})).status).toBe(
      403,
    );
  });

  it('lets only administrators replace the restaurants of a chain', async () => {
    const admin = await login(ctx.app, ADMIN);
    const staff = await login(ctx.app, HOTEL_STAFF);
    const refused = await call(ctx.app, staff, 'PUT', '/api/enterprises/demo-chain/restaurants', [
      { Name: 'Intrusa' },
    ]);
    expect(refused.status).toBe(403);
    const res = await call(ctx.app, admin, 'PUT', '/api/enterprises/demo-chain/restaurants', [
      { ID: 1, Name: 'Restaurante El Drago' },
      { Name: 'Tasca del Puerto' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { ID: 1, Name: 'Restaurante El Drago' },
        { ID: 7, Name: 'Tasca del Puerto' },
      ],
      total: 2,
    });
    const read = await call(
      ctx.app,
      staff,
      'GET',
      `/api/enterprises/demo-chain/restaurants/${HOTEL}`,
    );
    expect(read.body).toEqual(res.body);
    const bad = await call(ctx.app, admin, 'PUT', '/api/enterprises/demo-chain/restaurants', [
      { Name: 'Uno' },
      { Name: '' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(['1.Name']);
    expect(
      (await call(ctx.app, staff, 'GET', `/api/enterprises/demo-chain/restaurants/${HOTEL}`)).body,
    ).toEqual(res.body);
  });
});
