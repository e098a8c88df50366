import { z } from 'zod';
import { listRecords, WHOLE_LIST } from '../repos/catalogues.ts';
import { findTypeNames } from '../repos/provider-types.ts';
import { forwardGet } from '../services/catalogues/forward.ts';
import {
  PROVIDER_SERVICES,
  type ProviderService,
  TYPE_SLOTS,
} from '../services/catalogues/kinds.ts';
import { typeNamesOut, typeNamesSchema } from './catalogues-import.ts';
import { externalMenuItem, externalMenuOf, wsParam } from './catalogues-shapes.ts';
import { type RouteSchema, routeFile } from './route.ts';
import { errorBody } from './schemas.ts';

/** An id at the activity provider or shows service (enterprises.DviewLink). */
const LINK = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'a link id: letters, digits, . _ -');

/** What an outside service's type names may be: strings, null or missing, each read as ''. */
const remoteTypeNames = (service: ProviderService) => {
  const field = PROVIDER_SERVICES[service].field;
  const name = z
    .string()
    .nullish()
    .transform((v) => v ?? '');
  return z.array(z.object(Object.fromEntries(TYPE_SLOTS.map((slot) => [`${field}${slot}`, name]))));
};

const remoteMenus = z.array(
  z.object({
    ID: z.number().int(),
    ExternalID: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    Name: z.record(z.string(), z.string()),
  }),
);

/**
 * The three outside services of behaviour.md#api, served by Carta from its own catalogues, or forwarded to the
 * service when its base URL is configured (then the answer is checked and relayed, failures are 502).
 */
export const providerRoutes = routeFile(
  { prefix: '/api', tags: ['outside services'] },
  ({ publicRoute }, { db, config }) => {
    const services = config.outsideServices;
    // Calls that may reach an outside service: a runaway client is stopped before it.
    const rateLimit = {
      max: config.providerRateLimit.max,
      timeWindow: config.providerRateLimit.windowMs,
    };

    const menuExt = {
      config: { rateLimit },
      schema: {
        description:
          'The external menus of workspace {ws}: a bare array; [] for an unknown workspace. ' +
          'With PUBLIC_API_URL set, forwarded there; 502 `provider_failed` when that fails.',
        params: z.object({ ws: wsParam }),
        response: { 200: z.array(externalMenuItem), 502: errorBody },
      } satisfies RouteSchema,
      handler: async ({ request }: { request: { params: { ws: number } } }) => {
        const { ws } = request.params;
        if (services.publicApiUrl) {
          return forwardGet({
            label: 'the public API',
            base: services.publicApiUrl,
            path: `/api/v1/public/workspaces/${ws}/menu-ext/`,
            schema: remoteMenus,
            timeoutMs: services.timeoutMs,
          });
        }
        const { rows } = await listRecords(db, ws, 'external-menus', WHOLE_LIST);
        return rows.map(externalMenuOf);
      },
    };
    // behaviour.md#api writes it with a trailing slash; clients that drop it are answered too.
    publicRoute('GET', '/v1/public/workspaces/:ws/menu-ext/', menuExt);
    publicRoute('GET', '/v1/public/workspaces/:ws/menu-ext', menuExt);

    const typeNamesRoute = (
      service: ProviderService,
      path: (link: string) => string,
      base: string | null,
    ) => {
      const field = PROVIDER_SERVICES[service].field;
      publicRoute('GET', path(':link'), {
        config: { rateLimit },
        schema: {
          description:
            `A bare array whose first element holds ${field}01..05; [] for an unknown link. ` +
            'Forwarded when the service’s URL is configured; 502 `provider_failed` when that fails.',
          params: z.object({ link: LINK }),
          response: { 200: z.array(typeNamesSchema(service)), 502: errorBody },
        },
        handler: async ({ request }) => {
          const { link } = request.params;
          if (base) {
            return forwardGet({
              label: service === 'activity' ? 'the activity provider' : 'the shows service',
              base,
              path: `/api${path(encodeURIComponent(link))}`,
              schema: remoteTypeNames(service),
              timeoutMs: services.timeoutMs,
            });
          }
          const names = await findTypeNames(db, service, link);
          return names ? [typeNamesOut(service, names)] : [];
        },
      });
    };
    // The same path here and at the service (under /api).
    typeNamesRoute(
      'activity',
      (link) => `/p_activity/${link}/carta-type-activity`,
      services.activityProviderUrl,
    );
    typeNamesRoute('show', (link) => `/p_show/${link}/carta-type-show`, services.showsServiceUrl);
  },
);
