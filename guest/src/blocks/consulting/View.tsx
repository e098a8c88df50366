import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Consulting: its content lives in another system, which the guest app does not reach; Carta's own data
 * holds nothing a guest reads, so the block shows the shared "not available here" card.
 */
export const ConsultingView: GuestView<'consulting'> = ({ block }) => (
  <IntegrationCard blockKey={block.Key} />
);

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly consulting: typeof ConsultingView;
  }
}
