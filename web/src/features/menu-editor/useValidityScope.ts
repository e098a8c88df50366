import { useMemo } from 'react';
import type { FieldValidityScope } from '../../widgets/FieldValidity/fieldValidity.ts';
import type { BlockKeyText } from './draft.ts';
import { useMenuEditorStore } from './store.ts';

/**
 * The validity scope of one card (a block's key) or of the menu's fields (null): what its fields
 * report lands in the store under it, and the editors inside never learn of the store.
 */
export const useValidityScope = (block: BlockKeyText | null): FieldValidityScope =>
  useMemo(
    () => ({
      report: (id, report) => useMenuEditorStore.getState().reportInvalid(id, block, report),
      clear: (id) => useMenuEditorStore.getState().clearInvalid(id),
    }),
    [block],
  );
