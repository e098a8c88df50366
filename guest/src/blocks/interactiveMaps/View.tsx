import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Interactive maps (57): a map kept in the interactive-maps system. What Carta holds for it and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const InteractiveMapsView: GuestView<'interactiveMaps'> = () => {
  return <IntegrationCard blockKey="interactiveMaps" />;
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly interactiveMaps: typeof InteractiveMapsView;
  }
}
