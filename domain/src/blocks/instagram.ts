import { z } from 'zod';
import { defineBlock } from './block.ts';
import { EMBED_MAX } from './fields.ts';

/**
 * Instagram (36): the embed code Instagram gives (an <iframe> or its <blockquote> markup). The
 * server keeps only allow-listed iframes and the blockquote, never a <script> (embedFields).
 */
export const instagram = defineBlock({
  key: 'instagram',
  id: 36,
  icon: 'mdi-instagram',
  group: 'textMedia',
  guest: { InstagramIframe: 'embed' },
  schema: z.strictObject({ InstagramIframe: z.string().max(EMBED_MAX) }),
  defaults: () => ({ InstagramIframe: '' }),
  embedFields: ['InstagramIframe'],
});
