import { useLabels } from '../../i18n/labels.ts';
import { ElsewhereCard } from '../ElsewhereCard.tsx';
import { integrationTitles } from '../integration-labels.ts';
import type { GuestView } from '../types.ts';

/**
 * Infoten (46): tourism resources nearby, from the Infoten catalogue. What Carta holds for it and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const InfotenView: GuestView<'infoten'> = () => {
  const t = useLabels(integrationTitles);
  return <ElsewhereCard title={t.infoten} />;
};
