/**
 * One IntersectionObserver for every lazy block body: three hundred cards share it instead of each
 * keeping its own. A body is mounted once it comes within MARGIN of the viewport, and stays.
 */
const MARGIN = '400px 0px';

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

const shared = (): IntersectionObserver | null => {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const show = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        show?.();
      }
    },
    { rootMargin: MARGIN },
  );
  return observer;
};

/** Calls `show` once `element` nears the viewport; answers a function that stops waiting. */
export const whenNearViewport = (element: Element, show: () => void): (() => void) => {
  const io = shared();
  if (!io) {
    // No observer (tests, very old browsers): everything shows at once.
    show();
    return () => undefined;
  }
  waiting.set(element, show);
  io.observe(element);
  return () => {
    waiting.delete(element);
    io.unobserve(element);
  };
};
