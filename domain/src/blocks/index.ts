import type { z } from 'zod';
import type { BlockModule } from './block.ts';
import * as catalogue from './catalogue.ts';
import { integrationBlocks } from './integrations.ts';

export type { BlockContext, BlockModule } from './block.ts';
export { INTEGRATION_KEYS, type IntegrationKey } from './integration-keys.ts';

/**
 * Every block type of the behaviour.md#limits catalogue: the header-only integration rows
 * (integration-keys.ts), then the modules of catalogue.ts. Each is filed under its own key: a module
 * exported under another name does not compile.
 */
export const blocks = { ...integrationBlocks, ...catalogue } as const satisfies {
  readonly [K in keyof typeof integrationBlocks | keyof typeof catalogue]: BlockModule<K>;
};

/** Keys of the types that are content blocks (every type but the submenus menu type). */
export type BlockKey = keyof typeof blocks;

/** The type's own fields as its schema defines them (the common content columns are not in it). */
export type BlockData<K extends BlockKey> = z.infer<(typeof blocks)[K]['schema']>;

const byKey = new Map<string, BlockModule>(Object.entries(blocks));
const byId = new Map<number, BlockModule>(Object.values(blocks).map((block) => [block.id, block]));

/** The block of a key; only the registry's own keys ('toString' is not a block). */
export const blockByKey = (key: string): BlockModule | undefined => byKey.get(key);

export const blockByType = (type: number): BlockModule | undefined => byId.get(type);

export const typeIdOfBlock = (key: BlockKey): number => blocks[key].id;
