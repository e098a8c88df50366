import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { translatableUrlSchema } from './fields.ts';

/** Image translate (41): one image per language ('' = none for that language). */
export const imageTranslate = defineBlock({
  key: 'imageTranslate',
  id: 41,
  icon: 'mdi-image-text',
  group: 'textMedia',
  guest: { ImageTranslateURL: 'text' },
  schema: z.strictObject({ ImageTranslateURL: translatableUrlSchema }),
  defaults: ({ languages }) => ({ ImageTranslateURL: emptyTranslatable(languages) }),
});
