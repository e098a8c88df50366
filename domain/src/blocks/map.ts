import { z } from 'zod';
import { defineBlock, keepAll } from './block.ts';
import { heightSchema, latSchema, lonSchema, plainText } from './fields.ts';

/** Map (10): a point at a fixed height (behaviour.md#validation slider 0–1000); null Lat/Lon until an address is found. */
export const map = defineBlock({
  key: 'map',
  id: 10,
  icon: 'mdi-map',
  group: 'information',
  guest: { ...keepAll('MapHeight', 'Lat', 'Lon'), MapAddress: 'plain' },
  schema: z.strictObject({
    MapHeight: heightSchema,
    Lat: latSchema,
    Lon: lonSchema,
    // The address as guests read it: the address search fills it, staff may shorten it. Guests see
    // it, never the raw coordinates.
    MapAddress: plainText(300),
  }),
  defaults: () => ({ MapHeight: 300, Lat: null, Lon: null, MapAddress: '' }),
});
