import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock } from './block.ts';

/** External-activity-provider activity (34): the provider's activities in three colours. */
export const externalActivity = defineBlock({
  key: 'externalActivity',
  schema: z.strictObject({
    ActtivPrimaryColor: colorSchema,
    ActtivSecundaryColor: colorSchema,
    ActtivColor: colorSchema,
  }),
  defaults: () => ({ ActtivPrimaryColor: null, ActtivSecundaryColor: null, ActtivColor: null }),
});
