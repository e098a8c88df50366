import { useLabels } from '../../i18n/labels.ts';
import { ElsewhereCard } from '../ElsewhereCard.tsx';
import { integrationTitles } from '../integration-labels.ts';
import type { GuestView } from '../types.ts';

/**
 * Commercial (25): offers from another system; no fields of its own. What Carta holds for it and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const CommercialView: GuestView<'commercial'> = () => {
  const t = useLabels(integrationTitles);
  return <ElsewhereCard title={t.commercial} />;
};
