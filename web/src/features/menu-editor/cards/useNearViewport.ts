import { type RefObject, useEffect, useState } from 'react';
import { whenNearViewport } from './lazyMount.ts';

/**
 * True once the element has come near the viewport, and from then on: what is built for a card
 * (its editor, its buttons) stays built, so scrolling back never loses an editor's state. `eager`
 * starts true, for what is on screen at load: its editors are asked for in the first render
 * instead of a frame later, when the observer reports.
 */
export const useNearViewport = (ref: RefObject<Element | null>, eager = false): boolean => {
  const [near, setNear] = useState(eager);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return whenNearViewport(element, () => setNear(true));
  }, [near, ref]);
  return near;
};
