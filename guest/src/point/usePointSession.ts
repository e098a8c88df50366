import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { hrefOf, navigate } from '../app/router.ts';
import { pointApi } from './api.ts';
import { namesNoPoint, pointCodeOf, searchWithoutPoint } from './entry.ts';
import { clearPointSession, readToken, storeToken } from './storage.ts';
import type { GuestConfig } from './types.ts';

/** No answer, or an answer that says nothing about the token (busy, failing): worth a retry. */
const isUnreachable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * A stored token of a point staff made inactive (behaviour.md#service-day): the server says so with
 * its own code, only to the token of the session that deactivation ended.
 */
export const isPointInactive = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'point_inactive';

export type PointSession =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly token: string; readonly config: GuestConfig }
  /** behaviour.md#editing: cleared; the guest is asked to scan the table's code again. */
  | { readonly status: 'ended' }
  /** The point is not active (its code scanned, or its stored token checked): ordering is closed there. */
  | { readonly status: 'closed' }
  /** The check could not reach Carta (offline): the token is kept, the guest may retry. */
  | { readonly status: 'failed' };

/**
 * behaviour.md#ordering and behaviour.md#editing: with `?point={Code}` in the address, a point token is fetched for it, `point` is
 * taken out of the address (other parameters kept) and the page becomes /point, whatever the
 * answer; without it, the stored token is checked again. A 403, a failed token fetch or a check
 * naming point 'undefined' clears the session.
 */
export const usePointSession = (ws: string) => {
  const [session, setSession] = useState<PointSession>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const end = useCallback((error?: unknown) => {
    clearPointSession();
    setSession(isPointInactive(error) ? { status: 'closed' } : { status: 'ended' });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's.
  useEffect(() => {
    let current = true;
    const code = pointCodeOf(window.location.search);
    const settle = (next: PointSession) => {
      if (!current) return;
      if (next.status === 'ended' || next.status === 'closed') clearPointSession();
      setSession(next);
    };
    setSession({ status: 'loading' });
    if (code !== null) {
      pointApi
        .token(ws, code)
        .then(
          ({ token, config }) => {
            if (current) storeToken(token);
            settle({ status: 'ready', token, config });
          },
          (error: unknown) =>
            settle(
              error instanceof ApiError && error.status === 403
                ? { status: 'closed' }
                : { status: 'ended' },
            ),
        )
        .finally(() => {
          if (!current) return;
          const path = hrefOf(ws, { page: 'point' });
          navigate(`${path}${searchWithoutPoint(window.location.search)}`, { replace: true });
        });
    } else {
      const token = readToken();
      if (token === null) settle({ status: 'ended' });
      else
        pointApi.check(ws, token).then(
          ({ decoded, config }) =>
            settle(
              namesNoPoint(decoded.point)
                ? { status: 'ended' }
                : { status: 'ready', token, config },
            ),
          (error: unknown) =>
            settle(
              isUnreachable(error)
                ? { status: 'failed' }
                : isPointInactive(error)
                  ? { status: 'closed' }
                  : { status: 'ended' },
            ),
        );
    }
    return () => {
      current = false;
    };
  }, [ws, attempt]);

  return { session, end, retry: () => setAttempt((a) => a + 1) };
};
