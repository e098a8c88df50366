/** The DOM id of a block's card, for scrolling to it (behaviour.md#menu-editor scroll position, new blocks). */
export const cardDomId = (blockKey: string): string => `content-${blockKey}`;
