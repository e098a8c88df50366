import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * External activity (34): activities from the external provider. What Carta holds for it (its colours) and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const ExternalActivityView: GuestView<'externalActivity'> = ({ block }) => {
  return (
    <IntegrationCard
      blockKey="externalActivity"
      look={{
        background: block.ActtivPrimaryColor,
        color: block.ActtivColor,
        accent: block.ActtivSecundaryColor,
      }}
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly externalActivity: typeof ExternalActivityView;
  }
}
