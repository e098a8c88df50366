import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Show (19): the venue's shows, served by the shows service. What Carta holds for it (its colours) and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const ShowView: GuestView<'show'> = ({ block }) => {
  return (
    <IntegrationCard
      blockKey="show"
      look={{ background: block.ShowPrimaryColor, accent: block.ShowSecundaryColor }}
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly show: typeof ShowView;
  }
}
