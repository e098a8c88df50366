import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';

/** External-activity-provider activity (34): the provider's activities in three colours. */
export const externalActivity = defineBlock({
  key: 'externalActivity',
  id: 34,
  icon: 'mdi-ticket',
  group: 'integrations',
  exclusive: true,
  guest: keepAll('ActtivPrimaryColor', 'ActtivSecundaryColor', 'ActtivColor'),
  schema: z.strictObject({
    ActtivPrimaryColor: colorSchema,
    ActtivSecundaryColor: colorSchema,
    ActtivColor: colorSchema,
  }),
  defaults: () => ({ ActtivPrimaryColor: null, ActtivSecundaryColor: null, ActtivColor: null }),
});
