import { z } from 'zod';
import { assertOwnEnterprise, staffOf } from '../auth/scopes.ts';
import type { App, Deps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { findUser, listUsers, toUser } from '../repos/users.ts';
import { errors, idParam, listOf, pagingQuery, tokenQuery } from './schemas.ts';

export const userRoutes = (app: App, { db }: Deps) => {
  app.get('/api/users', {
    config: { scope: 'private' },
    schema: {
      tags: ['users'],
      querystring: pagingQuery,
      response: {
        200: listOf(
          z.object({
            ID: z.number(),
            Name: z.string(),
            // Administrators only: they pick among every enterprise's users (§2.5).
            Email: z.string().optional(),
            EnterpriseName: z.string().nullable().optional(),
          }),
        ),
        ...errors,
      },
    },
    // Administrators assign common menus to users of every enterprise; staff see their own.
    handler: async (request) => {
      const staff = staffOf(request);
      const { page, size, search } = request.query;
      return listUsers(db, {
        enterpriseId: staff.isAdmin ? null : staff.enterpriseId,
        search,
        offset: (page - 1) * size,
        limit: size,
      });
    },
  });

  app.get('/api/users/:id', {
    config: { scope: 'private' },
    schema: {
      tags: ['users'],
      params: z.object({ id: idParam }),
      querystring: tokenQuery,
      response: { 200: z.looseObject({ ID: z.number() }), ...errors },
    },
    handler: async (request) => {
      const staff = staffOf(request);
      const user = await findUser(db, request.params.id);
      if (!user) throw notFound('user');
      if (!staff.isAdmin) assertOwnEnterprise(staff, user.EnterpriseID);
      return toUser(user);
    },
  });
};
