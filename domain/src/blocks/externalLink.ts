import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { shortText, translatableLinkSchema } from './fields.ts';

/** External link (32): a named link, one URL per language. */
export const externalLink = defineBlock({
  key: 'externalLink',
  id: 32,
  icon: 'mdi-open-in-new',
  group: 'information',
  guest: { LinkExternalName: 'text', LinkExternal: 'text', LinkExternalNewTab: 'keep' },
  schema: z.strictObject({
    LinkExternalName: shortText(),
    LinkExternal: translatableLinkSchema,
    LinkExternalNewTab: z.boolean(),
  }),
  defaults: ({ languages }) => ({
    LinkExternalName: emptyTranslatable(languages),
    LinkExternal: emptyTranslatable(languages),
    LinkExternalNewTab: false,
  }),
});
