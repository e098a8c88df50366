import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { EMBED_MAX, longText, shortText } from './fields.ts';

/** Icon list (37): an icon image (200x200), a title, a description and an Instagram embed. */
export const iconList = defineBlock({
  key: 'iconList',
  id: 37,
  icon: 'mdi-format-list-bulleted-square',
  group: 'textMedia',
  guest: {
    IconListImage: 'keep',
    IconListTitle: 'text',
    IconListDescription: 'text',
    InstagramIframe: 'embed',
  },
  schema: z.strictObject({
    IconListImage: urlSchema.nullable(),
    IconListTitle: shortText(),
    IconListDescription: longText(),
    InstagramIframe: z.string().max(EMBED_MAX),
  }),
  defaults: ({ languages }) => ({
    IconListImage: null,
    IconListTitle: emptyTranslatable(languages),
    IconListDescription: emptyTranslatable(languages),
    InstagramIframe: '',
  }),
  embedFields: ['InstagramIframe'],
});
