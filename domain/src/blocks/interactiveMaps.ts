import { z } from 'zod';
import { defineBlock } from './block.ts';
import { pickedIdSchema } from './fields.ts';

/** Interactive maps (57): one of the workspace's interactive maps. */
export const interactiveMaps = defineBlock({
  key: 'interactiveMaps',
  id: 57,
  icon: 'mdi-map-search',
  group: 'integrations',
  exclusive: true,
  guest: { InteractiveMapsID: 'keep' },
  schema: z.strictObject({ InteractiveMapsID: pickedIdSchema }),
  defaults: () => ({ InteractiveMapsID: null }),
});
