import type { FastifyRequest } from 'fastify';
import type { SessionCheck } from '../../auth/sessions.ts';
import type { Tokens } from '../../auth/tokens.ts';
import { InvalidInput, NotAllowed, NotAuthenticated } from '../../domain-errors.ts';

const tokenOf = (request: FastifyRequest, queryToken: string | undefined): string | null => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return queryToken ? queryToken : null;
};

/** A guest's read judged now and for anyone: no `at=`, no token (an answer a shared cache may keep). */
export const isAnonymousNow = (
  request: FastifyRequest,
  query: { readonly at?: string | undefined; readonly token?: string | undefined },
): boolean => query.at === undefined && tokenOf(request, query.token) === null;

/**
 * The instant a guest answer is judged at: now, or — for the editor's preview — `at`, which only the
 * venue's own staff may ask for, so guests cannot look ahead. `personal` when a token came along:
 * such an answer is not for shared caches.
 */
export const guestInstant = async (
  request: FastifyRequest,
  query: { readonly at?: string | undefined; readonly token?: string | undefined },
  ws: number,
  deps: { readonly tokens: Tokens; readonly sessions: SessionCheck; readonly now: () => Date },
): Promise<{ at: Date; personal: boolean }> => {
  const token = tokenOf(request, query.token);
  if (query.at === undefined) return { at: deps.now(), personal: token !== null };
  if (!token) throw new InvalidInput('at= needs a staff token of this venue', ['at']);
  const claims = await deps.tokens.verify(token);
  if (!claims) throw new NotAuthenticated('invalid or expired token');
  if (claims.kind !== 'staff' || claims.enterpriseId !== ws)
    throw new NotAllowed('at= is for the staff of this venue');
  // As on every private route: an ended session (deleted user, changed password) previews nothing.
  if (!(await deps.sessions(claims)))
    throw new NotAuthenticated('the session has ended: log in again');
  const at = new Date(query.at);
  if (Number.isNaN(at.getTime())) throw new InvalidInput('at is not a date-time', ['at']);
  return { at, personal: true };
};
