import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * ExternalIntegration: its content lives in another system, which the guest app does not reach; Carta's own data
 * holds nothing a guest reads, so the block shows the shared "not available here" card.
 */
export const ExternalIntegrationView: GuestView<'externalIntegration'> = ({ block }) => (
  <IntegrationCard blockKey={block.Key} />
);
