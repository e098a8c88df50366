import { useEffect, useState } from 'react';

/** Whether `iso` is still ahead; re-renders once when it passes (a pause ends by itself). */
export const useStillAhead = (iso: string | null | undefined): boolean => {
  const [, setTick] = useState(0);
  const left = iso ? Date.parse(iso) - Date.now() : 0;
  useEffect(() => {
    if (left <= 0) return;
    // setTimeout holds at most ~24.8 days; a pause is minutes or hours.
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [left]);
  return left > 0;
};

/** A venue-time wall clock of an instant, as the screens show it. */
export const timeOf = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
