import { z } from 'zod';
import { defineBlock } from './block.ts';
import { plainText } from './fields.ts';

/** Hotel-consulting integration (44): the hotel and installation ids at the consulting service. */
export const consulting = defineBlock({
  key: 'consulting',
  id: 44,
  icon: 'mdi-domain',
  group: 'integrations',
  exclusive: true,
  guest: {},
  schema: z.strictObject({
    ConsultingHotelID: plainText(100),
    ConsultingInstallationID: plainText(100),
  }),
  defaults: () => ({ ConsultingHotelID: '', ConsultingInstallationID: '' }),
});
