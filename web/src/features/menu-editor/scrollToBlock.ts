import { cardDomId } from './cardDomId.ts';

/**
 * Brings a block's card into view and gives it the focus once it is on the page (a new, cloned or
 * inserted block): the user, and a screen reader, land on what was just added.
 */
export const scrollToBlock = (key: string, block: ScrollLogicalPosition = 'center'): void => {
  setTimeout(() => {
    const card = document.getElementById(cardDomId(key));
    card?.scrollIntoView?.({ block });
    card?.focus({ preventScroll: true });
  }, 50);
};
