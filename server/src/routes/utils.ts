import { ALLERGENS } from '@carta/domain/allergens';
import { z } from 'zod';
import { routeFile } from './route.ts';

const ENTERPRISE_ID = /^\d{1,10}$/;
// One or more DNS labels (letters, digits, inner hyphens), as `location.hostname` gives them.
const HOSTNAME =
  /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/i;

/** behaviour.md#api `{enterpriseID or current domain}`: guest apps know one or the other. */
const enterpriseOrDomain = z
  .string()
  // All digits is an id (never a host name), so an over-long one is refused rather than read as a host.
  .refine((value) => (/^\d+$/.test(value) ? ENTERPRISE_ID : HOSTNAME).test(value), {
    message: 'an enterprise id or a domain name',
  });

const allergenSchema = z.object({
  ID: z.number(),
  Name: z.record(z.string(), z.string()),
  Image: z.string(),
});

// The catalogue is fixed by law and ships with the code: browsers and caches may keep it a day.
const CATALOGUE_CACHE = 'public, max-age=86400';

export const utilRoutes = routeFile(
  { prefix: '/api/utils', tags: ['utils'] },
  ({ publicRoute }) => {
    // Guest apps and staff read it alike (a token sent along is ignored): every enterprise gets the
    // same list.
    publicRoute('GET', '/allergens/:enterprise', {
      schema: {
        params: z.object({ enterprise: enterpriseOrDomain }),
        response: { 200: z.object({ data: z.array(allergenSchema), total: z.number() }) },
      },
      handler: async ({ reply }) => {
        reply.header('Cache-Control', CATALOGUE_CACHE);
        return {
          data: ALLERGENS.map(({ ID, Name, Image }) => ({ ID, Name, Image })),
          total: ALLERGENS.length,
        };
      },
    });
  },
);
