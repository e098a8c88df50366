import { describe, expect, it } from 'vitest';
import {
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';

/**
 * Every private route that touches an enterprise's data, called by the staff of another enterprise.
 * Ids are Hotel Demo's (menu 1 with content 1, submenu parent 2, user 2).
 */
const hotelRoutes: readonly [string, string, unknown?][] = [
  ['GET', `/api/enterprises/${HOTEL}`],
  ['GET', '/api/users/2'],
  ['GET', `/api/menus/${HOTEL}`],
  ['PUT', `/api/menus/${HOTEL}`, { ID: 'new', Name: { es: 'intrusa' } }],
  ['PUT', `/api/menus/${HOTEL}`, { ID: 1, Version: 1, Name: { es: 'intrusa' } }],
  ['PUT', `/api/menus/${HOTEL}/sort`, [{ ID: 3, ORD: 5 }]],
  ['GET', `/api/menus/${HOTEL}/1/revisions`],
  ['GET', `/api/menus/${HOTEL}/1/revisions/1`],
  // The intruder's own enterprise in the path does not open another enterprise's menu.
  ['GET', `/api/menus/${PLAZA}/1/revisions`],
  ['GET', `/api/menus/${PLAZA}/1/revisions/1`],
  ['DELETE', '/api/menus/1'],
  ['GET', '/api/contents/1'],
  ['PUT', '/api/contents/1/hide-content', { HideMobile: true }],
  ['PUT', '/api/contents/1/move', { MenuID: 5 }],
  ['DELETE', '/api/contents/1'],
  [
    'PUT',
    `/api/enterprises/${HOTEL}/translation`,
    { provider: 'libretranslate', key: null, url: null },
  ],
  ['PUT', `/api/enterprises/${HOTEL}/deepl-translate`, { es: 'Hola', en: '' }],
  [
    'POST',
    '/api/utils/images',
    { newImage: 'data:image/png;base64,iVBORw0KGgo=', EnterpriseID: '1', ext: null },
  ],
  [
    'POST',
    '/api/utils/pdf',
    { newPdf: 'data:application/pdf;base64,JVBERi0xLjQ=', EnterpriseID: '1' },
  ],
  [
    'POST',
    '/api/utils/video',
    { newVideo: 'data:video/mp4;base64,AAAAGGZ0eXBtcDQy', EnterpriseID: '1' },
  ],
  ['PUT', `/api/private/dish-orders/${HOTEL}/extras/1`, []],
  ['GET', `/api/contents/${HOTEL}/weekly-menu-content-id`],
  ['GET', `/api/contents/${HOTEL}/channel-list-type/`],
  ['GET', `/api/contents/${HOTEL}/channel-list/`],
  ['GET', `/api/enterprises/${HOTEL}/interactive-maps`],
  ['GET', `/api/enterprises/${HOTEL}/form-cio`],
  ['GET', `/api/enterprises/demo-chain/restaurants/${HOTEL}`],
  ...[
    'weekly-menus',
    'channel-list-types',
    'channels',
    'interactive-maps',
    'forms',
    'external-menus',
  ].map((kind): [string, string, unknown] => ['PUT', `/api/catalogues/${HOTEL}/${kind}`, []]),
  ['PUT', `/api/catalogues/${HOTEL}/activity-types`, { TypeActivity01: 'intrusa' }],
  ['PUT', `/api/catalogues/${HOTEL}/show-types`, { TypeShow01: 'intrusa' }],
];

/** What Hotel Demo's catalogues hold, to prove a refused import changed nothing. */
const catalogueUrls = [
  `/api/enterprises/${HOTEL}/form-cio`,
  `/api/contents/${HOTEL}/channel-list/`,
  `/api/v1/public/workspaces/${HOTEL}/menu-ext/`,
  '/api/p_activity/hotel-demo/carta-type-activity',
  '/api/p_show/hotel-demo/carta-type-show',
];

describe.each(databases)('cross-enterprise access on %s', (database) => {
  const ctx = useApp(database);

  it.each(hotelRoutes)('%s %s answers 403 and changes nothing', async (method, url, payload) => {
    const intruder = await login(ctx.app, PLAZA_STAFF);
    const owner = await login(ctx.app, HOTEL_STAFF);
    const before = await call(ctx.app, owner, 'GET', `/api/menus/${HOTEL}`);
    const contentsBefore = await call(ctx.app, owner, 'GET', '/api/contents/1');
    const catalogues = async () =>
      Promise.all(catalogueUrls.map(async (u) => (await call(ctx.app, owner, 'GET', u)).body));
    const cataloguesBefore = await catalogues();
    const res = await call(ctx.app, intruder, method as 'GET', url, payload);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    expect((await call(ctx.app, owner, 'GET', `/api/menus/${HOTEL}`)).body).toEqual(before.body);
    expect((await call(ctx.app, owner, 'GET', '/api/contents/1')).body).toEqual(
      contentsBefore.body,
    );
    expect(await catalogues()).toEqual(cataloguesBefore);
  });

  it("a block cannot be moved into another enterprise's menu", async () => {
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const plazaMenu = (await call(ctx.app, plaza, 'GET', '/api/menus/2')).body.data[0].ID;
    const plazaBlock = (await call(ctx.app, plaza, 'GET', `/api/contents/${plazaMenu}`)).body
      .data[0].ID;
    const res = await call(ctx.app, plaza, 'PUT', `/api/contents/${plazaBlock}/move`, {
      MenuID: 1,
    });
    expect(res.status).toBe(403);
  });
});
