import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Queue (26): the queue's turns live in another system; the id staff typed (QueueID) means nothing
 * to a guest, so it is not shown. The shared "not available here" card.
 */
export const QueueView: GuestView<'queue'> = ({ block }) => (
  <IntegrationCard blockKey={block.Key} />
);

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly queue: typeof QueueView;
  }
}
