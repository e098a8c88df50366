import { useLabels } from '../../i18n/labels.ts';
import { ElsewhereCard } from '../ElsewhereCard.tsx';
import { integrationTitles } from '../integration-labels.ts';
import type { GuestView } from '../types.ts';

/**
 * Agenda (21): the venue's agenda, kept in another system; the block has no fields of its own. What Carta holds for it and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const AgendaView: GuestView<'agenda'> = () => {
  const t = useLabels(integrationTitles);
  return <ElsewhereCard title={t.agenda} />;
};
