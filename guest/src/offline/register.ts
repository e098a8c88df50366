import { SW_SCOPE, SW_URL } from './cache-rules.ts';

/**
 * Registers the service worker once the page has loaded (its precache then competes with
 * nothing the first screen needs). Production builds only (main.tsx): in development and tests
 * there is no built worker, and a worker would serve stale files to a developer.
 * `onFirstControl` runs when a worker starts serving a page that had none: what the first visit
 * read before the worker was there is read again through it, and so kept for offline use.
 */
export const registerServiceWorker = (onFirstControl: () => void) => {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  }
  const register = () => {
    // No worker (a private window, storage refused): the app works online as before.
    serviceWorker.register(SW_URL, { scope: SW_SCOPE }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
