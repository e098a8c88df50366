import { blockIssues, menuIssues } from '@carta/domain/draft-issues';
import type { InvalidFieldReport } from '../../../widgets/FieldValidity/fieldValidity.ts';
import type { BlockKeyText } from '../draft.ts';
import type { GetState, SetState, ValidityActions, ValidityState } from './types.ts';

/** The menu's own fields, as opposed to a block's. */
export const MENU_SCOPE = null;

/** One field needing attention: where it is (the menu or a block) and, if mounted, its element. */
export type AttentionField = {
  readonly block: BlockKeyText | null;
  readonly field: string | null;
  readonly element: (() => HTMLElement | null) | null;
};

export const emptyValidity: ValidityState = { invalidFields: {}, refusedSave: false, reveal: null };

/**
 * Every field needing attention, in page order: the menu's fields, then each block in ORD order.
 * A field that reported itself and the same field found by a draft rule count once.
 */
export const fieldsNeedingAttention = (
  state: Pick<ValidityState, 'invalidFields'> & {
    readonly menu: Parameters<typeof menuIssues>[0] | null;
    readonly order: readonly BlockKeyText[];
    readonly blocks: Readonly<Record<BlockKeyText, import('@carta/domain').Content>>;
  },
): AttentionField[] => {
  const reported = new Map<BlockKeyText | null, (InvalidFieldReport & { id: string })[]>();
  for (const [id, entry] of Object.entries(state.invalidFields)) {
    const list = reported.get(entry.block) ?? [];
    list.push({ ...entry, id });
    reported.set(entry.block, list);
  }
  const scopeFields = (block: BlockKeyText | null, rules: readonly string[]): AttentionField[] => {
    const byField = new Set<string>();
    const own = (reported.get(block) ?? []).filter((entry) => {
      if (entry.field === undefined) return true;
      if (byField.has(entry.field)) return false;
      byField.add(entry.field);
      return true;
    });
    return [
      ...own.map((entry) => ({ block, field: entry.field ?? null, element: entry.element })),
      ...rules
        .filter((field) => !byField.has(field))
        .map((field) => ({ block, field, element: null })),
    ];
  };
  const fields = state.menu ? scopeFields(MENU_SCOPE, menuIssues(state.menu)) : [];
  for (const key of state.order) {
    const content = state.blocks[key];
    if (content) fields.push(...scopeFields(key, blockIssues(content)));
  }
  return fields;
};

export const createValiditySlice = (set: SetState, _get: GetState): ValidityActions => ({
  reportInvalid: (id, block, report) =>
    set((state) => ({
      invalidFields: { ...state.invalidFields, [id]: { ...report, block } },
      // Typed text the draft cannot hold is still an unsaved change: leaving must ask.
      ...(report.unsaved ? { modified: true } : {}),
    })),

  clearInvalid: (id) =>
    set((state) => {
      if (!(id in state.invalidFields)) return state;
      const { [id]: _fixed, ...rest } = state.invalidFields;
      return { invalidFields: rest };
    }),

  setRefusedSave: (refusedSave) => set({ refusedSave }),
  revealBlock: (block, field) => set({ reveal: { block, field } }),
});
