import { useLabels } from '../../i18n/labels.ts';
import { ElsewhereCard } from '../ElsewhereCard.tsx';
import { integrationTitles } from '../integration-labels.ts';
import type { GuestView } from '../types.ts';

/**
 * Channel list (33): the TV channels of a list type, kept in the channels catalogue. What Carta holds for it and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const ChannelListView: GuestView<'channelList'> = () => {
  const t = useLabels(integrationTitles);
  return <ElsewhereCard title={t.channelList} />;
};
