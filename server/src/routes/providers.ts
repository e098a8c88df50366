import { z } from 'zod';
import type { App, Deps } from '../deps.ts';
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
import { errorBody, errors, tokenQuery } from './schemas.ts';

/** An id at the activity provider or shows service (enterprises.DviewLink). */
const LINK = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'a link id: letters, digits, . _ -');

// Public calls that may reach an outside service: a runaway client is stopped before it.
const rateLimit = { max: 120, timeWindow: 60_000 };

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
 * The three outside services of §7, served by Carta from its own catalogues, or forwarded to the
 * service when its base URL is configured (then the answer is checked and relayed, failures are 502).
 */
export const providerRoutes = (app: App, { db, config }: Deps) => {
  const services = config.outsideServices;

  const menuExt = {
    config: { scope: 'public' as const, rateLimit },
    schema: {
      tags: ['outside services'],
      description:
        'The external menus of workspace {ws}: a bare array; [] for an unknown workspace. ' +
        'With PUBLIC_API_URL set, forwarded there; 502 `provider_failed` when that fails.',
      params: z.object({ ws: wsParam }),
      querystring: tokenQuery,
      response: { 200: z.array(externalMenuItem), 502: errorBody, ...errors },
    },
    handler: async (request: { params: { ws: number } }) => {
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
  // §7 writes it with a trailing slash; clients that drop it are answered too.
  app.get('/api/v1/public/workspaces/:ws/menu-ext/', menuExt);
  app.get('/api/v1/public/workspaces/:ws/menu-ext', menuExt);

  const typeNamesRoute = (
    service: ProviderService,
    path: (link: string) => string,
    base: string | null,
  ) => {
    const field = PROVIDER_SERVICES[service].field;
    app.get(`/api${path(':link')}`, {
      config: { scope: 'public', rateLimit },
      schema: {
        tags: ['outside services'],
        description:
          `A bare array whose first element holds ${field}01..05; [] for an unknown link. ` +
          'Forwarded when the service’s URL is configured; 502 `provider_failed` when that fails.',
        params: z.object({ link: LINK }),
        querystring: tokenQuery,
        response: { 200: z.array(typeNamesSchema(service)), 502: errorBody, ...errors },
      },
      handler: async (request) => {
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
  // The same path here and at the service.
  typeNamesRoute(
    'activity',
    (link) => `/p_activity/${link}/carta-type-activity`,
    services.activityProviderUrl,
  );
  typeNamesRoute('show', (link) => `/p_show/${link}/carta-type-show`, services.showsServiceUrl);
};
