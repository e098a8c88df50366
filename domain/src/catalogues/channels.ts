/** behaviour.md#api channel list types: the client heads the list with {ID:'', Name:'ALL'} (every type). */

export type ChannelListTypeRecord = { readonly ID: number | string; readonly Name: string };

export const ALL_CHANNELS: { readonly ID: ''; readonly Name: 'ALL' } = { ID: '', Name: 'ALL' };

/** The channel list types with the 'ALL' option first. */
export const withAllChannelsOption = <T extends ChannelListTypeRecord>(
  list: readonly T[],
): (T | typeof ALL_CHANNELS)[] => [ALL_CHANNELS, ...list];
