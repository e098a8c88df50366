import type { BlockKey } from '@carta/domain';
import { type ComponentType, lazy } from 'react';
import { loadEditorLocales } from '../i18n/loadEditorLocales.ts';
import type { BlockEditor, BlockEditorProps } from './types.ts';

/**
 * A block's editor, fetched with the block and widget labels: it renders only once both are there,
 * so its labels are never raw keys, and neither is in the first download.
 */
export const lazyEditor = <K extends BlockKey>(
  load: () => Promise<ComponentType<BlockEditorProps<K>>>,
): BlockEditor<K> =>
  lazy(async () => {
    const [Editor] = await Promise.all([load(), loadEditorLocales()]);
    return { default: Editor };
  });
