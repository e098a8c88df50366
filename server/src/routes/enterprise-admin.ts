import { allTypeIds, DB_INT_MAX } from '@carta/domain';
import { dateTextSchema } from '@carta/domain/dates';
import { emailAddressSchema } from '@carta/domain/email';
import { z } from 'zod';
import { assertEnterpriseAdmin } from '../auth/scopes.ts';
import { createSetupLink } from '../auth/setup-links.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import { fromJson } from '../db/dialect.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { AUDIT_ACTIONS, audit, listAudit } from '../repos/audit.ts';
import { auditSubjects } from '../repos/audit-targets.ts';
import {
  findEnterprise,
  insertEnterprise,
  listEnterprises,
  toEnterprise,
  updateEnterprise,
} from '../repos/enterprises.ts';
import { emailTaken, findUser, insertUser } from '../repos/users.ts';
import { setupLinkMailer } from '../services/mail.ts';
import { providerNeedsKey } from '../services/translation/index.ts';
import { enterpriseAnswer } from './answer-shapes.ts';
import { languages, STYLE_KEYS, settingsBody, timeZone } from './enterprise-settings.ts';
import { routeFile } from './route.ts';
import { answeredAs, errorBody, idParam, listOf, pagingQuery } from './schemas.ts';

const assertPlatformAdmin = (staff: StaffClaims) => {
  if (!staff.isAdmin) throw forbidden('needs a platform administrator');
};

/** An ISO instant or a plain date (read as UTC midnight) for the audit filters. */
const instant = dateTextSchema.transform((v) => new Date(v).toISOString());

export const enterpriseAdminRoutes = routeFile(
  { prefix: '/api/enterprises', tags: ['enterprises'] },
  ({ privateRoute }, { db, config }) => {
    const callerName = async (staff: StaffClaims) => (await findUser(db, staff.userId))?.Name ?? '';
    const mailLink = setupLinkMailer(config.mail);

    privateRoute('GET', '', {
      schema: {
        summary: 'Every enterprise, for a platform administrator to switch to',
        querystring: pagingQuery,
        response: { 200: listOf(z.object({ ID: z.number(), Name: z.string() })) },
      },
      handler: async ({ request, staff }) => {
        assertPlatformAdmin(staff);
        const { page, size, search } = request.query;
        return listEnterprises(db, { search, offset: (page - 1) * size, limit: size });
      },
    });

    privateRoute('POST', '', {
      schema: {
        summary:
          'Creates an enterprise and its first administrator (platform administrators); answers ' +
          'the administrator’s one-time SetupURL',
        body: z.strictObject({
          Name: z.string().trim().min(1).max(120),
          AdminEmail: emailAddressSchema,
          AdminName: z.string().trim().min(1).max(120).optional(),
          Languages: languages,
          TimeZone: timeZone,
        }),
        response: {
          201: answeredAs(
            z.object({
              enterprise: enterpriseAnswer,
              AdminUserID: z.number(),
              SetupURL: z.string(),
              SetupExpiresAt: z.string(),
              /** Also mailed to the administrator (SMTP_URL set and the server took it). */
              Mailed: z.boolean(),
            }),
          ),
          409: errorBody,
        },
      },
      handler: async ({ request, reply, staff }) => {
        assertPlatformAdmin(staff);
        const body = request.body;
        const name = await callerName(staff);
        const answer = await db.transaction().execute(async (trx) => {
          if (await emailTaken(trx, body.AdminEmail))
            throw conflict('the e-mail is already in use');
          const enterpriseId = await insertEnterprise(trx, {
            Name: body.Name,
            Languages: body.Languages,
            Permission: allTypeIds(),
            TimeZone: body.TimeZone,
          });
          const adminId = await insertUser(trx, {
            EnterpriseID: enterpriseId,
            Name: body.AdminName ?? body.AdminEmail,
            Email: body.AdminEmail,
            IsAdmin: 0,
            Role: 'admin',
            Permission: [3],
            ShowCustomColorMenu: 0,
          });
          const link = await createSetupLink(trx, adminId, config.publicUrl);
          await audit(trx, {
            enterpriseId: enterpriseId,
            user: { id: staff.userId, name },
            action: 'enterprise_create',
            target: `enterprise:${enterpriseId}`,
            detail: { Name: body.Name, AdminEmail: body.AdminEmail },
          });
          const row = await findEnterprise(trx, enterpriseId);
          if (!row) throw notFound('enterprise');
          return { enterprise: toEnterprise(row), AdminUserID: adminId, ...link };
        });
        // After the commit: a mail server that is slow or down never undoes the enterprise.
        const Mailed = await mailLink(request, {
          to: body.AdminEmail,
          name: body.AdminName ?? body.AdminEmail,
          url: answer.SetupURL,
          expiresAt: answer.SetupExpiresAt,
          kind: 'welcome',
        });
        return reply.code(201).send({ ...answer, Mailed });
      },
    });

    privateRoute('PUT', '/:id', {
      schema: {
        summary: "Changes the enterprise's settings (administrators of the enterprise)",
        description:
          'Every field is optional. Removing a language keeps the texts stored in it. ' +
          '`TranslationKey` is write-only: answers say only `TranslationConfigured`.',
        params: z.object({ id: idParam }),
        body: settingsBody,
        response: { 200: answeredAs(enterpriseAnswer) },
      },
      handler: async ({ request, staff }) => {
        const { id } = request.params;
        assertEnterpriseAdmin(staff, id);
        const body = request.body;
        if (body.Logo && !body.Logo.startsWith(`/uploads/${id}/`))
          throw badRequest("the logo must be one of the enterprise's images", ['Logo']);
        const name = await callerName(staff);
        return db.transaction().execute(async (trx) => {
          const row = await findEnterprise(trx, id);
          if (!row) throw notFound('enterprise');
          const style = { ...fromJson<Record<string, unknown>>(row.Style, {}) };
          for (const key of STYLE_KEYS) if (body[key] !== undefined) style[key] = body[key];
          const provider =
            body.TranslationProvider !== undefined
              ? body.TranslationProvider
              : row.TranslationProvider;
          const samePovider = provider === row.TranslationProvider;
          const key =
            provider === null
              ? null
              : body.TranslationKey !== undefined
                ? body.TranslationKey
                : samePovider
                  ? row.TranslationKey
                  : null;
          if (provider && !key && providerNeedsKey(provider as never))
            throw badRequest(`${provider} needs an API key`, ['TranslationKey']);
          await updateEnterprise(trx, id, {
            ...(body.Name !== undefined ? { Name: body.Name } : {}),
            ...(body.Logo !== undefined ? { Logo: body.Logo } : {}),
            ...(body.Languages ? { Languages: body.Languages } : {}),
            ...(body.TimeZone ? { TimeZone: body.TimeZone } : {}),
            ...(body.enterpriseColor ? { EnterpriseColor: body.enterpriseColor } : {}),
            ...(body.BGColor ? { BGColor: body.BGColor } : {}),
            ...(body.Permission ? { Permission: body.Permission } : {}),
            ...(body.IncludeExtras !== undefined
              ? { IncludeExtras: body.IncludeExtras ? 1 : 0 }
              : {}),
            ...(body.HideDishOrderPoint !== undefined
              ? { HideDishOrderPoint: body.HideDishOrderPoint ? 1 : 0 }
              : {}),
            Style: style,
            TranslationProvider: provider,
            TranslationKey: key,
            // A different provider's URL override means nothing to the new one.
            TranslationUrl: provider && samePovider ? row.TranslationUrl : null,
          });
          const { TranslationKey: secret, ...logged } = body;
          await audit(trx, {
            enterpriseId: id,
            user: { id: staff.userId, name },
            action: 'settings_update',
            target: `enterprise:${id}`,
            // The key never reaches the log: only that it changed.
            detail: { ...logged, ...(secret !== undefined ? { TranslationKey: '(changed)' } : {}) },
          });
          const updated = await findEnterprise(trx, id);
          if (!updated) throw notFound('enterprise');
          return toEnterprise(updated);
        });
      },
    });

    privateRoute('GET', '/:id/audit', {
      schema: {
        summary: "The enterprise's audit log, newest first (administrators of the enterprise)",
        params: z.object({ id: idParam }),
        querystring: z.object({
          page: pagingQuery.shape.page,
          size: z.coerce.number().int().min(1).max(500).default(50),
          action: z.enum(AUDIT_ACTIONS as [string, ...string[]]).optional(),
          user: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
          from: instant.optional(),
          to: instant.optional(),
        }),
        response: {
          200: listOf(
            z.object({
              ID: z.number(),
              CreatedAt: z.string(),
              UserID: z.number().nullable(),
              UserName: z.string().nullable(),
              Action: z.string(),
              Target: z.string().nullable(),
              /** The target as a person recognises it, when it is a venue, menu, order, user or point. */
              Subject: z
                .object({
                  Kind: z.enum(['venue', 'menu', 'order', 'user', 'point']),
                  ID: z.number(),
                  Name: z.string().nullable(),
                  Common: z.boolean().optional(),
                })
                .nullable(),
              Detail: z.record(z.string(), z.unknown()).nullable(),
            }),
          ),
        },
      },
      handler: async ({ request, staff }) => {
        const { id } = request.params;
        assertEnterpriseAdmin(staff, id);
        const q = request.query;
        const page = await listAudit(db, {
          enterpriseId: id,
          action: (q.action as never) ?? null,
          userId: q.user ?? null,
          from: q.from ?? null,
          to: q.to ?? null,
          offset: (q.page - 1) * q.size,
          limit: q.size,
        });
        const venue = await findEnterprise(db, id);
        const lang = venue ? (toEnterprise(venue).Languages[0] ?? 'es') : 'es';
        const subjects = await auditSubjects(
          db,
          id,
          page.data.map((entry) => entry.Target),
          lang,
        );
        return {
          ...page,
          data: page.data.map((entry, i) => ({ ...entry, Subject: subjects[i] ?? null })),
        };
      },
    });
  },
);
