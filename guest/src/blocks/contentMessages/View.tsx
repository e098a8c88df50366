import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Content messages (55): the venue's messages live in another system; the card shows the title and
 * the note, edged in the colour staff chose for the messages' titles.
 */
export const ContentMessagesView: GuestView<'contentMessages'> = ({ block }) => (
  <IntegrationCard blockKey={block.Key} look={{ accent: block.DviewcontentMessagesTitleColor }} />
);

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly contentMessages: typeof ContentMessagesView;
  }
}
