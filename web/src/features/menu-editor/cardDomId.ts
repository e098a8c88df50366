/** The DOM id of a block's card, for scrolling to it (§2.6 scroll position, new blocks). */
export const cardDomId = (blockKey: string): string => `content-${blockKey}`;
