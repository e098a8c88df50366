import { z } from 'zod';
import { type BlockModule, defineBlock } from './block.ts';
import { INTEGRATION_KEYS, type IntegrationKey } from './integration-keys.ts';

/** Their one schema: nothing of their own (behaviour.md#blocks). */
const schema = z.strictObject({});

type IntegrationBlocks = { readonly [K in IntegrationKey]: BlockModule<K, typeof schema> };

/** One module per integration key, all with the same empty schema and empty defaults. */
export const integrationBlocks = Object.fromEntries(
  INTEGRATION_KEYS.map((key) => [key, defineBlock({ key, schema, defaults: () => ({}) })]),
) as IntegrationBlocks;
