import type { AnyGuestBlock, GuestMenuPage } from '@carta/domain/guest/data';

/** Blocks in ORD order (the server sends them so; a stable sort keeps equal ones as sent). */
export const sortedBlocks = (blocks: readonly AnyGuestBlock[]): AnyGuestBlock[] =>
  [...blocks].sort((a, b) => a.ORD - b.ORD);

/** Some text of the page is shown in another language than the guest's (`_fallback` paths). */
export const hasFallback = (page: Pick<GuestMenuPage, '_fallback' | 'Blocks'>): boolean =>
  page._fallback.length > 0 || page.Blocks.some((block) => block._fallback.length > 0);
