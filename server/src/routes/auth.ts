import { z } from 'zod';
import { dummyHash, verifyPassword } from '../auth/passwords.ts';
import { staffOf } from '../auth/scopes.ts';
import type { App, Deps } from '../deps.ts';
import { HttpError, notFound } from '../errors.ts';
import { findUser, findUserByEmail, toSessionUser } from '../repos/users.ts';
import { errorBody, errors, tokenQuery } from './schemas.ts';

const sessionUser = z.object({
  ID: z.number(),
  Name: z.string(),
  EnterpriseID: z.number(),
  isAdmin: z.boolean(),
});

export const authRoutes = (app: App, { db, tokens, config }: Deps) => {
  app.post('/api/auth/login', {
    config: {
      scope: 'public',
      rateLimit: { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.windowMs },
    },
    schema: {
      tags: ['auth'],
      body: z.object({ email: z.string().max(254), password: z.string().max(200) }),
      response: {
        200: z.object({ token: z.string(), user: sessionUser }),
        401: errorBody,
        429: errorBody,
      },
    },
    handler: async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      const ok = await verifyPassword(
        request.body.password,
        user?.PasswordHash ?? (await dummyHash),
      );
      if (!user || !ok) throw new HttpError(401, 'bad_credentials', 'wrong email or password');
      const token = await tokens.sign({
        kind: 'staff',
        userId: user.ID,
        enterpriseId: user.EnterpriseID,
        isAdmin: Boolean(user.IsAdmin),
      });
      return { token, user: toSessionUser(user) };
    },
  });

  app.get('/api/auth/me', {
    config: { scope: 'private' },
    schema: { tags: ['auth'], querystring: tokenQuery, response: { 200: sessionUser, ...errors } },
    handler: async (request) => {
      const user = await findUser(db, staffOf(request).userId);
      if (!user) throw notFound('user');
      return toSessionUser(user);
    },
  });
};
