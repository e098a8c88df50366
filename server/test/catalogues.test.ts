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

type Named = { ID: number; Name: string };
const names = (body: { data: Named[] }) => body.data.map((r) => r.Name);

const weekly = (ws: number, query = '') => `/api/contents/${ws}/weekly-menu-content-id${query}`;
const maps = (ws: number, query = '') => `/api/enterprises/${ws}/interactive-maps${query}`;

describe.each(databases)('enterprise catalogues on %s', (database) => {
  const ctx = useApp(database);

  it('answers each list as {data: [{ID, Name}], total}, ordered by name then ID', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, token, 'GET', weekly(HOTEL, '?start=0&size=1000&search='));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { ID: 3, Name: 'Menú infantil' },
        { ID: 2, Name: 'Menú semanal del buffet' },
        { ID: 1, Name: 'Menú semanal del restaurante' },
      ],
      total: 3,
    });
    const forms = await call(ctx.app, token, 'GET', `/api/enterprises/${HOTEL}/form-cio`);
    expect(forms.body).toEqual({
      data: [
        { ID: 1, Name: 'Encuesta de satisfacción' },
        { ID: 2, Name: 'Reserva de spa' },
        { ID: 3, Name: 'Solicitud de traslado' },
      ],
      total: 3,
    });
    const mapList = await call(ctx.app, token, 'GET', maps(HOTEL, '?start=0&limit=1000&search='));
    expect(names(mapList.body)).toEqual([
      'Piscinas y jardines',
      'Plano del hotel',
      'Rutas por la isla',
    ]);
  });

  it('answers channel list types and channels with page/size, with or without the trailing slash', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const types = await call(
      ctx.app,
      token,
      'GET',
      `/api/contents/${HOTEL}/channel-list-type/?page=1&size=100000`,
    );
    expect(types.status).toBe(200);
    expect(types.body).toEqual({
      data: [
        { ID: 3, Name: 'Deportes' },
        { ID: 4, Name: 'Infantiles' },
        { ID: 2, Name: 'Internacionales' },
        { ID: 1, Name: 'Nacionales' },
      ],
      total: 4,
    });
    const channels = await call(
      ctx.app,
      token,
      'GET',
      `/api/contents/${HOTEL}/channel-list/?page=1&size=100000`,
    );
    expect(channels.body.total).toBe(13);
    expect(channels.body.data[0]).toEqual({ ID: 3, Name: 'Antena 3', ChannelListType: 1 });
    const sports = (channels.body.data as (Named & { ChannelListType: number })[])
      .filter((c) => c.ChannelListType === 3)
      .map((c) => c.Name);
    expect(sports).toEqual(['Eurosport', 'Teledeporte']);
    const page2 = await call(
      ctx.app,
      token,
      'GET',
      `/api/contents/${HOTEL}/channel-list?page=2&size=5`,
    );
    expect(page2.body.total).toBe(13);
    expect(page2.body.data).toEqual(channels.body.data.slice(5, 10));
    const last = await call(
      ctx.app,
      token,
      'GET',
      `/api/contents/${HOTEL}/channel-list?page=9&size=5`,
    );
    expect(last.body).toEqual({ data: [], total: 13 });
  });

  it('pages with start/size and start/limit, total counting every match', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const page = await call(ctx.app, token, 'GET', weekly(HOTEL, '?start=1&size=1'));
    expect(page.body).toEqual({ data: [{ ID: 2, Name: 'Menú semanal del buffet' }], total: 3 });
    const mapPage = await call(ctx.app, token, 'GET', maps(HOTEL, '?start=2&limit=5'));
    expect(mapPage.body).toEqual({ data: [{ ID: 3, Name: 'Rutas por la isla' }], total: 3 });
    const defaults = await call(ctx.app, token, 'GET', weekly(HOTEL));
    expect(defaults.body.total).toBe(3);
    expect(defaults.body.data).toHaveLength(3);
  });

  it('searches a part of the name in any case and without accents', async () => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const semanal = await call(ctx.app, token, 'GET', weekly(HOTEL, '?search=SEMANAL&size=1'));
    expect(semanal.body).toEqual({ data: [{ ID: 2, Name: 'Menú semanal del buffet' }], total: 2 });
    const accent = await call(
      ctx.app,
      token,
      'GET',
      weekly(HOTEL, `?search=${encodeURIComponent('menu INFANTÍL')}`),
    );
    expect(names(accent.body)).toEqual(['Menú infantil']);
    const plano = await call(ctx.app, token, 'GET', maps(HOTEL, '?search=plano'));
    expect(plano.body).toEqual({ data: [{ ID: 1, Name: 'Plano del hotel' }], total: 1 });
    // LIKE wildcards are searched as themselves.
    for (const wildcard of ['%', '_', '\\']) {
      const res = await call(
        ctx.app,
        token,
        'GET',
        weekly(HOTEL, `?search=${encodeURIComponent(wildcard)}`),
      );
      expect(res.body).toEqual({ data: [], total: 0 });
    }
  });

  it.each([
    [weekly(HOTEL, '?start=-1'), 'start'],
    [weekly(HOTEL, '?start=1.5'), 'start'],
    [weekly(HOTEL, '?size=0'), 'size'],
    [weekly(HOTEL, '?size=1001'), 'size'],
    [weekly(HOTEL, '?size=abc'), 'size'],
    [weekly(HOTEL, '?size='), 'size'],
    [weekly(HOTEL, `?search=${'x'.repeat(101)}`), 'search'],
    [maps(HOTEL, '?limit=1001'), 'limit'],
    [maps(HOTEL, '?limit=0'), 'limit'],
    [maps(HOTEL, '?start=x'), 'start'],
    [`/api/contents/${HOTEL}/channel-list-type/?page=0`, 'page'],
    [`/api/contents/${HOTEL}/channel-list-type/?size=100001`, 'size'],
    [`/api/contents/${HOTEL}/channel-list/?page=-2`, 'page'],
    [`/api/contents/${HOTEL}/channel-list/?page=1e40`, 'page'],
    ['/api/contents/abc/weekly-menu-content-id', 'ws'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    const token = await login(ctx.app, HOTEL_STAFF);
    const res = await call(ctx.app, token, 'GET', url);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.fields).toContain(field);
  });

  it("keeps each enterprise to its own records: another's {ws} is 403, admins included", async () => {
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const admin = await login(ctx.app, ADMIN);
    const own = await call(ctx.app, plaza, 'GET', weekly(PLAZA));
    expect(own.body).toEqual({ data: [{ ID: 1, Name: 'Menú del día de La Plaza' }], total: 1 });
    const ownChannels = await call(ctx.app, plaza, 'GET', `/api/contents/${PLAZA}/channel-list/`);
    expect(ownChannels.body).toEqual({
      data: [{ ID: 1, Name: 'Gol Play', ChannelListType: 1 }],
      total: 1,
    });
    const ownForms = await call(ctx.app, plaza, 'GET', `/api/enterprises/${PLAZA}/form-cio`);
    expect(names(ownForms.body)).toEqual(['Reserva de mesa']);
    const search = await call(ctx.app, plaza, 'GET', weekly(PLAZA, '?search=semanal'));
    expect(search.body).toEqual({ data: [], total: 0 });
    for (const url of [
      weekly(HOTEL),
      maps(HOTEL),
      `/api/enterprises/${HOTEL}/form-cio`,
      `/api/contents/${HOTEL}/channel-list-type/`,
      `/api/contents/${HOTEL}/channel-list/`,
    ]) {
      expect((await call(ctx.app, plaza, 'GET', url)).status).toBe(403);
    }
    expect((await call(ctx.app, admin, 'GET', weekly(PLAZA))).status).toBe(403);
    expect((await call(ctx.app, null, 'GET', weekly(HOTEL))).status).toBe(401);
  });

  it("lists the restaurants of the enterprise's own chain only", async () => {
    const hotel = await login(ctx.app, HOTEL_STAFF);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const res = await call(
      ctx.app,
      hotel,
      'GET',
      `/api/enterprises/demo-chain/restaurants/${HOTEL}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(6);
    expect(names(res.body)).toEqual([
      'Asador Las Cumbres',
      'Bar de la Piscina',
      'La Terraza del Puerto',
      'Pizzería Bella Vista',
      'Restaurante El Drago',
      'Sushi Atlántico',
    ]);
    expect(res.body.data[0]).toEqual({ ID: 3, Name: 'Asador Las Cumbres' });
    const otherChain = await call(
      ctx.app,
      hotel,
      'GET',
      `/api/enterprises/otra-cadena/restaurants/${HOTEL}`,
    );
    expect(otherChain.status).toBe(403);
    // La Plaza is in no chain; Hotel Demo's chain through La Plaza's workspace is refused too.
    expect(
      (await call(ctx.app, plaza, 'GET', `/api/enterprises/demo-chain/restaurants/${PLAZA}`))
        .status,
    ).toBe(403);
    expect(
      (await call(ctx.app, plaza, 'GET', `/api/enterprises/demo-chain/restaurants/${HOTEL}`))
        .status,
    ).toBe(403);
    const bad = await call(
      ctx.app,
      hotel,
      'GET',
      `/api/enterprises/${encodeURIComponent('a b')}/restaurants/${HOTEL}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(['chain']);
  });

  it('answers Chain in the enterprise read', async () => {
    const hotel = await login(ctx.app, HOTEL_STAFF);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const hotelRead = await call(ctx.app, hotel, 'GET', `/api/enterprises/${HOTEL}`);
    expect(hotelRead.body).toMatchObject({ Chain: 'demo-chain', DviewLink: 'hotel-demo' });
    const plazaRead = await call(ctx.app, plaza, 'GET', `/api/enterprises/${PLAZA}`);
    expect(plazaRead.body).toMatchObject({ Chain: null, DviewLink: null });
  });
});
