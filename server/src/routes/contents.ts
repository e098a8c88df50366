import { dbInt } from '@carta/domain';
import { canHoldContents } from '@carta/domain/menu-tree';
import { z } from 'zod';
import { assertOwnerAccess } from '../auth/scopes.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { badRequest, notFound } from '../errors.ts';
import { sendSerializedJson } from '../http/send.ts';
import {
  deleteContent,
  findContent,
  listContents,
  moveContent,
  nextOrdIn,
  setHideMobile,
} from '../repos/contents.ts';
import { enterpriseTimeZone } from '../repos/enterprises.ts';
import { bumpVersion, findMenu, findMenuStamp } from '../repos/menus.ts';
import { keepOriginal } from '../repos/revisions.ts';
import type { Queryable } from '../repos/types.ts';
import { VersionedCache } from '../services/versioned-cache.ts';
import { contentAnswer } from './answer-shapes.ts';
import { routeFile } from './route.ts';
import { answeredAs, idParam, listOf } from './schemas.ts';

export const contentRoutes = routeFile(
  { prefix: '/api/contents', tags: ['contents'] },
  ({ privateRoute }, { db }) => {
    // A menu's contents, serialized, per menu Version: guests and editors reread the same menus.
    const listCache = new VersionedCache<number, Buffer>(500);

    const writableContent = async (staff: StaffClaims, id: number, q: Queryable = db) => {
      const content = await findContent(q, id);
      if (!content) throw notFound('content');
      assertOwnerAccess(staff, content.Owner, 'write');
      return content;
    };

    // behaviour.md#editing: a block changed outside a save still leaves the menu's original restorable.
    const keepOriginalOf = async (
      q: Queryable,
      staff: StaffClaims,
      owner: string,
      menuId: number,
    ) => {
      const timeZone = await enterpriseTimeZone(q, staff.enterpriseId);
      await keepOriginal(q, { owner, menuId, timeZone });
    };

    privateRoute('GET', '/:menuID', {
      schema: {
        params: z.object({ menuID: idParam }),
        response: {
          200: answeredAs(listOf(contentAnswer)),
          304: z.null(),
        },
      },
      handler: async ({ request, reply, staff }) => {
        const menu = await findMenuStamp(db, request.params.menuID);
        if (!menu) throw notFound('menu');
        assertOwnerAccess(staff, menu.Owner, 'read');
        const etag = `"contents-${menu.ID}-v${menu.Version}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
        let body = listCache.get(menu.ID, menu.Version);
        if (body === undefined) {
          const data = await listContents(db, menu.ID);
          body = Buffer.from(JSON.stringify({ data, total: data.length }));
          listCache.set(menu.ID, menu.Version, body);
        }
        return sendSerializedJson(reply, body);
      },
    });

    privateRoute('PUT', '/:id/hide-content', {
      schema: {
        params: z.object({ id: idParam }),
        body: z.strictObject({ HideMobile: z.boolean() }),
        response: {
          200: z.object({ ID: z.number(), HideMobile: z.boolean(), Version: z.number() }),
        },
      },
      handler: async ({ request, staff }) => {
        const { id } = request.params;
        return db.transaction().execute(async (trx) => {
          const content = await writableContent(staff, id, trx);
          await keepOriginalOf(trx, staff, content.Owner, content.MenuID);
          await setHideMobile(trx, id, request.body.HideMobile);
          const Version = await bumpVersion(trx, content.MenuID);
          return { ID: id, HideMobile: request.body.HideMobile, Version };
        });
      },
    });

    privateRoute('PUT', '/:id/move', {
      schema: {
        params: z.object({ id: idParam }),
        body: z.strictObject({
          MenuID: dbInt().positive(),
          ORD: dbInt().min(0).optional(),
        }),
        response: {
          200: z.object({
            ID: z.number(),
            MenuID: z.number(),
            ORD: z.number(),
            Version: z.number(),
          }),
        },
      },
      // The block lands after the target menu's last block, whatever ORD the client computed.
      handler: async ({ request, staff }) => {
        const { id } = request.params;
        return db.transaction().execute(async (trx) => {
          const content = await writableContent(staff, id, trx);
          const target = await findMenu(trx, request.body.MenuID);
          if (!target) throw notFound('menu');
          assertOwnerAccess(staff, target.Owner, 'write');
          if (target.Owner !== content.Owner)
            throw badRequest('the target menu has another owner', ['MenuID']);
          if (!canHoldContents(target.Type))
            throw badRequest('a menu with submenus holds no contents', ['MenuID']);
          await keepOriginalOf(trx, staff, content.Owner, content.MenuID);
          if (target.ID !== content.MenuID)
            await keepOriginalOf(trx, staff, target.Owner, target.ID);
          const ORD = target.ID === content.MenuID ? content.ORD : await nextOrdIn(trx, target.ID);
          await moveContent(trx, id, target.ID, ORD);
          const Version = await bumpVersion(trx, content.MenuID);
          if (target.ID !== content.MenuID) await bumpVersion(trx, target.ID);
          return { ID: id, MenuID: target.ID, ORD, Version };
        });
      },
    });

    privateRoute('DELETE', '/:id', {
      schema: {
        params: z.object({ id: idParam }),
        response: { 200: z.object({ affectedRows: z.number(), Version: z.number() }) },
      },
      handler: async ({ request, staff }) => {
        const { id } = request.params;
        return db.transaction().execute(async (trx) => {
          const content = await writableContent(staff, id, trx);
          await keepOriginalOf(trx, staff, content.Owner, content.MenuID);
          const affectedRows = await deleteContent(trx, id);
          const Version = await bumpVersion(trx, content.MenuID);
          return { affectedRows, Version };
        });
      },
    });
  },
);
