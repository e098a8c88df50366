import { INTEGRATION_KEYS, type IntegrationKey } from '@carta/domain/blocks/integration-keys';
import type { GuestView } from '../types.ts';
import { IntegrationCard } from './IntegrationCard.tsx';

/**
 * Every header-only integration type (weather, agenda, check-in…): its content lives in another
 * system the guest app does not reach and Carta holds nothing a guest reads, so the block shows the
 * shared "not available here" card under its type's title.
 */
export const IntegrationView: GuestView<IntegrationKey> = ({ block }) => (
  <IntegrationCard blockKey={block.Key} />
);

type IntegrationViews = { readonly [K in IntegrationKey]: GuestView<K> };

/** The view of each integration key, for the registry. */
export const integrationViews = Object.fromEntries(
  INTEGRATION_KEYS.map((key) => [key, IntegrationView]),
) as IntegrationViews;

// Listed in the registry by its folder (registry.ts): this line gives the table its rows' types.
declare module '../registry.ts' {
  interface GuestViews extends IntegrationViews {}
}
