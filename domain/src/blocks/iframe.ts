import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { defineBlock } from './block.ts';
import { heightSchema } from './fields.ts';

/** Iframe (5): a page embedded at a fixed height (§5 slider 0–1000). */
export const iframe = defineBlock({
  key: 'iframe',
  schema: z.strictObject({ IframeHeight: heightSchema, IframeURL: urlSchema }),
  defaults: () => ({ IframeHeight: 400, IframeURL: '' }),
});
