import { z } from 'zod';
import { type BlockModule, defineBlock } from './block.ts';

/**
 * The block types whose content lives in another system (a forecast, an agenda, a check-in desk…): a
 * header and nothing of their own, stored as an empty object (behaviour.md#blocks). One row each.
 */
export const INTEGRATION_KEYS = [
  'weather',
  'agenda',
  'parrilla',
  'property',
  'commercial',
  'servatur',
  'requestReservation',
  'checkIn',
  'externalIntegration',
] as const;

export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

const schema = z.strictObject({});

type IntegrationBlocks = { readonly [K in IntegrationKey]: BlockModule<K, typeof schema> };

/** One module per integration key, all with the same empty schema and empty defaults. */
export const integrationBlocks = Object.fromEntries(
  INTEGRATION_KEYS.map((key) => [key, defineBlock({ key, schema, defaults: () => ({}) })]),
) as IntegrationBlocks;
