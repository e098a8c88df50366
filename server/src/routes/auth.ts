import { PASSWORD_MAX_LENGTH } from '@carta/domain/password-policy';
import { z } from 'zod';
import { assertGoodPassword } from '../auth/password-check.ts';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endSession, endSessions } from '../auth/sessions.ts';
import { consumeSetupLink, setupLinkState } from '../auth/setup-links.ts';
import type { StaffClaims, Tokens } from '../auth/tokens.ts';
import { forbidden, HttpError, notFound } from '../errors.ts';
import { sharedLimit } from '../http/rate-limit-store.ts';
import { audit } from '../repos/audit.ts';
import { findEnterprise } from '../repos/enterprises.ts';
import type { Queryable } from '../repos/types.ts';
import {
  findUser,
  findUserByEmail,
  setPasswordHash,
  toSessionUser,
  updateUser,
} from '../repos/users.ts';
import { accountLimit } from '../services/limits/login.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam } from './schemas.ts';

const sessionUser = z.object({
  ID: z.number(),
  Name: z.string(),
  EnterpriseID: z.number(),
  isAdmin: z.boolean(),
  Role: z.enum(['admin', 'staff']),
});
const tokenAnswer = z.object({ token: z.string() });
const newPassword = z.string().max(PASSWORD_MAX_LENGTH);

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * A token for the user's current session version, in `enterpriseId` (their own by default): a new
 * session, or the same one (`sessionId`) moved to another enterprise.
 */
const signFor = (
  tokens: Tokens,
  user: UserRow,
  enterpriseId = user.EnterpriseID,
  sessionId?: string,
) =>
  tokens.sign({
    kind: 'staff',
    userId: user.ID,
    enterpriseId,
    isAdmin: Boolean(user.IsAdmin),
    sessionVersion: user.SessionVersion,
    ...(sessionId ? { sessionId } : {}),
  });

/** Ends the caller's other sessions, answering a token for this one. */
const renewSession = async (db: Queryable, tokens: Tokens, staff: StaffClaims) => {
  await endSessions(db, staff.userId);
  const user = await findUser(db, staff.userId);
  if (!user) throw notFound('user');
  return signFor(tokens, user, staff.enterpriseId);
};

export const authRoutes = routeFile(
  { prefix: '/api/auth', tags: ['auth'] },
  ({ privateRoute, publicRoute }, deps) => {
    const { db, tokens, config } = deps;
    const limited = {
      rateLimit: sharedLimit(config.loginRateLimit.max, config.loginRateLimit.windowMs),
    };

    publicRoute('POST', '/login', {
      config: limited,
      schema: {
        body: z.strictObject({ email: z.string().max(254), password: z.string().max(200) }),
        response: { 200: z.object({ token: z.string(), user: sessionUser }), 429: errorBody },
      },
      handler: async ({ request }) => {
        const account = accountLimit(deps.limits, request.body.email);
        await account.assertNotPaused();
        const found = await findUserByEmail(db, request.body.email);
        // Without a password yet (a new user), or deactivated, the user cannot log in; the
        // hash is checked all the same so that neither answers faster than a wrong password.
        const user = found?.Active && found.PasswordHash ? found : undefined;
        const ok = await verifyPassword(
          request.body.password,
          user?.PasswordHash ?? (await dummyHash),
        );
        if (!user || !ok) {
          const pause = await account.failed();
          if (found) {
            const who = {
              enterpriseId: found.EnterpriseID,
              user: { id: found.ID, name: found.Name },
            };
            await audit(db, { ...who, action: 'login_failed', target: found.Email });
            if (pause)
              await audit(db, {
                ...who,
                action: 'login_throttled',
                target: found.Email,
                detail: { failures: pause.failures, pauseSeconds: pause.seconds },
              });
          }
          throw new HttpError(401, 'bad_credentials', 'wrong email or password');
        }
        await account.succeeded();
        await audit(db, {
          enterpriseId: user.EnterpriseID,
          user: { id: user.ID, name: user.Name },
          action: 'login',
        });
        return { token: await signFor(tokens, user), user: toSessionUser(user) };
      },
    });

    // behaviour.md#administration: the setup screen says a link is used up or expired as it opens,
    // not after both passwords are typed. POST keeps the token out of logged URLs.
    publicRoute('POST', '/setup/check', {
      config: limited,
      schema: {
        summary: 'Tells whether a one-time setup link can still be used, without using it',
        body: z.strictObject({ token: z.string().min(1).max(200) }),
        response: {
          200: z.object({ state: z.enum(['valid', 'expired', 'invalid']) }),
          429: errorBody,
        },
      },
      handler: async ({ request }) => ({ state: await setupLinkState(db, request.body.token) }),
    });

    publicRoute('POST', '/setup', {
      config: limited,
      schema: {
        summary: 'Sets a password from a one-time link (24 h, single use) and logs in',
        body: z.strictObject({ token: z.string().min(1).max(200), password: newPassword }),
        response: { 200: z.object({ token: z.string(), user: sessionUser }), 429: errorBody },
      },
      handler: async ({ request }) => {
        const { token, password } = request.body;
        const result = await db.transaction().execute(async (trx) => {
          const userId = await consumeSetupLink(trx, token);
          const user = userId === null ? undefined : await findUser(trx, userId);
          if (!user?.Active) return null;
          // Checked after the link: a bad password must not use the link up.
          assertGoodPassword(password, [user.Email, user.Name]);
          await setPasswordHash(trx, user.ID, await hashPassword(password));
          await endSessions(trx, user.ID);
          await audit(trx, {
            enterpriseId: user.EnterpriseID,
            user: { id: user.ID, name: user.Name },
            action: 'password_setup',
          });
          return findUser(trx, user.ID);
        });
        if (!result) throw new HttpError(404, 'link_invalid', 'the link is invalid or has expired');
        return { token: await signFor(tokens, result), user: toSessionUser(result) };
      },
    });

    privateRoute('GET', '/me', {
      schema: { response: { 200: sessionUser } },
      handler: async ({ staff }) => {
        const user = await findUser(db, staff.userId);
        if (!user) throw notFound('user');
        return { ...toSessionUser(user), EnterpriseID: staff.enterpriseId };
      },
    });

    privateRoute('PUT', '/me', {
      schema: {
        summary: 'Changes the caller’s own name',
        body: z.strictObject({ Name: z.string().trim().min(1).max(120) }),
        response: { 200: sessionUser },
      },
      handler: async ({ request, staff }) => {
        await updateUser(db, staff.userId, { Name: request.body.Name });
        const user = await findUser(db, staff.userId);
        if (!user) throw notFound('user');
        return { ...toSessionUser(user), EnterpriseID: staff.enterpriseId };
      },
    });

    privateRoute('PUT', '/password', {
      config: limited,
      schema: {
        summary: 'Changes the caller’s own password; their other sessions end',
        body: z.strictObject({ current: z.string().max(200), next: newPassword }),
        response: { 200: tokenAnswer, 429: errorBody },
      },
      handler: async ({ request, staff }) => {
        const user = await findUser(db, staff.userId);
        if (!user) throw notFound('user');
        if (!(await verifyPassword(request.body.current, user.PasswordHash || (await dummyHash))))
          throw new HttpError(400, 'bad_current_password', 'the current password is wrong', [
            'current',
          ]);
        assertGoodPassword(request.body.next, [user.Email, user.Name], 'next');
        await setPasswordHash(db, user.ID, await hashPassword(request.body.next));
        await audit(db, {
          enterpriseId: user.EnterpriseID,
          user: { id: user.ID, name: user.Name },
          action: 'password_change',
        });
        return { token: await renewSession(db, tokens, staff) };
      },
    });

    privateRoute('POST', '/switch', {
      schema: {
        summary: 'A platform administrator moves to another enterprise without logging out',
        body: z.strictObject({ EnterpriseID: idParam }),
        response: { 200: z.object({ token: z.string(), user: sessionUser }) },
      },
      handler: async ({ request, staff }) => {
        if (!staff.isAdmin) throw forbidden('needs a platform administrator');
        const target = await findEnterprise(db, request.body.EnterpriseID);
        if (!target) throw notFound('enterprise');
        const user = await findUser(db, staff.userId);
        if (!user) throw notFound('user');
        return {
          // The same session: logging out after a switch ends it too.
          token: await signFor(tokens, user, target.ID, staff.sessionId),
          user: { ...toSessionUser(user), EnterpriseID: target.ID },
        };
      },
    });

    privateRoute('POST', '/logout', {
      schema: {
        summary: "Ends the caller's session on every process at once; their other sessions go on",
        response: { 200: z.object({ ended: z.literal(true) }) },
      },
      handler: async ({ staff }) => {
        await endSession(db, staff.sessionId);
        await audit(db, {
          enterpriseId: staff.enterpriseId,
          user: { id: staff.userId },
          action: 'logout',
        });
        return { ended: true as const };
      },
    });

    privateRoute('POST', '/sessions/end-others', {
      schema: {
        summary: 'Ends every other session of the caller; answers a token for this one',
        response: { 200: tokenAnswer },
      },
      handler: async ({ staff }) => {
        const token = await renewSession(db, tokens, staff);
        const user = await findUser(db, staff.userId);
        await audit(db, {
          enterpriseId: staff.enterpriseId,
          user: { id: staff.userId, name: user?.Name ?? '' },
          action: 'sessions_end',
        });
        return { token };
      },
    });
  },
);
