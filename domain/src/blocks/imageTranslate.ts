import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { translatableUrlSchema } from './fields.ts';

/** Image translate (41): one image per language ('' = none for that language). */
export const imageTranslate = defineBlock({
  key: 'imageTranslate',
  schema: z.strictObject({ ImageTranslateURL: translatableUrlSchema }),
  defaults: ({ languages }) => ({ ImageTranslateURL: emptyTranslatable(languages) }),
});
