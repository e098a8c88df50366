import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Infoten (46): tourism resources nearby, from the Infoten catalogue. What Carta holds for it and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const InfotenView: GuestView<'infoten'> = () => {
  return <IntegrationCard blockKey="infoten" />;
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly infoten: typeof InfotenView;
  }
}
