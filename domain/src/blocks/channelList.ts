import { z } from 'zod';
import { dbInt } from '../ids.ts';
import { defineBlock } from './block.ts';

/** Channel list (33): the channels of one list type, or of all ('' is the 'ALL' option, behaviour.md#api). */
export const channelList = defineBlock({
  key: 'channelList',
  id: 33,
  icon: 'mdi-television-classic',
  group: 'integrations',
  exclusive: true,
  guest: { ChannelListType: 'keep' },
  schema: z.strictObject({
    ChannelListType: z.union([z.literal(''), dbInt().positive()]),
  }),
  defaults: () => ({ ChannelListType: '' as const }),
});
