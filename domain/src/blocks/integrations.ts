import { z } from 'zod';
import { type BlockModule, defineBlock } from './block.ts';
import { INTEGRATION_ROWS, type IntegrationKey } from './integration-keys.ts';

/** Their one schema: nothing of their own (behaviour.md#blocks). */
const schema = z.strictObject({});

type IntegrationBlocks = {
  readonly [K in IntegrationKey]: BlockModule<K, typeof schema, Record<never, never>>;
};

/** One module per integration row, all with the same empty schema, defaults and allow-list. */
export const integrationBlocks = Object.fromEntries(
  INTEGRATION_ROWS.map((row) => [
    row.key,
    defineBlock({ ...row, schema, defaults: () => ({}), guest: {} }),
  ]),
) as IntegrationBlocks;
