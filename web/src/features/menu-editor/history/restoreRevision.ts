import { type Content, newLocalId } from '@carta/domain';
import { type MenuSnapshot, planRestore } from '@carta/domain/revisions';
import { toDraft } from '../draft.ts';
import { indexBlocks } from '../store/draftSlice.ts';
import { useMenuEditorStore } from '../store.ts';

/**
 * Loads a revision into the editor as an unsaved draft (behaviour.md#editing): its menu fields and blocks, over
 * the menu's current identity and Version, so that Save still meets a 409 if someone else saved in
 * between. Blocks deleted since come back as new ones; blocks added since are deleted by the save.
 * Nothing reaches the server until Save.
 */
export const restoreRevision = (snapshot: MenuSnapshot): boolean => {
  const state = useMenuEditorStore.getState();
  const current = state.menu;
  if (!current || typeof current.ID !== 'number') return false;
  const menuId = current.ID;
  // What the server holds now: the draft's saved blocks, plus those an earlier restore set aside.
  const serverIds = new Set<number>(state.removedBlocks);
  for (const block of Object.values(state.blocks)) {
    if (typeof block.ID === 'number') serverIds.add(block.ID);
  }
  const plan = planRestore(snapshot.Content, serverIds, newLocalId);
  const contents = plan.contents.map(
    (block) =>
      ({
        ...block,
        MenuID: menuId,
        ...(typeof block.ID === 'number' ? {} : { IsNew: true }),
      }) as unknown as Content,
  );
  const fields = toDraft(snapshot.Menu);
  useMenuEditorStore.setState({
    menu: {
      ...fields,
      ID: menuId,
      Version: current.Version,
      EnterpriseID: current.EnterpriseID,
      ParentID: current.ParentID,
      // A menu that has become a contents or submenus menu stays one.
      Type: current.Type ?? fields.Type,
    },
    ...indexBlocks(contents),
    removedBlocks: plan.removed,
    modified: true,
    failure: null,
    blockDialog: null,
    addContentAt: null,
  });
  return true;
};
