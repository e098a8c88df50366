import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { interceptPops } from './popInterceptor.ts';

/** React Router marks each entry it pushes with its index; a typed hash or a bookmark has none. */
const isRouterEntry = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as { idx?: unknown }).idx === 'number';

const pathOfHash = (hash: string): string => {
  const path = hash.replace(/^#/, '') || '/';
  return path.split(/[?#]/)[0] ?? path;
};

/**
 * A hash typed in the address bar, a bookmark of this app or a link from outside changes the
 * route without React Router's blocker being able to stop it (it cannot step back to an entry it
 * did not make). With unsaved changes, such a change is caught before the router sees it: the
 * previous address is put back and the caller asks; `proceed` then goes where the user wanted.
 */
export const useExternalHashGuard = (isModified: () => boolean) => {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  // Where the app was before the address changed, to put it back.
  const last = useRef({
    path: location.pathname,
    href: window.location.href,
    state: window.history.state as unknown,
  });
  const leaving = useRef(false);
  const modifiedRef = useRef(isModified);
  modifiedRef.current = isModified;

  // Each route the router settles on is the address to come back to.
  useEffect(() => {
    const { pathname, search, hash } = location;
    last.current = {
      path: pathname,
      href: `${window.location.pathname}${window.location.search}#${pathname}${search}${hash}`,
      state: window.history.state,
    };
  }, [location]);

  useEffect(() => {
    interceptPops((event) => {
      if (leaving.current || isRouterEntry(event.state)) return false;
      if (!modifiedRef.current()) return false;
      const target = window.location.hash;
      if (pathOfHash(target) === last.current.path) return false;
      window.history.replaceState(last.current.state, '', last.current.href);
      setPending(target.replace(/^#/, '') || '/');
      return true;
    });
    return () => interceptPops(null);
  }, []);

  return {
    pending: pending !== null,
    stay: () => setPending(null),
    proceed: () => {
      if (pending === null) return;
      leaving.current = true;
      setPending(null);
      navigate(pending);
    },
    /** True while going where the user confirmed: the in-app blocker lets it pass. */
    leaving,
  };
};
