import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import {
  existingIds,
  isUniqueViolation,
  listRecords,
  listRestaurants,
  type RecordInput,
  replaceRecords,
  replaceRestaurants,
} from '../repos/catalogues.ts';
import { findEnterprise } from '../repos/enterprises.ts';
import { findTypeNames, saveTypeNames } from '../repos/provider-types.ts';
import {
  CATALOGUE_KINDS,
  PROVIDER_SERVICES,
  type ProviderService,
  TYPE_SLOTS,
  type TypeNames,
} from '../services/catalogues/kinds.ts';
import {
  CHAIN_ID,
  IMPORT_MAX,
  KIND_SHAPES,
  NAME_MAX,
  namedItem,
  nameSchema,
  recordIdSchema,
  wsParam,
} from './catalogues-shapes.ts';
import { routeFile } from './route.ts';
import { errorBody, listOf } from './schemas.ts';

/** Fields naming the entries whose ID another entry already has: `<index>.ID`. */
const repeatedIds = (list: readonly RecordInput[]): string[] => {
  const seen = new Set<number>();
  return list.flatMap((r, i) => {
    if (r.ID === undefined) return [];
    const repeated = seen.has(r.ID);
    seen.add(r.ID);
    return repeated ? [`${i}.ID`] : [];
  });
};

const assertAdmin = (staff: StaffClaims) => {
  if (!staff.isAdmin) throw forbidden('shared catalogues need an administrator');
};

/** The five type names as the activity provider / shows service answers them. */
export const typeNamesSchema = (service: ProviderService) => {
  const field = PROVIDER_SERVICES[service].field;
  return z.object(
    Object.fromEntries(TYPE_SLOTS.map((slot) => [`${field}${slot}`, z.string()])) as Record<
      string,
      z.ZodString
    >,
  );
};

export const typeNamesOut = (service: ProviderService, names: TypeNames) => {
  const field = PROVIDER_SERVICES[service].field;
  return Object.fromEntries(TYPE_SLOTS.map((slot, i) => [`${field}${slot}`, names[i] ?? '']));
};

/**
 * Imports: a venue running only Carta fills its catalogues here. Each replaces a whole list in one
 * transaction; a bad entry stores nothing.
 */
export const catalogueImportRoutes = routeFile(
  { prefix: '/api', tags: ['catalogues'] },
  ({ privateRoute }, { db }) => {
    for (const kind of CATALOGUE_KINDS) {
      const shape = KIND_SHAPES[kind];
      privateRoute('PUT', `/catalogues/:ws/${kind}`, {
        schema: {
          description:
            `Replaces the enterprise's ${kind} with the list sent (≤ ${IMPORT_MAX}). Entries keep ` +
            'the ID they carry; entries without one get a new ID never used before. Answers the new list.',
          params: z.object({ ws: wsParam }),
          body: z.array(shape.input).max(IMPORT_MAX),
          response: { 200: listOf(shape.output) },
        },
        handler: async ({ request, staff }) => {
          const { ws } = request.params;
          assertOwnEnterprise(staff, ws);
          const list = request.body;
          const repeated = repeatedIds(list);
          if (repeated.length > 0) throw badRequest('an ID listed twice', repeated);
          // All of the list is stored, or none of it.
          const { rows, total } = await db.transaction().execute(async (trx) => {
            if (kind === 'channels') {
              const types = list.map(
                (r) => (r.Extra as { ChannelListType: number }).ChannelListType,
              );
              const known = await existingIds(trx, ws, 'channel-list-types', types);
              const unknown = types.flatMap((t, i) =>
                known.has(t) ? [] : [`${i}.ChannelListType`],
              );
              if (unknown.length > 0)
                throw badRequest('no channel list type with that ID', unknown);
            }
            await replaceRecords(trx, ws, kind, list);
            return listRecords(trx, ws, kind, { offset: 0, limit: IMPORT_MAX, search: '' });
          });
          return { data: rows.map(shape.toItem), total };
        },
      });
    }

    for (const service of Object.keys(PROVIDER_SERVICES) as ProviderService[]) {
      const field = PROVIDER_SERVICES[service].field;
      const name = z.string().trim().max(NAME_MAX).default('');
      const body = z.strictObject(
        Object.fromEntries(TYPE_SLOTS.map((slot) => [`${field}${slot}`, name])) as Record<
          string,
          typeof name
        >,
      );
      privateRoute('PUT', `/catalogues/:ws/${service}-types`, {
        schema: {
          description:
            `Stores ${field}01..05 (missing ones as '') under the enterprise's DviewLink, as ` +
            `GET /api/p_${service}/{DviewLink}/carta-type-${service} then answers them. 400 when the ` +
            'enterprise has no DviewLink.',
          params: z.object({ ws: wsParam }),
          body,
          response: { 200: z.array(typeNamesSchema(service)) },
        },
        handler: async ({ request, staff }) => {
          const { ws } = request.params;
          assertOwnEnterprise(staff, ws);
          const enterprise = await findEnterprise(db, ws);
          if (!enterprise) throw notFound('enterprise');
          const link = enterprise.DviewLink;
          if (!link) throw badRequest('the enterprise has no DviewLink', ['DviewLink']);
          const name = (slot: (typeof TYPE_SLOTS)[number]) => request.body[`${field}${slot}`] ?? '';
          const names: TypeNames = [name('01'), name('02'), name('03'), name('04'), name('05')];
          await saveTypeNames(db, service, link, names);
          const stored = await findTypeNames(db, service, link);
          return stored ? [typeNamesOut(service, stored)] : [];
        },
      });
    }

    privateRoute('PUT', '/enterprises/:chain/restaurants', {
      schema: {
        description: `Replaces the restaurants of hotel chain {chain} (administrators; ≤ ${IMPORT_MAX}).`,
        params: z.object({ chain: CHAIN_ID }),
        body: z
          .array(z.strictObject({ ID: recordIdSchema.optional(), Name: nameSchema }))
          .max(IMPORT_MAX),
        response: { 200: listOf(namedItem), 409: errorBody },
      },
      handler: async ({ request, staff }) => {
        assertAdmin(staff);
        const { chain } = request.params;
        const repeated = repeatedIds(request.body);
        if (repeated.length > 0) throw badRequest('an ID listed twice', repeated);
        // All of the list is stored, or none of it. A chain is no row to lock: two imports of one
        // chain at the same instant may collide on a new ID, and the later one is asked to retry.
        const data = await db
          .transaction()
          .execute(async (trx) => {
            await replaceRestaurants(trx, chain, request.body);
            return listRestaurants(trx, chain);
          })
          .catch((error: unknown) => {
            if (isUniqueViolation(error))
              throw conflict('another import of this chain ran at once');
            throw error;
          });
        return { data, total: data.length };
      },
    });
  },
);
