import { ownerSchema } from '@carta/domain';
import { menuChangeSummarySchema } from '@carta/domain/revisions';
import { z } from 'zod';
import { assertOwnerAccess } from '../auth/scopes.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { notFound } from '../errors.ts';
import { findMenu } from '../repos/menus.ts';
import { findRevision, listRevisions } from '../repos/revisions.ts';
import { routeFile } from './route.ts';
import { idParam } from './schemas.ts';

const revisionItem = z.object({
  ID: z.number(),
  CreatedAt: z.string(),
  UserName: z.string(),
  Summary: menuChangeSummarySchema,
});

/**
 * behaviour.md#editing: a menu's revisions, kept by every save (PUT /api/menus/:owner). Like writing the menu,
 * reading its history needs the menu's own enterprise, or an administrator for a common menu.
 */
export const revisionRoutes = routeFile(
  { prefix: '/api/menus', tags: ['menus'] },
  ({ privateRoute }, { db }) => {
    const menuOf = async (staff: StaffClaims, owner: string, menuId: number) => {
      assertOwnerAccess(staff, owner, 'write');
      const menu = await findMenu(db, menuId);
      if (!menu) throw notFound('menu');
      // Another enterprise's menu is refused as such, whatever owner the path names.
      assertOwnerAccess(staff, menu.Owner, 'write');
      if (menu.Owner !== owner) throw notFound('menu');
      return menu;
    };

    privateRoute('GET', '/:owner/:menuID/revisions', {
      schema: {
        params: z.object({ owner: ownerSchema, menuID: idParam }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          size: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: z.object({ data: z.array(revisionItem), total: z.number() }) },
      },
      handler: async ({ request, staff }) => {
        const { owner, menuID } = request.params;
        await menuOf(staff, owner, menuID);
        return listRevisions(db, menuID, request.query);
      },
    });

    privateRoute('GET', '/:owner/:menuID/revisions/:revisionID', {
      schema: {
        params: z.object({ owner: ownerSchema, menuID: idParam, revisionID: idParam }),
        response: {
          200: revisionItem.extend({
            MenuID: z.number(),
            Snapshot: z.object({
              Menu: z.looseObject({ ID: z.number() }),
              Content: z.array(z.looseObject({ ID: z.number(), Type: z.number() })),
            }),
          }),
        },
      },
      handler: async ({ request, staff }) => {
        const { owner, menuID, revisionID } = request.params;
        await menuOf(staff, owner, menuID);
        const revision = await findRevision(db, menuID, revisionID);
        if (!revision?.Snapshot || !revision.Summary) throw notFound('revision');
        const { Menu, Content } = revision.Snapshot;
        return {
          ...revision,
          Summary: revision.Summary,
          Snapshot: { Menu, Content: [...Content] },
        };
      },
    });
  },
);
