import { useLabels } from '../../i18n/labels.ts';
import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import type { GuestView } from '../types.ts';

/**
 * Hotel-chain food (42): a chain restaurant's menu, kept in the chain's system; its title in the primary colours and text format. What Carta holds for it (its colours) and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const ChainFoodView: GuestView<'chainFood'> = ({ block }) => {
  const _t = useLabels(integrationTitles);
  return (
    <IntegrationCard
      blockKey="chainFood"
      look={{
        background: block.ChainFoodPrimaryBGColor,
        color: block.ChainFoodPrimaryTextColor,
        accent: block.ChainFoodSecondaryBGColor,
        textCase:
          block.ChainFoodPrimaryTextFormat === 1
            ? 'upper'
            : block.ChainFoodPrimaryTextFormat === 2
              ? 'lower'
              : undefined,
      }}
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly chainFood: typeof ChainFoodView;
  }
}
