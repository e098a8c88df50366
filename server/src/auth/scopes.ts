import { COMMON_OWNER } from '@carta/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';
import type { PointClaims, StaffClaims, Tokens } from './tokens.ts';

/** public: no token; specific: a guest's point token; private: a staff token (§6). */
export type Scope = 'public' | 'specific' | 'private';

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
  }
  interface FastifyRequest {
    staff: StaffClaims | null;
    point: PointClaims | null;
  }
}

const tokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : null;
};

/** Every route must declare its scope; one without is refused rather than left open. */
export const scopes = fp(async (app: FastifyInstance, opts: { tokens: Tokens }) => {
  app.decorateRequest('staff', null);
  app.decorateRequest('point', null);
  // Plugin routes (API docs, the web app's files) are public; any other route must declare a scope.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (!isApi && !route.config?.scope) route.config = { ...route.config, scope: 'public' };
  });
  app.addHook('onRequest', async (request) => {
    const scope = request.routeOptions.config?.scope;
    if (scope === 'public' || request.routeOptions.url === undefined) return;
    if (!scope) throw forbidden('route without a scope');
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const claims = await opts.tokens.verify(token);
    if (!claims) throw unauthorized('invalid or expired token');
    if (scope === 'private') {
      if (claims.kind !== 'staff') throw forbidden('staff token required');
      request.staff = claims;
    } else {
      if (claims.kind !== 'point') throw forbidden('point token required');
      request.point = claims;
    }
  });
});

/** The signed-in staff member of a private route. */
export const staffOf = (request: FastifyRequest): StaffClaims => {
  if (!request.staff) throw unauthorized();
  return request.staff;
};

/**
 * Access to an owner's menus and contents: common menus ('0000') are read by any staff and written by
 * admins; any other owner must be the caller's own enterprise.
 */
export const assertOwnerAccess = (staff: StaffClaims, owner: string, mode: 'read' | 'write') => {
  if (owner === COMMON_OWNER) {
    if (mode === 'write' && !staff.isAdmin) throw forbidden('common menus need an administrator');
    return;
  }
  if (owner !== String(staff.enterpriseId)) throw forbidden("another enterprise's data");
};

export const assertOwnEnterprise = (staff: StaffClaims, enterpriseId: number) => {
  if (enterpriseId !== staff.enterpriseId) throw forbidden("another enterprise's data");
};
