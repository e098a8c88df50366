import { allTypeIds, DB_INT_MAX, dbInt } from '@carta/domain';
import { emailAddressSchema } from '@carta/domain/email';
import { z } from 'zod';
import { assertEnterpriseAdmin, assertOwnEnterprise, isEnterpriseAdmin } from '../auth/scopes.ts';
import { endSessions } from '../auth/sessions.ts';
import { createSetupLink } from '../auth/setup-links.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { audit } from '../repos/audit.ts';
import type { Queryable } from '../repos/types.ts';
import {
  deleteUser,
  emailTaken,
  findUser,
  insertUser,
  listUsers,
  otherActiveAdmins,
  setPasswordHash,
  toUser,
  updateUser,
} from '../repos/users.ts';
import { setupLinkMailer } from '../services/mail.ts';
import { userAnswer } from './answer-shapes.ts';
import { routeFile } from './route.ts';
import { answeredAs, errorBody, idParam, listOf, pagingQuery } from './schemas.ts';

const email = emailAddressSchema;
const role = z.enum(['admin', 'staff']);
/** behaviour.md#scopes: Permission holds 3 to let the user reorder blocks; other numbers are content types. */
const permission = z
  .array(dbInt())
  .max(100)
  .refine((ids) => ids.every((id) => id === 3 || allTypeIds().includes(id)), 'unknown permission');
const fields = {
  Name: z.string().trim().min(1).max(120),
  Email: email,
  Role: role,
  Permission: permission,
  HideDishOrderPoint: z.boolean(),
  ShowCustomColorMenu: z.boolean(),
};

export const userRoutes = routeFile(
  { prefix: '/api/users', tags: ['users'] },
  ({ privateRoute }, { db, config }) => {
    const actor = (staff: StaffClaims, name: string) => ({ id: staff.userId, name });
    const callerName = async (staff: StaffClaims) => (await findUser(db, staff.userId))?.Name ?? '';
    const mailLink = setupLinkMailer(config.mail);

    /** The user `id` as its enterprise's administrator may change it; platform admins only by their peers. */
    const managedUser = async (trx: Queryable, staff: StaffClaims, id: number) => {
      const user = await findUser(trx, id);
      if (!user) throw notFound('user');
      assertEnterpriseAdmin(staff, user.EnterpriseID);
      if (user.IsAdmin && !staff.isAdmin)
        throw forbidden('a platform administrator is managed by platform administrators');
      return user;
    };

    privateRoute('GET', '', {
      schema: {
        querystring: pagingQuery.extend({
          /** The list of one enterprise (platform administrators: any; others: their own). */
          enterprise: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
        }),
        response: {
          200: listOf(
            z.object({
              ID: z.number(),
              Name: z.string(),
              // Administrators: to tell namesakes apart (behaviour.md#menu-editor) and to manage users (behaviour.md#administration).
              Email: z.string().optional(),
              EnterpriseName: z.string().nullable().optional(),
              Role: role.optional(),
              Active: z.boolean().optional(),
              isAdmin: z.boolean().optional(),
              HasPassword: z.boolean().optional(),
            }),
          ),
        },
      },
      // Platform administrators assign common menus to users of every enterprise; others see their own.
      handler: async ({ request, staff }) => {
        const { page, size, search, enterprise } = request.query;
        if (enterprise !== undefined && !staff.isAdmin) assertOwnEnterprise(staff, enterprise);
        const enterpriseId = enterprise ?? (staff.isAdmin ? null : staff.enterpriseId);
        return listUsers(db, {
          enterpriseId,
          detailed: enterpriseId !== null && isEnterpriseAdmin(staff),
          search,
          offset: (page - 1) * size,
          limit: size,
        });
      },
    });

    privateRoute('GET', '/:id', {
      schema: {
        params: z.object({ id: idParam }),
        response: { 200: answeredAs(userAnswer) },
      },
      handler: async ({ request, staff }) => {
        const user = await findUser(db, request.params.id);
        if (!user) throw notFound('user');
        if (!staff.isAdmin) assertOwnEnterprise(staff, user.EnterpriseID);
        return toUser(user);
      },
    });

    privateRoute('POST', '', {
      schema: {
        summary:
          "Creates a user in the caller's enterprise; answers it with a one-time SetupURL (24 h)",
        body: z.strictObject({
          Name: fields.Name,
          Email: fields.Email,
          Role: fields.Role,
          Permission: fields.Permission.optional(),
          HideDishOrderPoint: fields.HideDishOrderPoint.optional(),
          ShowCustomColorMenu: fields.ShowCustomColorMenu.optional(),
        }),
        response: {
          201: answeredAs(
            userAnswer.extend({
              SetupURL: z.string(),
              SetupExpiresAt: z.string(),
              /** Also mailed to the user (SMTP_URL set and the server took it). */
              Mailed: z.boolean(),
            }),
          ),
          409: errorBody,
        },
      },
      handler: async ({ request, reply, staff }) => {
        assertEnterpriseAdmin(staff, staff.enterpriseId);
        const body = request.body;
        const name = await callerName(staff);
        const answer = await db.transaction().execute(async (trx) => {
          if (await emailTaken(trx, body.Email)) throw conflict('the e-mail is already in use');
          const userId = await insertUser(trx, {
            EnterpriseID: staff.enterpriseId,
            Name: body.Name,
            Email: body.Email,
            // An enterprise administrator never makes a platform administrator.
            IsAdmin: 0,
            Role: body.Role,
            Permission: body.Permission ?? [],
            HideDishOrderPoint: body.HideDishOrderPoint ? 1 : 0,
            ShowCustomColorMenu: body.ShowCustomColorMenu ? 1 : 0,
          });
          const link = await createSetupLink(trx, userId, config.publicUrl);
          await audit(trx, {
            enterpriseId: staff.enterpriseId,
            user: actor(staff, name),
            action: 'user_create',
            target: `user:${userId}`,
            detail: { Name: body.Name, Email: body.Email, Role: body.Role },
          });
          const user = await findUser(trx, userId);
          if (!user) throw notFound('user');
          return { ...toUser(user), ...link };
        });
        // After the commit: a mail server that is slow or down never undoes the user.
        const Mailed = await mailLink(request, {
          to: body.Email,
          name: body.Name,
          url: answer.SetupURL,
          expiresAt: answer.SetupExpiresAt,
          kind: 'welcome',
        });
        return reply.code(201).send({ ...answer, Mailed });
      },
    });

    privateRoute('PUT', '/:id', {
      schema: {
        summary: 'Changes a user; a role change or deactivation ends their sessions',
        params: z.object({ id: idParam }),
        body: z.strictObject({
          Name: fields.Name.optional(),
          Email: fields.Email.optional(),
          Role: fields.Role.optional(),
          Active: z.boolean().optional(),
          Permission: fields.Permission.optional(),
          HideDishOrderPoint: fields.HideDishOrderPoint.optional(),
          ShowCustomColorMenu: fields.ShowCustomColorMenu.optional(),
        }),
        response: { 200: answeredAs(userAnswer), 409: errorBody },
      },
      handler: async ({ request, staff }) => {
        const body = request.body;
        const name = await callerName(staff);
        return db.transaction().execute(async (trx) => {
          const user = await managedUser(trx, staff, request.params.id);
          const demoted = body.Role === 'staff' && user.Role === 'admin' && !user.IsAdmin;
          const deactivated = body.Active === false && Boolean(user.Active);
          if (
            (demoted || deactivated) &&
            (user.Role === 'admin' || user.IsAdmin) &&
            (await otherActiveAdmins(trx, user.EnterpriseID, user.ID)) === 0
          )
            throw conflict(
              'the last administrator of the enterprise cannot be demoted or deactivated',
            );
          if (body.Email !== undefined && (await emailTaken(trx, body.Email, user.ID)))
            throw conflict('the e-mail is already in use');
          const changes = {
            ...(body.Name !== undefined ? { Name: body.Name } : {}),
            ...(body.Email !== undefined ? { Email: body.Email } : {}),
            ...(body.Role !== undefined ? { Role: body.Role } : {}),
            ...(body.Active !== undefined ? { Active: body.Active ? 1 : 0 } : {}),
            ...(body.Permission !== undefined ? { Permission: body.Permission } : {}),
            ...(body.HideDishOrderPoint !== undefined
              ? { HideDishOrderPoint: body.HideDishOrderPoint ? 1 : 0 }
              : {}),
            ...(body.ShowCustomColorMenu !== undefined
              ? { ShowCustomColorMenu: body.ShowCustomColorMenu ? 1 : 0 }
              : {}),
          };
          // Nothing to change (`{}`): the user as they are, nothing written, nothing audited.
          if (Object.keys(changes).length === 0) return toUser(user);
          await updateUser(trx, user.ID, changes);
          const roleChanged = body.Role !== undefined && body.Role !== user.Role;
          if (roleChanged || deactivated) await endSessions(trx, user.ID);
          await audit(trx, {
            enterpriseId: user.EnterpriseID,
            user: actor(staff, name),
            action: 'user_update',
            target: `user:${user.ID}`,
            detail: body,
          });
          const updated = await findUser(trx, user.ID);
          if (!updated) throw notFound('user');
          return toUser(updated);
        });
      },
    });

    privateRoute('DELETE', '/:id', {
      schema: {
        summary: 'Deletes a user; their sessions end at once',
        params: z.object({ id: idParam }),
        response: { 200: z.object({ affectedRows: z.number() }), 409: errorBody },
      },
      handler: async ({ request, staff }) => {
        const name = await callerName(staff);
        return db.transaction().execute(async (trx) => {
          const user = await managedUser(trx, staff, request.params.id);
          if (user.ID === staff.userId) throw conflict('you cannot delete your own user');
          if (
            (user.Role === 'admin' || user.IsAdmin) &&
            user.Active &&
            (await otherActiveAdmins(trx, user.EnterpriseID, user.ID)) === 0
          )
            throw conflict('the last administrator of the enterprise cannot be deleted');
          const affectedRows = await deleteUser(trx, user.ID);
          await audit(trx, {
            enterpriseId: user.EnterpriseID,
            user: actor(staff, name),
            action: 'user_delete',
            target: `user:${user.ID}`,
            detail: { Name: user.Name, Email: user.Email },
          });
          return { affectedRows };
        });
      },
    });

    privateRoute('POST', '/:id/reset', {
      schema: {
        summary: "Clears a user's password and answers a new one-time SetupURL; their sessions end",
        params: z.object({ id: idParam }),
        response: {
          200: z.object({ SetupURL: z.string(), SetupExpiresAt: z.string(), Mailed: z.boolean() }),
        },
      },
      handler: async ({ request, staff }) => {
        const name = await callerName(staff);
        const { link, user } = await db.transaction().execute(async (trx) => {
          const user = await managedUser(trx, staff, request.params.id);
          await setPasswordHash(trx, user.ID, '');
          await endSessions(trx, user.ID);
          const link = await createSetupLink(trx, user.ID, config.publicUrl);
          await audit(trx, {
            enterpriseId: user.EnterpriseID,
            user: actor(staff, name),
            action: 'user_reset',
            target: `user:${user.ID}`,
          });
          return { link, user };
        });
        const Mailed = await mailLink(request, {
          to: user.Email,
          name: user.Name,
          url: link.SetupURL,
          expiresAt: link.SetupExpiresAt,
          kind: 'reset',
        });
        return { ...link, Mailed };
      },
    });
  },
);
