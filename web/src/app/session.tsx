import { createContext, type ReactNode, useContext } from 'react';
import type { Enterprise, SessionUser } from '../api/types.ts';

export type Session = { readonly user: SessionUser; readonly enterprise: Enterprise };

const SessionContext = createContext<Session | null>(null);

export const SessionProvider = ({
  session,
  children,
}: {
  session: Session;
  children: ReactNode;
}) => <SessionContext value={session}>{children}</SessionContext>;

/** The logged-in user and their enterprise; only screens behind the login can ask for it. */
export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside an authenticated route');
  return session;
};

/** The session when there is one: for widgets that are also shown outside the login (tests). */
export const useOptionalSession = (): Session | null => useContext(SessionContext);
