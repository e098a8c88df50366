import {
  type Content,
  MENU_TYPE_CONTENTS,
  MENU_TYPE_SUBMENUS,
  reindexAfterDrag,
} from '@carta/domain';
import {
  chooseMenuType,
  cloneBlock,
  createBlock,
  insertBlockAt,
  typeAfterSheetClosed,
} from '@carta/domain/menu-editing';
import { blockKey } from '../draft.ts';
import { contentsOf, indexBlocks } from './draftSlice.ts';
import type { BlockActions, GetState, SetState } from './types.ts';

/** Adds blocks to the draft's index without rebuilding the entries that did not change. */
const withBlock = (blocks: Readonly<Record<string, Content>>, content: Content) => ({
  ...blocks,
  [blockKey(content)]: content,
});

export const createBlocksSlice = (set: SetState, get: GetState): BlockActions => ({
  addBlock: (type, ctx) => {
    const state = get();
    if (!state.menu) return undefined;
    const choice = chooseMenuType(contentsOf(state), type, (ord) =>
      createBlock(type, state.menu?.ID ?? 'new', ord, ctx),
    );
    if (choice.Type !== MENU_TYPE_CONTENTS) return undefined;
    const key = blockKey(choice.added);
    set((current) => ({
      // A menu whose type is still undecided becomes a contents menu with its first block (behaviour.md#editing).
      menu: current.menu && { ...current.menu, Type: MENU_TYPE_CONTENTS },
      order: [...current.order, key],
      blocks: withBlock(current.blocks, choice.added),
      modified: true,
    }));
    return key;
  },

  insertBlock: (content, position) => {
    const key = blockKey(content);
    set((state) => ({
      menu: state.menu && { ...state.menu, Type: MENU_TYPE_CONTENTS },
      ...indexBlocks(insertBlockAt(contentsOf(state), content, position)),
      modified: true,
    }));
    return key;
  },

  updateBlock: (key, patch) =>
    set((state) => {
      const current = state.blocks[key];
      if (!current) return state;
      return { blocks: { ...state.blocks, [key]: { ...current, ...patch } }, modified: true };
    }),

  cloneBlock: (key) => {
    const state = get();
    const original = state.blocks[key];
    if (!original) return undefined;
    const copy = cloneBlock(original, contentsOf(state));
    const copyKey = blockKey(copy);
    set((current) => ({
      order: [...current.order, copyKey],
      blocks: withBlock(current.blocks, copy),
      modified: true,
    }));
    return copyKey;
  },

  removeBlock: (key, persisted) =>
    set((state) => {
      if (!state.blocks[key]) return state;
      const { [key]: _removed, ...blocks } = state.blocks;
      return {
        order: state.order.filter((k) => k !== key),
        blocks,
        // A block the server deleted is no unsaved change; a new one dropped from the draft is.
        modified: persisted ? state.modified : true,
        blockDialog: null,
      };
    }),

  setHidden: (key, HideMobile, persisted) =>
    set((state) => {
      const current = state.blocks[key];
      if (!current) return state;
      return {
        blocks: { ...state.blocks, [key]: { ...current, HideMobile } },
        modified: persisted ? state.modified : true,
      };
    }),

  reorderBlocks: (from, to) =>
    set((state) => {
      if (from === to) return state;
      return { ...indexBlocks(reindexAfterDrag(contentsOf(state), from, to)), modified: true };
    }),

  chooseType: (typeId, ctx) => {
    const state = get();
    if (!state.menu) return undefined;
    set({ typeSheetOpen: false });
    if (typeId === MENU_TYPE_SUBMENUS) {
      set((current) => ({
        menu: current.menu && { ...current.menu, Type: MENU_TYPE_SUBMENUS },
        submenus: [],
        modified: true,
      }));
      return undefined;
    }
    return get().addBlock(typeId, ctx);
  },

  closeTypeSheet: () =>
    set((state) => {
      if (!state.menu) return state;
      const Type = typeAfterSheetClosed(state.menu.Type);
      if (Type === state.menu.Type) return { typeSheetOpen: false };
      return { typeSheetOpen: false, menu: { ...state.menu, Type } };
    }),
});
