import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Activity (13): the venue's activities, served by the activities provider. What Carta holds for it (its colours) and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const ActivityView: GuestView<'activity'> = ({ block }) => {
  return (
    <IntegrationCard
      blockKey="activity"
      look={{ background: block.ActivityPrimaryColor, accent: block.ActivitySecundaryColor }}
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly activity: typeof ActivityView;
  }
}
