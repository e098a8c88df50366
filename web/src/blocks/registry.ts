import { type BlockKey, contentTypeById } from '@carta/domain';
import type { BlockEditor, WebBlock } from './types.ts';

/**
 * The type of the table: each block folder's index.ts adds its own line (declaration merging), so
 * the folder is all a new type needs (docs/adding-a-block.md). Deliberately empty here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the block folders' `declare module` lines.
export interface WebBlocks {}

/** Every block folder's module, found by its path: `./<key>/index.ts` exporting `<key>Block`. */
const modules = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });

const FOLDER = /^\.\/([^/]+)\/index\.ts$/;

/**
 * A folder's rows: the header-only integration types share integration/ (one row per key of the
 * domain's list); any other folder is one type, its name the block key.
 */
const rowsOf = (folder: string, module: Record<string, unknown>): [string, WebBlock][] => {
  if (folder === 'integration')
    return Object.entries(module.integrationWebBlocks as Record<string, WebBlock>);
  const block = module[`${folder}Block`] as WebBlock | undefined;
  return block ? [[folder, block]] : [];
};

const table: Record<string, WebBlock | undefined> = Object.fromEntries(
  Object.entries(modules).flatMap(([path, module]) => {
    const folder = FOLDER.exec(path)?.[1];
    return folder ? rowsOf(folder, module) : [];
  }),
);

/**
 * Every block type's web module (its editor, icon and labels), derived from the folders. Total: a
 * catalogue key without a folder that declares its line does not compile here (the error names the
 * key), and registry.test.tsx names the folder a type lacks at run time.
 */
export const webBlocks = table as unknown as WebBlocks satisfies {
  readonly [K in BlockKey]: WebBlock<K>;
};

/** The web module of a key; only the table's own keys ('toString' is not a block). */
export const webBlockByKey = (key: string): WebBlock | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

export const editorForType = (type: number): BlockEditor | undefined => {
  const info = contentTypeById(type);
  return info ? webBlockByKey(info.key)?.Editor : undefined;
};

/** How many blocks from the top of a menu have their editors fetched before the list is built. */
const PRELOADED_BLOCKS = 12;

/**
 * Fetches the editors of the types at the top of a menu (those on screen when it opens), so the
 * list's first render builds them at once instead of waiting for their chunks after it. A failed
 * fetch is left to the card's own render, which asks again and shows the error.
 */
export const preloadEditorsOf = (contents: readonly { readonly Type: number }[]): void => {
  const types = new Set(contents.slice(0, PRELOADED_BLOCKS).map((content) => content.Type));
  for (const type of types)
    editorForType(type)
      ?.preload()
      .catch(() => undefined);
};
