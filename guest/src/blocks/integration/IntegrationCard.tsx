import { useLabels } from '../../i18n/labels.ts';
import { ElsewhereCard } from '../ElsewhereCard.tsx';
import { integrationTitles } from './labels.ts';

/** The integration blocks whose card has a title of its own in `integrationTitles`. */
export type IntegrationKey = keyof typeof integrationTitles.es;

/**
 * The blocks whose content lives in another system and whose Carta data holds nothing a guest
 * reads (weather, queue, check-in …): the shared "not available here" card under the type's title.
 */
export const IntegrationCard = ({
  blockKey,
  accent,
}: {
  readonly blockKey: IntegrationKey;
  /** The colour staff chose for the block's titles: the card's edge. */
  readonly accent?: string | null;
}) => {
  const t = useLabels(integrationTitles);
  return <ElsewhereCard title={t[blockKey]} look={{ accent }} />;
};
