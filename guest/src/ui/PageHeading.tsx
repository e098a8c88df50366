import { type ReactNode, useEffect, useRef } from 'react';
import { currentArrival } from '../app/router.ts';

/**
 * The page's h1. After a move inside the app the focus goes to it, so a screen reader announces
 * the new page (and the next Tab starts from there); not on the first load.
 */
export const PageHeading = ({ children }: { readonly children: ReactNode }) => {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (currentArrival() === 'push') ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
};
