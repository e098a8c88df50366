import { lazy } from 'react';

/**
 * The block views (registry, every light view, the HTML sanitizer) are one chunk of their own,
 * outside the first load: the home page shows tiles only, and the first load stays small for a
 * guest on hotel Wi-Fi (≤ 100 kB gzip, `npm run check:bundle`). Heavy views (a map library, a QR
 * encoder) are split further with `lazyView` (types.ts).
 */
const loadBlockList = () => import('./BlockList.tsx');

export const LazyBlockList = lazy(() => loadBlockList().then((m) => ({ default: m.BlockList })));

/** Fetches the block views once the browser is idle, so that opening a menu does not wait for them. */
export const preloadBlockViews = () => {
  const load = () => void loadBlockList().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
};
