import { COMMON_OWNER, typeIdOfBlock } from '@carta/domain';
import { normalizeAllergenIds } from '@carta/domain/allergens';
import { jsonOrValue, shortText } from '@carta/domain/blocks/fields';
import { PRICE_MAX } from '@carta/domain/blocks/food';
import { serverIdSchema } from '@carta/domain/ids';
import { EXTRA_GROUPS_MAX, extraGroupRuleSchema } from '@carta/domain/orders';
import { z } from 'zod';
import { assertOwnEnterprise, assertOwnerAccess } from '../auth/scopes.ts';
import { badRequest, notFound } from '../errors.ts';
import { findEnterprise, toEnterprise } from '../repos/enterprises.ts';
import { listGroups, replaceGroups } from '../repos/extra-groups.ts';
import { findDish, listExtras, replaceExtras } from '../repos/extras.ts';
import type { Queryable } from '../repos/types.ts';
import { type RouteSchema, routeFile } from './route.ts';
import { idParam, listOf } from './schemas.ts';

const FOOD = typeIdOfBlock('food');
/** A dish with more options than this is a menu of its own. */
export const EXTRAS_MAX = 200;

const extraOut = z.object({
  ExtraID: z.number(),
  MenuContentID: z.number(),
  /** behaviour.md#api: a JSON string of the translatable object. */
  Name: z.string(),
  Price: z.number(),
  GroupID: z.number().nullable(),
  Allergens: z.array(z.number()),
});

/** EU allergen ids (1–14), as a dish's own are checked. */
const allergenIds = z.array(z.number().int().min(1).max(14)).max(14);

/** One extra as the editor sends it: Name as a JSON string (behaviour.md#api) or as the object itself. */
const extraIn = z.strictObject({
  ExtraID: z.union([z.literal('new'), serverIdSchema]),
  MenuContentID: serverIdSchema,
  Name: jsonOrValue(shortText()),
  Price: z.number().min(0).max(PRICE_MAX),
  /** behaviour.md#extra-groups: absent (an editor from before groups) is no group. */
  GroupID: serverIdSchema.nullish(),
  Allergens: allergenIds.optional(),
});

const groupOut = z.object({
  ID: z.number(),
  MenuContentID: z.number(),
  /** behaviour.md#api: a JSON string of the translatable object. */
  Name: z.string(),
  Min: z.number(),
  Max: z.number(),
  ORD: z.number(),
});

/** One group as the editor sends it; its place in the list is its order. */
const groupIn = z.strictObject({
  ID: z.union([z.literal('new'), serverIdSchema]),
  MenuContentID: serverIdSchema,
  Name: jsonOrValue(shortText()),
  Min: extraGroupRuleSchema.shape.Min,
  Max: extraGroupRuleSchema.shape.Max,
  /** Accepted for symmetry with the answer; the list's order is the order. */
  ORD: z.number().int().optional(),
});

const dishParams = z.object({ ws: idParam, id: idParam });

export const dishOrderRoutes = routeFile(
  { prefix: '/api', tags: ['dish-orders'] },
  ({ privateRoute, publicRoute }, { db }) => {
    /**
     * The dish `id` as seen from workspace `ws`: its own dishes and those of common menus. Anything
     * else, existing or not, is a 404 so that ids of other enterprises tell nothing.
     */
    const dishOf = async (q: Queryable, ws: number, id: number) => {
      const dish = await findDish(q, id);
      if (!dish || (dish.Owner !== String(ws) && dish.Owner !== COMMON_OWNER))
        throw notFound('dish');
      return dish;
    };

    publicRoute('GET', '/public/dish-orders/:ws/extras/:id', {
      schema: { params: dishParams, response: { 200: listOf(extraOut) } },
      handler: async ({ request }) => {
        const { ws, id } = request.params;
        await dishOf(db, ws, id);
        const data = await listExtras(db, id);
        return { data, total: data.length };
      },
    });

    privateRoute('PUT', '/private/dish-orders/:ws/extras/:id', {
      schema: {
        params: dishParams,
        body: z.array(extraIn).max(EXTRAS_MAX),
        response: { 200: listOf(extraOut) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        const foreign = request.body
          .map((e, i) => ({ e, i }))
          .filter(({ e }) => e.MenuContentID !== id)
          .map(({ i }) => `${i}.MenuContentID`);
        if (foreign.length > 0) throw badRequest('extras of another dish', foreign);
        // The list replaces the dish's extras: all of it is stored, or none of it.
        const data = await db.transaction().execute(async (trx) => {
          const dish = await dishOf(trx, ws, id);
          assertOwnerAccess(staff, dish.Owner, 'write');
          if (dish.Type !== FOOD) throw badRequest('extras belong to food blocks', ['id']);
          await replaceExtras(
            trx,
            { owner: dish.Owner, contentId: id },
            request.body.map(({ ExtraID, Name, Price, GroupID, Allergens }) => ({
              ExtraID,
              Name,
              Price,
              GroupID: GroupID ?? null,
              Allergens: normalizeAllergenIds(Allergens ?? []),
            })),
          );
          return listExtras(trx, id);
        });
        return { data, total: data.length };
      },
    });

    publicRoute('GET', '/public/dish-orders/:ws/extra-groups/:id', {
      schema: { params: dishParams, response: { 200: listOf(groupOut) } },
      handler: async ({ request }) => {
        const { ws, id } = request.params;
        await dishOf(db, ws, id);
        const data = await listGroups(db, id);
        return { data, total: data.length };
      },
    });

    privateRoute('PUT', '/private/dish-orders/:ws/extra-groups/:id', {
      schema: {
        params: dishParams,
        body: z.array(groupIn).max(EXTRA_GROUPS_MAX),
        response: { 200: listOf(groupOut) },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        const bad = request.body.flatMap((g, i) => [
          ...(g.MenuContentID !== id ? [`${i}.MenuContentID`] : []),
          ...(g.Min > g.Max ? [`${i}.Min`] : []),
        ]);
        if (bad.length > 0) throw badRequest('groups of another dish, or Min above Max', bad);
        // The list replaces the dish's groups: all of it is stored, or none of it.
        const data = await db.transaction().execute(async (trx) => {
          const dish = await dishOf(trx, ws, id);
          assertOwnerAccess(staff, dish.Owner, 'write');
          if (dish.Type !== FOOD) throw badRequest('extras belong to food blocks', ['id']);
          await replaceGroups(
            trx,
            { owner: dish.Owner, contentId: id },
            request.body.map(({ ID, Name, Min, Max }) => ({ ID, Name, Min, Max })),
          );
          return listGroups(trx, id);
        });
        return { data, total: data.length };
      },
    });

    const showExtras = {
      schema: {
        params: z.object({ ws: idParam }),
        response: { 200: listOf(z.object({ IncludeExtras: z.boolean() })) },
      } satisfies RouteSchema,
      handler: async ({ request }: { request: { params: { ws: number } } }) => {
        const row = await findEnterprise(db, request.params.ws);
        if (!row) throw notFound('workspace');
        return { data: [{ IncludeExtras: toEnterprise(row).IncludeExtras }], total: 1 };
      },
    };
    // behaviour.md#api writes it with a trailing slash; guest apps that drop it are answered too.
    publicRoute('GET', '/public/dish-orders/:ws/show-extras/', showExtras);
    publicRoute('GET', '/public/dish-orders/:ws/show-extras', showExtras);
  },
);
