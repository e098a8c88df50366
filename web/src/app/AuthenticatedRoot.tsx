import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { queryKeys } from '../api/queries.ts';
import type { SessionUser } from '../api/types.ts';
import { AuthenticatedLayout } from './AuthenticatedLayout.tsx';
import { clearNotifications } from './notifications.tsx';
import { createQueryClient } from './queryClient.ts';
import { warmCacheFor } from './warmCache.ts';

/** What the login screen hands over: the user it just received, so it is not asked for again. */
export type LoginHandOver = { readonly user: SessionUser };

const handedOverUser = (state: unknown): SessionUser | undefined =>
  state && typeof state === 'object' && 'user' in state ? (state as LoginHandOver).user : undefined;

/**
 * Everything behind the login, downloaded apart from the login screen (a route of its own): the
 * server-state cache lives here, one per session, so leaving for the login screen drops whatever
 * the previous user had loaded.
 */
export const AuthenticatedRoot = () => {
  const { state } = useLocation();
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    const user = handedOverUser(state);
    if (user) client.setQueryData(queryKeys.me, user);
    return client;
  });
  // Once per session: the calls of the first screen go out beside its code.
  useEffect(() => warmCacheFor(queryClient, window.location.hash), [queryClient]);
  // A notice of the previous session (shown by the shell only) does not greet the next user.
  useEffect(() => clearNotifications, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthenticatedLayout />
    </QueryClientProvider>
  );
};
