import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cardDomId } from './cardDomId.ts';

/** behaviour.md#limits: the page scrolls to the block 1 s after loading. */
export const SCROLL_DELAY_MS = 1000;

/**
 * behaviour.md#menu-editor scroll position: `?scroll=<contentID>` in the route names the block to bring into view
 * once the editor has loaded; the card takes the focus, so keyboard users land there too.
 */
export const useScrollToBlock = (ready: boolean): void => {
  const [params] = useSearchParams();
  const target = params.get('scroll');
  useEffect(() => {
    if (!ready || !target) return;
    const timer = setTimeout(() => {
      const card = document.getElementById(cardDomId(target));
      card?.scrollIntoView?.({ block: 'start' });
      card?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, target]);
};
