import { z } from 'zod';
import { httpsUrlSchema } from '../urls.ts';
import { defineBlock } from './block.ts';
import { heightSchema } from './fields.ts';

/**
 * Iframe (5): a page embedded at a fixed height (behaviour.md#validation slider 0–1000): any https host (a booking
 * engine, a form), which the guest app frames with `iframeSandboxFor` (embeds.ts).
 */
export const iframe = defineBlock({
  key: 'iframe',
  id: 5,
  icon: 'mdi-application-brackets',
  group: 'textMedia',
  guest: { IframeHeight: 'keep', IframeURL: 'frame' },
  schema: z.strictObject({ IframeHeight: heightSchema, IframeURL: httpsUrlSchema }),
  defaults: () => ({ IframeHeight: 400, IframeURL: '' }),
});
