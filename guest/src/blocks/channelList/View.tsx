import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Channel list (33): the TV channels of a list type, kept in the channels catalogue. What Carta holds for it and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const ChannelListView: GuestView<'channelList'> = () => {
  return <IntegrationCard blockKey="channelList" />;
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly channelList: typeof ChannelListView;
  }
}
