import { useLabels } from '../../i18n/labels.ts';
import { ElsewhereCard } from '../ElsewhereCard.tsx';
import { integrationTitles } from '../integration-labels.ts';
import type { GuestView } from '../types.ts';

/**
 * Show (19): the venue's shows, served by the shows service. What Carta holds for it (its colours) and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const ShowView: GuestView<'show'> = ({ block }) => {
  const t = useLabels(integrationTitles);
  return (
    <ElsewhereCard
      title={t.show}
      look={{ background: block.ShowPrimaryColor, accent: block.ShowSecundaryColor }}
    />
  );
};
