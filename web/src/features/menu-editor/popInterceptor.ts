/**
 * A 'popstate' listener that runs before the router's. Chromium calls a window's popstate
 * listeners in the order they were added, capture or not, so a guard added once the editor has
 * loaded would hear of a typed hash only after the router had already left the page. This one is
 * added just before the router is made; the leave guard plugs its check into it while it is shown.
 */
type Interceptor = (event: PopStateEvent) => boolean;

let interceptor: Interceptor | null = null;
let installed = false;

/** Call before creating the router. Idempotent. */
export const installPopInterceptor = (): void => {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(
    'popstate',
    (event) => {
      // Answering true swallows the event: the router never sees that navigation.
      if (interceptor?.(event)) event.stopImmediatePropagation();
    },
    { capture: true },
  );
};

/** The check in force (one editor at a time), or null to let every navigation through. */
export const interceptPops = (next: Interceptor | null): void => {
  interceptor = next;
};
