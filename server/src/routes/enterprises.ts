import { z } from 'zod';
import { assertOwnEnterprise, staffOf } from '../auth/scopes.ts';
import type { App, Deps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { findEnterprise, toEnterprise } from '../repos/enterprises.ts';
import { errors, idParam, tokenQuery } from './schemas.ts';

export const enterpriseRoutes = (app: App, { db }: Deps) => {
  app.get('/api/enterprises/:id', {
    config: { scope: 'private' },
    schema: {
      tags: ['enterprises'],
      params: z.object({ id: idParam }),
      querystring: tokenQuery,
      response: {
        200: z.looseObject({ ID: z.number(), Name: z.string(), Chain: z.string().nullable() }),
        ...errors,
      },
    },
    handler: async (request) => {
      assertOwnEnterprise(staffOf(request), request.params.id);
      const row = await findEnterprise(db, request.params.id);
      if (!row) throw notFound('enterprise');
      return toEnterprise(row);
    },
  });
};
