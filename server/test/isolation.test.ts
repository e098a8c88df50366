import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/auth/scopes.ts';
import { INFOTEN_KINDS } from '../src/services/catalogues/kinds.ts';
import {
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useSharedApp,
} from './helpers.ts';

type Case = [method: string, url: string, payload?: unknown];

const HOOK = { URL: 'https://pms.example/hooks', Events: ['order.confirmed'], Active: true };
const PRINTER = {
  Name: 'Cocina',
  Host: '10.0.0.7',
  Port: 9100,
  Width: 80,
  Stations: [],
  Events: ['order.accepted'],
  Active: true,
};
const integrationCases: readonly Case[] = [
  ['GET', `/api/private/integrations/${HOTEL}/webhooks`],
  ['POST', `/api/private/integrations/${HOTEL}/webhooks`, HOOK],
  ['PUT', `/api/private/integrations/${HOTEL}/webhooks/1`, HOOK],
  ['DELETE', `/api/private/integrations/${HOTEL}/webhooks/1`],
  ['GET', `/api/private/integrations/${HOTEL}/webhooks/1/deliveries`],
  ['POST', `/api/private/integrations/${HOTEL}/webhooks/1/deliveries/1/resend`],
  ['GET', `/api/private/integrations/${HOTEL}/printers`],
  ['POST', `/api/private/integrations/${HOTEL}/printers`, PRINTER],
  ['PUT', `/api/private/integrations/${HOTEL}/printers/1`, PRINTER],
  ['DELETE', `/api/private/integrations/${HOTEL}/printers/1`],
  ['POST', `/api/private/integrations/${HOTEL}/printers/1/test`],
  ['GET', `/api/private/integrations/${HOTEL}/print-jobs`],
  ['POST', `/api/private/integrations/${HOTEL}/print-jobs/1/reprint`],
];
const ROOM = `/api/private/room-charge/${HOTEL}`;
const roomChargeCases: readonly Case[] = [
  ['GET', `${ROOM}/settings`],
  ['PUT', `${ROOM}/settings`, { Enabled: true, RequireApproval: false, Verification: 'surname' }],
  ['GET', `${ROOM}/stays/1`],
  ['PUT', `${ROOM}/stays/1`, { Surname: 'Intrusa' }],
  ['DELETE', `${ROOM}/stays/1`],
  ['GET', `${ROOM}/charges`],
  ['POST', `${ROOM}/charges/1/approve`],
  ['POST', `${ROOM}/charges/1/reject`],
  ['GET', `${ROOM}/export?day=2026-06-03`],
];

/**
 * Every private route that touches an enterprise's data, called by the staff of another enterprise.
 * Ids are Hotel Demo's (menu 1 with content 1, submenu parent 2, user 2).
 */
const hotelRoutes: readonly Case[] = [
  ['GET', `/api/enterprises/${HOTEL}`],
  ['GET', '/api/users/2'],
  ['GET', `/api/users?enterprise=${HOTEL}`],
  ['PUT', '/api/users/2', { Name: 'intrusa' }],
  ['DELETE', '/api/users/2'],
  ['POST', '/api/users/2/reset'],
  ['PUT', `/api/enterprises/${HOTEL}`, { Name: 'intrusa', Languages: ['xx'] }],
  ['GET', `/api/enterprises/${HOTEL}/audit`],
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
  // Answers: refused before the block's type is looked at (content 1 is a title).
  ['GET', '/api/contents/1/answers'],
  ['GET', '/api/contents/1/answers.csv'],
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
  ['PUT', `/api/private/dish-orders/${HOTEL}/extra-groups/1`, []],
  // Ordering (behaviour.md#ordering): points, settings, user config — refused before any id is looked up.
  // The points list and create answer with and without the slash: one registered route (prefix '/').
  ['GET', `/api/private/dish-orders/${HOTEL}/dish-orders-points`],
  [
    'POST',
    `/api/private/dish-orders/${HOTEL}/dish-orders-points`,
    { ID: 'new', Name: { es: 'x' } },
  ],
  ...['/', ''].flatMap((slash): Case[] => [
    ['GET', `/api/private/dish-orders/${HOTEL}/dish-orders-config${slash}`],
    [
      'PUT',
      `/api/private/dish-orders/${HOTEL}/dish-orders-config${slash}`,
      {
        OrderingEnabled: true,
        Currency: 'EUR',
        PaymentRequired: false,
        PaymentType: null,
        Availability: null,
      },
    ],
    ['GET', `/api/private/workspaces/${HOTEL}/user-config${slash}`],
  ]),
  ['GET', `/api/private/dish-orders/${HOTEL}/dish-orders-points/1`],
  ['GET', `/api/private/dish-orders/${HOTEL}/dish-orders-points/qr-sheet.pdf`],
  ['GET', `/api/private/dish-orders/${HOTEL}/dish-orders-points/qr-sheet.pdf?ids=1`],
  ['PUT', `/api/private/dish-orders/${HOTEL}/dish-orders/`, {}],
  ['GET', `/api/private/dish-orders/${HOTEL}/events`],
  ['GET', `/api/private/dish-orders/${HOTEL}/dish-orders/1`],
  ['DELETE', `/api/private/dish-orders/${HOTEL}/dish-orders/1`],
  ['DELETE', `/api/private/dish-orders/${HOTEL}/dish-orders-item/1`],
  ['PUT', `/api/private/dish-orders/${HOTEL}/dish-orders/1/printed`],
  ...['confirm', 'cancel', 'check', 'close', 'finalize'].map(
    (action): Case => ['PUT', `/api/private/dish-orders/${HOTEL}/dish-orders/1/${action}`],
  ),
  // Payments (behaviour.md#payments): settings, an order's attempts, its refund and payment links.
  ...['/', ''].flatMap((slash): Case[] => [
    ['GET', `/api/private/dish-orders/${HOTEL}/payment-settings${slash}`],
    [
      'PUT',
      `/api/private/dish-orders/${HOTEL}/payment-settings${slash}`,
      { Enabled: true, Provider: 'demo', RequiredBeforeConfirm: false, Currency: 'EUR' },
    ],
  ]),
  ['GET', `/api/private/dish-orders/${HOTEL}/dish-orders/1/payments`],
  ['PUT', `/api/private/dish-orders/${HOTEL}/dish-orders/1/refund`, {}],
  ['PUT', `/api/private/dish-orders/${HOTEL}/pause`, { PausedUntil: null }],
  ['GET', `/api/private/dish-orders/${HOTEL}/sold-out`],
  ['PUT', `/api/private/dish-orders/${HOTEL}/dishes/1/sold-out`, { SoldOut: true }],
  ['PUT', `/api/private/dish-orders/${HOTEL}/extras/1/sold-out`, { SoldOut: true }],
  ['GET', `/api/private/dish-orders/${HOTEL}/service-requests`],
  ['PUT', `/api/private/dish-orders/${HOTEL}/service-requests/1/done`],
  ['GET', `/api/private/dish-orders/${HOTEL}/stations`],
  ['GET', `/api/private/dish-orders/${HOTEL}/station-targets`],
  ['POST', `/api/private/dish-orders/${HOTEL}/stations`, { Name: 'Barra', PrepMinutes: null }],
  ['PUT', `/api/private/dish-orders/${HOTEL}/stations/1`, { Name: 'Barra', PrepMinutes: 5 }],
  ['DELETE', `/api/private/dish-orders/${HOTEL}/stations/1`],
  [
    'PUT',
    `/api/private/dish-orders/${HOTEL}/station-assignments`,
    { Kind: 'menu', TargetID: 1, StationID: null, PrepMinutes: null },
  ],
  ['PUT', `/api/private/dish-orders/${HOTEL}/items/1/bump`, { Done: true }],
  ['PUT', `/api/private/dish-orders/${HOTEL}/dish-orders/1/recall`],
  ...['demo', 'stripe', 'redsys'].map(
    (provider): Case => [
      'PUT',
      `/api/private/dish-orders/${HOTEL}/dish-orders/1/${provider}-pay-link-order`,
      {},
    ],
  ),
  // Reports: every format, refused before anything is read.
  ...['json', 'csv', 'xlsx'].map(
    (format): Case => [
      'GET',
      `/api/private/reports/${HOTEL}/sales?from=2026-01-01&to=2026-12-31&group=dish&format=${format}`,
    ],
  ),
  // Integrations: webhooks, printers and their jobs, refused before any id is looked up.
  ...integrationCases,
  ...roomChargeCases,
  ['PATCH', `/api/private/dish-orders/${HOTEL}/dish-orders-points/1`, { Active: false }],
  ['PUT', `/api/private/dish-orders/${HOTEL}/dish-orders-points/1/rotate-code`],
  ['DELETE', `/api/private/dish-orders/${HOTEL}/dish-orders-points/1`],
  ['GET', `/api/contents/${HOTEL}/weekly-menu-content-id`],
  ['GET', `/api/contents/${HOTEL}/channel-list-type/`],
  ['GET', `/api/contents/${HOTEL}/channel-list-type`],
  ['GET', `/api/contents/${HOTEL}/channel-list/`],
  ['GET', `/api/contents/${HOTEL}/channel-list`],
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
  ].map((kind): Case => ['PUT', `/api/catalogues/${HOTEL}/${kind}`, []]),
  ['PUT', `/api/catalogues/${HOTEL}/activity-types`, { TypeActivity01: 'intrusa' }],
  ['PUT', `/api/catalogues/${HOTEL}/show-types`, { TypeShow01: 'intrusa' }],
];

/** The common menu of the demo seed, assigned to nobody. */
const COMMON_MENU = 8;

/**
 * Every private route that writes data shared by all enterprises (administrators only), called by
 * staff who are not administrators.
 */
const adminRoutes: readonly Case[] = [
  ['PUT', `/api/menus/common/${COMMON_MENU}/users`, [2]],
  ['PUT', '/api/enterprises/demo-chain/restaurants', []],
  ...INFOTEN_KINDS.map((kind): Case => ['PUT', `/api/infoten/${kind}`, []]),
  // Platform administrators only (behaviour.md#administration).
  ['GET', '/api/enterprises'],
  [
    'POST',
    '/api/enterprises',
    { Name: 'Intrusa', AdminEmail: 'x@y.zz', Languages: ['es'], TimeZone: 'UTC' },
  ],
  ['POST', '/api/auth/switch', { EnterpriseID: HOTEL }],
];

/** Private routes with no enterprise's data to refuse, each with the reason. */
const withoutIsolationCase: Readonly<Record<string, string>> = {
  'GET /api/auth/me': "answers the caller's own user",
  'POST /api/auth/logout': "ends the caller's own session (hardening-sessions.test.ts)",
  'POST /api/users': "creates a user in the caller's own enterprise (users.test.ts)",
  'PUT /api/auth/me': "changes the caller's own name",
  'PUT /api/auth/password': "changes the caller's own password",
  'POST /api/auth/sessions/end-others': "ends the caller's own other sessions",
  'GET /api/menus/common/:menuID/users': 'common menus are read by the staff of every enterprise',
  'GET /api/geocode/search': "searches addresses: reads no enterprise's data",
};

/** What Hotel Demo's catalogues hold, to prove a refused import changed nothing. */
const catalogueUrls = [
  `/api/enterprises/${HOTEL}/form-cio`,
  `/api/contents/${HOTEL}/channel-list/`,
  `/api/v1/public/workspaces/${HOTEL}/menu-ext/`,
  '/api/p_activity/hotel-demo/carta-type-activity',
  '/api/p_show/hotel-demo/carta-type-show',
];

/** What the shared catalogues hold, to prove a refused write changed nothing. */
const sharedUrls = [
  `/api/menus/common/${COMMON_MENU}/users`,
  `/api/enterprises/demo-chain/restaurants/${HOTEL}`,
  ...INFOTEN_KINDS.map((kind) => `/api/public/infoten/${kind}`),
];

const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split(/(:\w+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

/** The registered route a call reaches: of those matching, the one with fewest parameters. */
const routeOf = (routes: readonly ApiRoute[], [method, url]: Case) =>
  routes
    .filter((r) => r.method === method && patternOf(r.url).test(url.split('?')[0] ?? ''))
    .sort((a, b) => a.url.split(':').length - b.url.split(':').length)[0];

const key = (route: ApiRoute) => `${route.method} ${route.url}`;

describe.each(databases)('cross-enterprise access on %s', (database) => {
  // Every case below proves it changed nothing, so they share one database (useSharedApp).
  const ctx = useSharedApp(database, {
    providerRateLimit: { max: 100_000, windowMs: 60_000 },
  });
  const tokens = { intruder: '', owner: '' };
  beforeAll(async () => {
    tokens.intruder = await login(ctx.app, PLAZA_STAFF);
    tokens.owner = await login(ctx.app, HOTEL_STAFF);
  });

  it.each(hotelRoutes)('%s %s answers 403 and changes nothing', async (method, url, payload) => {
    const { intruder, owner } = tokens;
    const before = await call(ctx.app, owner, 'GET', `/api/menus/${HOTEL}`);
    const contentsBefore = await call(ctx.app, owner, 'GET', '/api/contents/1');
    const userBefore = await call(ctx.app, owner, 'GET', '/api/users/2');
    const enterpriseBefore = await call(ctx.app, owner, 'GET', `/api/enterprises/${HOTEL}`);
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
    expect((await call(ctx.app, owner, 'GET', '/api/users/2')).body).toEqual(userBefore.body);
    expect((await call(ctx.app, owner, 'GET', `/api/enterprises/${HOTEL}`)).body).toEqual(
      enterpriseBefore.body,
    );
  });

  it.each(adminRoutes)(
    '%s %s answers 403 to staff and changes nothing',
    async (method, url, payload) => {
      const { intruder: staff, owner } = tokens;
      const shared = async () =>
        Promise.all(sharedUrls.map(async (u) => (await call(ctx.app, owner, 'GET', u)).body));
      const before = await shared();
      const res = await call(ctx.app, staff, method as 'PUT', url, payload);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
      expect(await shared()).toEqual(before);
    },
  );

  it('has a case above for every private route the app registers', () => {
    const routes = ctx.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    const privateRoutes = routes.filter((r) => r.scope === 'private').map(key);
    const reached = [...hotelRoutes, ...adminRoutes].map((c) => {
      const route = routeOf(routes, c);
      return route ? key(route) : `${c[0]} ${c[1]} reaches no route`;
    });
    // A new private route needs its case above (or, reading no enterprise's data, a reason).
    expect(
      privateRoutes.filter((r) => !reached.includes(r) && !(r in withoutIsolationCase)),
    ).toEqual([]);
    expect(reached.filter((r) => !privateRoutes.includes(r))).toEqual([]);
    expect(Object.keys(withoutIsolationCase).filter((r) => !privateRoutes.includes(r))).toEqual([]);
    // And no API route goes without a scope: the app would refuse every call to it.
    expect(routes.filter((r) => !r.scope)).toEqual([]);
  });

  it("a block cannot be moved into another enterprise's menu", async () => {
    const plaza = tokens.intruder;
    const plazaMenu = (await call(ctx.app, plaza, 'GET', '/api/menus/2')).body.data[0].ID;
    const plazaBlock = (await call(ctx.app, plaza, 'GET', `/api/contents/${plazaMenu}`)).body
      .data[0].ID;
    const res = await call(ctx.app, plaza, 'PUT', `/api/contents/${plazaBlock}/move`, {
      MenuID: 1,
    });
    expect(res.status).toBe(403);
  });
});
