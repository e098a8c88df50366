import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the screen once and has a moment to spare: for parts worth
 * building after the first screen (heavy fields below the name), so they never delay it.
 */
export const useAfterFirstPaint = (): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') {
      setReady(true);
      return;
    }
    // The timeout bounds the wait on a busy page: the fields come within a second whatever happens.
    const id = requestIdleCallback(() => setReady(true), { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }, []);
  return ready;
};
