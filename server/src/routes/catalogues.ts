import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import { forbidden } from '../errors.ts';
import {
  chainOf,
  listRecords,
  listRestaurants,
  type Page,
  WHOLE_LIST,
} from '../repos/catalogues.ts';
import type { CatalogueKind } from '../services/catalogues/kinds.ts';
import { CHAIN_ID, KIND_SHAPES, namedItem, wsParam } from './catalogues-shapes.ts';
import { routeFile } from './route.ts';
import { listOf, PAGE_MAX } from './schemas.ts';

// Bounds that keep offsets exact integers on both databases, far beyond any real list.
const START_MAX = 1_000_000_000;

const search = z.string().max(100).default('').describe('part of the name, any case or accents');
const start = z.coerce.number().int().min(0).max(START_MAX).default(0);
const upTo = (max: number) => z.coerce.number().int().min(1).max(max).default(max);

/** The paging parameters each behaviour.md#api list takes, read into one Page. */
const PAGING = {
  startSize: z
    .object({ start, size: upTo(1000), search })
    .transform((q): Page => ({ offset: q.start, limit: q.size, search: q.search })),
  startLimit: z
    .object({ start, limit: upTo(1000), search })
    .transform((q): Page => ({ offset: q.start, limit: q.limit, search: q.search })),
  pageSize: z
    .object({
      page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
      size: upTo(100_000),
      search,
    })
    .transform((q): Page => ({ offset: (q.page - 1) * q.size, limit: q.size, search: q.search })),
  none: z.object({}).transform((): Page => WHOLE_LIST),
} satisfies Record<string, z.ZodType<Page>>;

type NamedList = {
  /** Under /api. */
  readonly urls: readonly string[];
  readonly kind: CatalogueKind;
  readonly paging: keyof typeof PAGING;
  readonly description: string;
};

/** The private {ID, Name} lists of behaviour.md#api: the caller's own enterprise's records of one kind. */
const LISTS: readonly NamedList[] = [
  {
    urls: ['/contents/:ws/weekly-menu-content-id'],
    kind: 'weekly-menus',
    paging: 'startSize',
    description: 'The weekly-menu sources of the enterprise (start ≥ 0, 1 ≤ size ≤ 1000).',
  },
  {
    // behaviour.md#api writes these two with a trailing slash; clients that drop it are answered too.
    urls: ['/contents/:ws/channel-list-type/', '/contents/:ws/channel-list-type'],
    kind: 'channel-list-types',
    paging: 'pageSize',
    description: 'The channel list types of the enterprise (page ≥ 1, 1 ≤ size ≤ 100000).',
  },
  {
    urls: ['/contents/:ws/channel-list/', '/contents/:ws/channel-list'],
    kind: 'channels',
    paging: 'pageSize',
    description: 'The channels of the enterprise, each with its ChannelListType.',
  },
  {
    urls: ['/enterprises/:ws/interactive-maps'],
    kind: 'interactive-maps',
    paging: 'startLimit',
    description: 'The interactive maps of the enterprise (start ≥ 0, 1 ≤ limit ≤ 1000).',
  },
  {
    urls: ['/enterprises/:ws/form-cio'],
    kind: 'forms',
    paging: 'none',
    description: 'The form-cio forms of the enterprise, the whole list.',
  },
];

export const catalogueRoutes = routeFile(
  { prefix: '/api', tags: ['catalogues'] },
  ({ privateRoute }, { db }) => {
    const namedList = ({ urls, kind, paging, description }: NamedList) => {
      const shape = KIND_SHAPES[kind];
      for (const url of urls) {
        privateRoute('GET', url, {
          schema: {
            description: `${description} Ordered by Name then ID; total counts every match.`,
            params: z.object({ ws: wsParam }),
            querystring: PAGING[paging],
            response: { 200: listOf(shape.output) },
          },
          handler: async ({ request, staff }) => {
            assertOwnEnterprise(staff, request.params.ws);
            const { rows, total } = await listRecords(db, request.params.ws, kind, request.query);
            return { data: rows.map(shape.toItem), total };
          },
        });
      }
    };
    for (const list of LISTS) namedList(list);

    privateRoute('GET', '/enterprises/:chain/restaurants/:ws', {
      schema: {
        description:
          'The restaurants of hotel chain {chain}, for enterprise {ws}: the caller’s own, belonging to that chain.',
        params: z.object({ chain: CHAIN_ID, ws: wsParam }),
        response: { 200: listOf(namedItem) },
      },
      handler: async ({ request, staff }) => {
        const { chain, ws } = request.params;
        assertOwnEnterprise(staff, ws);
        if ((await chainOf(db, ws)) !== chain)
          throw forbidden('the enterprise is not in that chain');
        const data = await listRestaurants(db, chain);
        return { data, total: data.length };
      },
    });
  },
);
