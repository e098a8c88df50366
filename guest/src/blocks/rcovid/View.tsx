import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Rcovid / COVID form (40): the form is filled in another system; the block holds only its header
 * icon, so it shows the shared "not available here" card under the form's title.
 */
export const RcovidView: GuestView<'rcovid'> = ({ block }) => (
  <IntegrationCard blockKey={block.Key} />
);

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly rcovid: typeof RcovidView;
  }
}
