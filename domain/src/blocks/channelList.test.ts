import { it } from 'vitest';
import { channelList } from './channelList.ts';
import { blockSuite, expectAccepts } from './test-helpers.ts';

blockSuite(
  channelList,
  {
    wrongTypes: [['ChannelListType', 'news']],
    bounds: [['ChannelListType', 1, 0]],
  },
  () => {
    it("'' is the ALL option, a number a list type", () => {
      expectAccepts(channelList, { ChannelListType: '' });
      expectAccepts(channelList, { ChannelListType: 7 });
    });
  },
);
