import type { BlockKey } from '@carta/domain';
import { type ComponentType, lazy } from 'react';
import { loadEditorLocales } from '../i18n/loadEditorLocales.ts';
import type { BlockEditor, BlockEditorProps } from './types.ts';

type Loaded<K extends BlockKey> = { default: ComponentType<BlockEditorProps<K>> };

/**
 * A thenable that calls back at once. React 19 reads a lazy component whose thenable has already
 * called back without suspending: an editor fetched ahead (preload) is then built in the same
 * render as its card, with no fallback frame and no second commit per card.
 */
const settled = <T>(value: T): PromiseLike<T> => ({
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, see above
  then: <R1 = T, R2 = never>(resolve?: ((value: T) => R1 | PromiseLike<R1>) | null) =>
    settled(resolve ? resolve(value) : value) as unknown as PromiseLike<R1 | R2>,
});

/**
 * A block's editor, fetched with the block and widget labels: it renders only once both are there,
 * so its labels are never raw keys, and neither is in the first download. `preload` fetches both
 * ahead of the first render (the editor asks for the types at the top of a menu as soon as its
 * blocks arrive, beside the rest of its code, instead of after building the list).
 */
export const lazyEditor = <K extends BlockKey>(
  load: () => Promise<ComponentType<BlockEditorProps<K>>>,
): BlockEditor<K> => {
  let loaded: Loaded<K> | undefined;
  let pending: Promise<Loaded<K>> | undefined;
  const preload = (): Promise<Loaded<K>> => {
    pending ??= Promise.all([load(), loadEditorLocales()]).then(
      ([Editor]) => {
        loaded = { default: Editor };
        return loaded;
      },
      (error: unknown) => {
        // A chunk that failed to come is asked for again by the next render, not cached as failed.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Editor = lazy(() => (loaded ? (settled(loaded) as Promise<Loaded<K>>) : preload()));
  return Object.assign(Editor, { preload: async () => void (await preload()) });
};
