import { COMMON_OWNER, isNewId, menuSaveSchema, ownerSchema, sortEntrySchema } from '@carta/domain';
import { z } from 'zod';
import { assertOwnerAccess, staffOf } from '../auth/scopes.ts';
import type { App, Deps } from '../deps.ts';
import { badRequest, notFound } from '../errors.ts';
import { removeContents, upsertContents } from '../repos/contents.ts';
import { enterpriseTimeZone, findEnterprise, toEnterprise } from '../repos/enterprises.ts';
import {
  deleteMenu,
  findMenu,
  listMenuTree,
  listMenuUsers,
  replaceMenuUsers,
  sortMenus,
  writeMenu,
  writeSubmenus,
} from '../repos/menus.ts';
import { recordRevision } from '../repos/revisions.ts';
import { existingUserIds } from '../repos/users.ts';
import { parseContentInputs } from '../services/content-input.ts';
import { errorBody, errors, idParam, listOf, tokenQuery } from './schemas.ts';

const idMapping = z.array(z.object({ oldID: z.string(), newID: z.number() }));

export const menuRoutes = (app: App, { db, dialect, config }: Deps) => {
  const commonMenu = async (menuId: number) => {
    const menu = await findMenu(db, menuId);
    if (!menu || menu.Owner !== COMMON_OWNER) throw notFound('common menu');
    return menu;
  };

  // Static segments first: Fastify prefers them over the :owner parameter.
  app.get('/api/menus/common/:menuID/users', {
    config: { scope: 'private' },
    schema: {
      tags: ['menus'],
      params: z.object({ menuID: idParam }),
      querystring: tokenQuery.extend({
        page: z.coerce.number().optional(),
        size: z.coerce.number().optional(),
      }),
      response: { 200: listOf(z.object({ ID: z.number() })), ...errors },
    },
    handler: async (request) => {
      staffOf(request);
      await commonMenu(request.params.menuID);
      const data = await listMenuUsers(db, request.params.menuID);
      return { data, total: data.length };
    },
  });

  app.put('/api/menus/common/:menuID/users', {
    config: { scope: 'private' },
    schema: {
      tags: ['menus'],
      params: z.object({ menuID: idParam }),
      querystring: tokenQuery,
      body: z.array(z.number().int().positive()).max(10_000),
      response: { 200: listOf(z.object({ ID: z.number() })), ...errors },
    },
    handler: async (request) => {
      assertOwnerAccess(staffOf(request), COMMON_OWNER, 'write');
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

  app.get('/api/menus/:owner', {
    config: { scope: 'private' },
    schema: {
      tags: ['menus'],
      params: z.object({ owner: ownerSchema }),
      querystring: tokenQuery,
      response: { 200: listOf(z.looseObject({ ID: z.number() })), ...errors },
    },
    handler: async (request) => {
      const staff = staffOf(request);
      assertOwnerAccess(staff, request.params.owner, 'read');
      const data = await listMenuTree(
        db,
        request.params.owner,
        await enterpriseTimeZone(db, staff.enterpriseId),
      );
      return { data, total: data.length };
    },
  });

  app.put('/api/menus/:owner', {
    config: { scope: 'private' },
    schema: {
      tags: ['menus'],
      params: z.object({ owner: ownerSchema }),
      querystring: tokenQuery,
      body: menuSaveSchema,
      response: {
        200: z.object({
          newID: z.number(),
          menus: idMapping,
          contents: idMapping,
          Version: z.number(),
        }),
        409: errorBody,
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const started = performance.now();
      const staff = staffOf(request);
      const { owner } = request.params;
      assertOwnerAccess(staff, owner, 'write');
      const enterprise = await findEnterprise(db, staff.enterpriseId);
      const languages = enterprise ? toEnterprise(enterprise).Languages : ['es'];
      const body = request.body;
      const contents = parseContentInputs(body.Content ?? [], {
        languages,
        bgColor: enterprise?.BGColor,
      });
      const removed = body.RemovedContent ?? [];
      const sentIds = new Set(contents.map((c) => c.common.ID));
      const both = removed.map((id, i) => ({ id, i })).filter(({ id }) => sentIds.has(id));
      if (both.length > 0)
        throw badRequest(
          'blocks both sent and removed',
          both.map(({ i }) => `RemovedContent.${i}`),
        );
      const parsed = performance.now();
      // The menu, its submenus, its contents and its revision change together or not at all.
      const saved = await db.transaction().execute(async (trx) => {
        const { id, version } = await writeMenu(trx, dialect, owner, body);
        const menus = await writeSubmenus(trx, dialect, owner, id, body.Menus ?? []);
        const target = { owner, menuId: id };
        const contentIds = await upsertContents(trx, dialect, target, contents);
        await removeContents(trx, target, removed);
        await recordRevision(trx, {
          owner,
          menuId: id,
          author: { userId: staff.userId },
          created: isNewId(body.ID),
          timeZone: enterprise?.TimeZone ?? 'Europe/Madrid',
          keep: config.menuRevisionsKeep,
        });
        return { newID: id, menus, contents: contentIds, Version: version };
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

  app.put('/api/menus/:owner/sort', {
    config: { scope: 'private' },
    schema: {
      tags: ['menus'],
      params: z.object({ owner: ownerSchema }),
      querystring: tokenQuery,
      body: z.array(sortEntrySchema).max(1000),
      response: { 200: z.object({ affectedRows: z.number() }), ...errors },
    },
    handler: async (request) => {
      assertOwnerAccess(staffOf(request), request.params.owner, 'write');
      return { affectedRows: await sortMenus(db, request.params.owner, request.body) };
    },
  });

  app.delete('/api/menus/:menuID', {
    config: { scope: 'private' },
    schema: {
      tags: ['menus'],
      params: z.object({ menuID: idParam }),
      querystring: tokenQuery,
      response: { 200: z.object({ affectedRows: z.number() }), ...errors },
    },
    handler: async (request) => {
      const menu = await findMenu(db, request.params.menuID);
      if (!menu) throw notFound('menu');
      assertOwnerAccess(staffOf(request), menu.Owner, 'write');
      return { affectedRows: await deleteMenu(db, menu.ID) };
    },
  });
};
