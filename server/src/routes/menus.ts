import { COMMON_OWNER, dbInt, menuSaveSchema, ownerSchema, sortEntrySchema } from '@carta/domain';
import { z } from 'zod';
import { assertOwnerAccess } from '../auth/scopes.ts';
import { fromJson } from '../db/dialect.ts';
import { badRequest, notFound } from '../errors.ts';
import { audit } from '../repos/audit.ts';
import { enterpriseTimeZone } from '../repos/enterprises.ts';
import {
  deleteMenu,
  findMenu,
  listMenuTree,
  listMenuUsers,
  replaceMenuUsers,
  sortMenus,
} from '../repos/menus.ts';
import { existingUserIds } from '../repos/users.ts';
import { commitMenuSave, prepareMenuSave } from '../services/menu-save/index.ts';
import { menuAnswer } from './answer-shapes.ts';
import { routeFile } from './route.ts';
import { answeredAs, errorBody, idParam, listOf, pagingQuery } from './schemas.ts';

const idMapping = z.array(z.object({ oldID: z.string(), newID: z.number() }));

export const menuRoutes = routeFile(
  { prefix: '/api/menus', tags: ['menus'] },
  ({ privateRoute }, { db, dialect, config }) => {
    const commonMenu = async (menuId: number) => {
      const menu = await findMenu(db, menuId);
      if (!menu || menu.Owner !== COMMON_OWNER) throw notFound('common menu');
      return menu;
    };

    // Static segments first: Fastify prefers them over the :owner parameter.
    privateRoute('GET', '/common/:menuID/users', {
      schema: {
        summary:
          "A common menu's assigned users: a platform administrator sees all, a venue's staff their own venue's",
        params: z.object({ menuID: idParam }),
        // behaviour.md#api sends page 1, size 100000 and reads the whole list: bounded, then not used.
        querystring: pagingQuery.pick({ page: true, size: true }),
        response: { 200: listOf(z.object({ ID: z.number() })) },
      },
      handler: async ({ request, staff }) => {
        await commonMenu(request.params.menuID);
        // Which users of other venues a menu is assigned to is no business of a venue's staff.
        const data = await listMenuUsers(
          db,
          request.params.menuID,
          staff.isAdmin ? undefined : staff.enterpriseId,
        );
        return { data, total: data.length };
      },
    });

    privateRoute('PUT', '/common/:menuID/users', {
      schema: {
        params: z.object({ menuID: idParam }),
        body: z.array(dbInt().positive()).max(10_000),
        response: { 200: listOf(z.object({ ID: z.number() })) },
      },
      handler: async ({ request, staff }) => {
        assertOwnerAccess(staff, COMMON_OWNER, 'write');
        await commonMenu(request.params.menuID);
        const known = await existingUserIds(db, request.body);
        const unknown = request.body.map((id, i) => ({ id, i })).filter(({ id }) => !known.has(id));
        if (unknown.length > 0)
          throw badRequest(
            'unknown users',
            unknown.map(({ i }) => String(i)),
          );
        // Replace the whole assignment at once: delete and insert in one transaction.
        await db
          .transaction()
          .execute((trx) => replaceMenuUsers(trx, request.params.menuID, request.body));
        const data = await listMenuUsers(db, request.params.menuID);
        return { data, total: data.length };
      },
    });

    privateRoute('GET', '/:owner', {
      schema: {
        params: z.object({ owner: ownerSchema }),
        response: { 200: answeredAs(listOf(menuAnswer)) },
      },
      handler: async ({ request, staff }) => {
        assertOwnerAccess(staff, request.params.owner, 'read');
        const data = await listMenuTree(
          db,
          request.params.owner,
          await enterpriseTimeZone(db, staff.enterpriseId),
        );
        return { data, total: data.length };
      },
    });

    privateRoute('PUT', '/:owner', {
      schema: {
        params: z.object({ owner: ownerSchema }),
        // The server refuses a save of an existing menu without the Version it was read at (400).
        body: menuSaveSchema.meta({
          description: 'A new menu (ID `new`), or an existing one (numeric ID) with its `Version`.',
          anyOf: [{ properties: { ID: { type: 'string' } } }, { required: ['Version'] }],
        }),
        response: {
          200: z.object({
            newID: z.number(),
            menus: idMapping,
            contents: idMapping,
            Version: z.number(),
          }),
          409: errorBody,
        },
      },
      handler: async ({ request, reply, staff: author }) => {
        const started = performance.now();
        const { owner } = request.params;
        assertOwnerAccess(author, owner, 'write');
        const prepared = await prepareMenuSave(db, { owner, author, body: request.body });
        const parsed = performance.now();
        const saved = await commitMenuSave({ db, dialect, config }, prepared);
        await audit(db, {
          enterpriseId: author.enterpriseId,
          user: { id: author.userId },
          action: 'menu_save',
          target: `menu:${saved.newID}`,
          detail: { owner },
        });
        // How long the save took on the server, and its two parts (checking and sanitizing the
        // contents; the transaction): npm run bench:editor reads them.
        const done = performance.now();
        reply.header(
          'server-timing',
          `save;dur=${(done - started).toFixed(1)}, parse;dur=${(parsed - started).toFixed(1)}, db;dur=${(done - parsed).toFixed(1)}`,
        );
        return saved;
      },
    });

    privateRoute('PUT', '/:owner/sort', {
      schema: {
        params: z.object({ owner: ownerSchema }),
        body: z.array(sortEntrySchema).max(1000),
        response: { 200: z.object({ affectedRows: z.number() }) },
      },
      handler: async ({ request, staff }) => {
        assertOwnerAccess(staff, request.params.owner, 'write');
        return { affectedRows: await sortMenus(db, request.params.owner, request.body) };
      },
    });

    privateRoute('DELETE', '/:menuID', {
      schema: {
        params: z.object({ menuID: idParam }),
        response: { 200: z.object({ affectedRows: z.number() }) },
      },
      handler: async ({ request, staff }) => {
        const menu = await findMenu(db, request.params.menuID);
        if (!menu) throw notFound('menu');
        assertOwnerAccess(staff, menu.Owner, 'write');
        const affectedRows = await deleteMenu(db, menu.ID);
        await audit(db, {
          enterpriseId: staff.enterpriseId,
          user: { id: staff.userId },
          action: 'menu_delete',
          target: `menu:${menu.ID}`,
          detail: { owner: menu.Owner, Name: fromJson<unknown>(menu.Name, null) },
        });
        return { affectedRows };
      },
    });
  },
);
