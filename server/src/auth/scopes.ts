import { COMMON_OWNER } from '@carta/domain';
import type { SessionEndReason } from '@carta/domain/session-end';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, SessionEnded, unauthorized } from '../errors.ts';
import type { SessionCheck } from './sessions.ts';
import type { PointClaims, StaffClaims, StaffToken, Tokens } from './tokens.ts';

/** public: no token; specific: a guest's point token; private: a staff token (behaviour.md#scopes). */
export type Scope = 'public' | 'specific' | 'private';

/** An API route as registered: what the isolation test checks every private route against. */
export type ApiRoute = { readonly method: string; readonly url: string; readonly scope?: Scope };

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
  }
  interface FastifyRequest {
    staff: StaffClaims | null;
    point: PointClaims | null;
  }
  interface FastifyInstance {
    /** Every API route registered so far, with its scope (none: refused when called). */
    readonly apiRoutes: readonly ApiRoute[];
  }
}

const tokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : null;
};

/**
 * The tokens to verify, the check of a staff token against its user, and why a refused one ended
 * (sessions.ts).
 */
type ScopeOptions = {
  tokens: Tokens;
  sessions: SessionCheck;
  endReason: (token: StaffToken) => Promise<SessionEndReason>;
};

/**
 * Every route must declare its scope; one without is refused rather than left open. Named: an
 * anonymous plugin makes fastify-plugin read a stack trace for a name, which under
 * --enable-source-maps parsed the whole bundle's source map at start (~17 MB of heap kept, and a
 * tenth of a second).
 */
export const scopes = fp(
  async (app: FastifyInstance, opts: ScopeOptions) => {
    app.decorateRequest('staff', null);
    app.decorateRequest('point', null);
    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);
    // Plugin routes (API docs, the web app's files) are public; any other route must declare a scope.
    app.addHook('onRoute', (route) => {
      const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
      if (!isApi && !route.config?.scope) route.config = { ...route.config, scope: 'public' };
      if (!isApi) return;
      const scope = route.config?.scope;
      for (const method of [route.method].flat())
        apiRoutes.push({ method, url: route.url, ...(scope ? { scope } : {}) });
    });
    const check = async (request: FastifyRequest, scope: Scope | undefined) => {
      if (!scope) throw forbidden('route without a scope');
      const token = tokenOf(request);
      if (!token) throw unauthorized();
      const claims = await opts.tokens.verify(token);
      if (!claims) throw unauthorized('invalid or expired token');
      if (scope === 'private') {
        if (claims.kind !== 'staff') throw forbidden('staff token required');
        const staff = await opts.sessions(claims);
        // Why is read only on refusal: the check every request makes stays one indexed read.
        if (!staff) throw new SessionEnded(await opts.endReason(claims));
        request.staff = staff;
      } else {
        if (claims.kind !== 'point') throw forbidden('point token required');
        request.point = claims;
      }
    };
    // A public route (every guest read) passes without a promise; the others check their token.
    app.addHook('onRequest', (request, _reply, done) => {
      const scope = request.routeOptions.config?.scope;
      if (scope === 'public' || request.routeOptions.url === undefined) return done();
      check(request, scope).then(() => done(), done);
    });
  },
  { name: 'carta-scopes' },
);

/** The signed-in staff member of a private route. */
export const staffOf = (request: FastifyRequest): StaffClaims => {
  if (!request.staff) throw unauthorized();
  return request.staff;
};

/** The guest's point of a specific route. */
export const pointOf = (request: FastifyRequest): PointClaims => {
  if (!request.point) throw unauthorized();
  return request.point;
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

/** An administrator of the enterprise (its role, or a platform administrator working in it). */
export const isEnterpriseAdmin = (staff: StaffClaims): boolean =>
  staff.isAdmin || staff.role === 'admin';

/** The caller administers `enterpriseId`: it is the one they work in, and they are its admin. */
export const assertEnterpriseAdmin = (staff: StaffClaims, enterpriseId: number) => {
  assertOwnEnterprise(staff, enterpriseId);
  if (!isEnterpriseAdmin(staff)) throw forbidden('needs an administrator of the enterprise');
};
