import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import { notFound } from '../errors.ts';
import { findEnterprise, toEnterprise } from '../repos/enterprises.ts';
import { enterpriseAnswer } from './answer-shapes.ts';
import { routeFile } from './route.ts';
import { answeredAs, idParam } from './schemas.ts';

export const enterpriseRoutes = routeFile(
  { prefix: '/api/enterprises', tags: ['enterprises'] },
  ({ privateRoute }, { db }) => {
    privateRoute('GET', '/:id', {
      schema: {
        params: z.object({ id: idParam }),
        response: { 200: answeredAs(enterpriseAnswer) },
      },
      handler: async ({ request, staff }) => {
        assertOwnEnterprise(staff, request.params.id);
        const row = await findEnterprise(db, request.params.id);
        if (!row) throw notFound('enterprise');
        return toEnterprise(row);
      },
    });
  },
);
