import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import type { App } from '../src/deps.ts';
import { type FakeProvider, type Reply, startFakeProvider } from './fake-provider.ts';
import { build, call, databases, HOTEL, PLAZA, useApp } from './helpers.ts';

const MENU_EXT = (ws: number | string) => `/api/v1/public/workspaces/${ws}/menu-ext/`;
const ACTIVITY = (link: string) => `/api/p_activity/${link}/carta-type-activity`;
const SHOW = (link: string) => `/api/p_show/${link}/carta-type-show`;

describe.each(databases)("Carta's own outside services on %s", (database) => {
  const ctx = useApp(database);

  it('answers the external menus of a workspace as a bare array, two sharing one ExternalID', async () => {
    const res = await call(ctx.app, null, 'GET', MENU_EXT(HOTEL));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(4);
    expect(res.body).toContainEqual({
      ID: 1,
      ExternalID: 'carta-principal',
      Name: { es: 'Carta principal', en: 'Main menu', de: 'Hauptkarte', fr: 'Carte principale' },
    });
    expect(res.body).toContainEqual({
      ID: 4,
      ExternalID: null,
      Name: { es: 'Carta de vinos', en: 'Wine list', de: 'Weinkarte', fr: 'Carte des vins' },
    });
    const bar = (res.body as { ExternalID: string | null }[]).filter(
      (m) => m.ExternalID === 'carta-bar',
    );
    expect(bar).toHaveLength(2);
    const withoutSlash = await call(ctx.app, null, 'GET', MENU_EXT(PLAZA).slice(0, -1));
    expect(withoutSlash.body).toEqual([
      { ID: 1, ExternalID: 'plaza-carta', Name: { es: 'Carta de La Plaza', en: 'La Plaza menu' } },
    ]);
    expect((await call(ctx.app, null, 'GET', MENU_EXT(999_999))).body).toEqual([]);
    expect((await call(ctx.app, null, 'GET', MENU_EXT('abc'))).status).toBe(400);
    // Past PostgreSQL's integer ids: refused before any query.
    expect((await call(ctx.app, null, 'GET', MENU_EXT(3_000_000_000))).status).toBe(400);
  });

  it('answers the activity and show types of a link, [] for an unknown one', async () => {
    const activity = await call(ctx.app, null, 'GET', ACTIVITY('hotel-demo'));
    expect(activity.status).toBe(200);
    expect(activity.body).toEqual([
      {
        TypeActivity01: 'Deportes',
        TypeActivity02: '',
        TypeActivity03: 'Excursiones#excursion#blue#mdi-bus',
        TypeActivity04: 'Bienestar',
        TypeActivity05: 'Infantil',
      },
    ]);
    const show = await call(ctx.app, null, 'GET', SHOW('hotel-demo'));
    expect(show.body).toEqual([
      {
        TypeShow01: 'Música en vivo',
        TypeShow02: 'Espectáculo',
        TypeShow03: 'Cine',
        TypeShow04: 'Infantil',
        TypeShow05: '',
      },
    ]);
    expect((await call(ctx.app, null, 'GET', ACTIVITY('nadie'))).body).toEqual([]);
    expect((await call(ctx.app, null, 'GET', SHOW('nadie'))).body).toEqual([]);
    const bad = await call(ctx.app, null, 'GET', ACTIVITY('a%20b'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(['link']);
  });
});

describe.each(databases)('forwarded outside services on %s', (database) => {
  let remote: FakeProvider;
  let answer: Reply = { json: [] };
  let app: App;
  let close: () => Promise<void> = async () => {};

  beforeEach(async () => {
    answer = { json: [] };
    remote = await startFakeProvider(() => answer);
    const outsideServices: Config['outsideServices'] = {
      publicApiUrl: `${remote.url}/`,
      activityProviderUrl: remote.url,
      showsServiceUrl: remote.url,
      timeoutMs: 300,
    };
    ({ app, close } = await build(database, { outsideServices }));
  });
  afterEach(async () => {
    await close();
    await remote.close();
  });

  it('forwards each GET to the same path at the service and relays its answer', async () => {
    answer = {
      json: [
        { ID: 7, ExternalID: 'remota', Name: { es: 'Remota' }, Extra: 'dropped' },
        { ID: 8, Name: { es: 'Sin id externo' } },
      ],
    };
    const menus = await call(app, null, 'GET', MENU_EXT(HOTEL));
    expect(menus.status).toBe(200);
    expect(menus.body).toEqual([
      { ID: 7, ExternalID: 'remota', Name: { es: 'Remota' } },
      { ID: 8, ExternalID: null, Name: { es: 'Sin id externo' } },
    ]);
    expect(remote.requests[0]?.path).toBe(`/api/v1/public/workspaces/${HOTEL}/menu-ext/`);
    expect(remote.requests[0]?.method).toBe('GET');
    expect(remote.requests[0]?.headers['content-type']).toBe('application/json');

    answer = { json: [{ TypeActivity01: 'Remoto', TypeActivity02: null }] };
    const activity = await call(app, null, 'GET', ACTIVITY('hotel-demo'));
    expect(activity.body).toEqual([
      {
        TypeActivity01: 'Remoto',
        TypeActivity02: '',
        TypeActivity03: '',
        TypeActivity04: '',
        TypeActivity05: '',
      },
    ]);
    expect(remote.requests[1]?.path).toBe('/api/p_activity/hotel-demo/carta-type-activity');

    answer = { json: [] };
    expect((await call(app, null, 'GET', SHOW('link-1'))).body).toEqual([]);
    expect(remote.requests[2]?.path).toBe('/api/p_show/link-1/carta-type-show');
  });

  it.each<[string, Reply]>([
    ['an error status', { status: 500, json: { error: 'down' } }],
    ['a body that is not JSON', { raw: '<html>' }],
    ['an object instead of an array', { json: { data: [] } }],
    ['a wrong field type', { json: [{ ID: 'x', ExternalID: null, Name: { es: 'a' } }] }],
    ['no answer in time', 'hang'],
  ])('answers 502 provider_failed on %s', async (_what, reply) => {
    answer = reply;
    const res = await call(app, null, 'GET', MENU_EXT(HOTEL));
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('provider_failed');
    expect(res.body.error.message).not.toContain('127.0.0.1');
  });

  it('answers 502 when the activity provider or shows service sends a wrong shape', async () => {
    answer = { json: [{ TypeActivity01: 5 }] };
    const activity = await call(app, null, 'GET', ACTIVITY('hotel-demo'));
    expect(activity.status).toBe(502);
    expect(activity.body.error.code).toBe('provider_failed');
    answer = { json: ['Cine'] };
    expect((await call(app, null, 'GET', SHOW('hotel-demo'))).status).toBe(502);
  });

  it('answers 502 when the service cannot be reached', async () => {
    await remote.close();
    const res = await call(app, null, 'GET', SHOW('hotel-demo'));
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('provider_failed');
    remote = await startFakeProvider(() => answer);
  });
});
