import { useTranslation } from 'react-i18next';
import { useSavedNote } from '../../../widgets/SavedNote/SavedNote.tsx';
import { type AnswersAction, useAnswersAction } from '../answers/useAnswersAction.ts';
import type { BlockKeyText } from '../draft.ts';
import { scrollToBlock } from '../scrollToBlock.ts';
import { useMenuEditorStore } from '../store.ts';
import { useBlockActions } from '../useBlockActions.ts';

export type CardActionInput = {
  readonly blockKey: BlockKeyText;
  readonly hidden: boolean;
  readonly temporary: boolean;
  /** Why the block cannot be moved now, or null when it can. */
  readonly moveBlockedReason: string | null;
  readonly onToggleAvailability: () => void;
  /** The saved block's id when its guests' answers can be read here (useAnswersTarget), else null. */
  readonly answersOf: number | null;
};

export type CardActionHandlers = {
  readonly hidden: boolean;
  readonly temporary: boolean;
  readonly hideLabel: string;
  readonly moveBlockedReason: string | null;
  readonly move: () => void;
  readonly toggleHidden: () => void;
  /** The hide-on-mobile change was just stored (it is saved at once, not with Save). */
  readonly hideSaved: boolean;
  readonly toggleAvailability: () => void;
  readonly clone: () => void;
  /** Opens the confirm-delete dialog; nothing is deleted without it. */
  readonly remove: () => void;
  /** The guests' answers (form and poll blocks), with their count; null for other blocks. */
  readonly answers: AnswersAction | null;
};

/** The behaviour.md#menu-editor card actions, shared by the desktop buttons and the phone's overflow menu. */
export const useCardActionHandlers = (input: CardActionInput): CardActionHandlers => {
  const { t } = useTranslation();
  const { toggleHidden } = useBlockActions();
  const openDialog = useMenuEditorStore((state) => state.openBlockDialog);
  const cloneBlock = useMenuEditorStore((state) => state.cloneBlock);
  const hideSaved = useSavedNote();
  const { blockKey } = input;
  const answers = useAnswersAction(blockKey, input.answersOf);
  return {
    hidden: input.hidden,
    temporary: input.temporary,
    hideLabel: input.hidden ? t('contents.showOnMobile') : t('contents.hideOnMobile'),
    moveBlockedReason: input.moveBlockedReason,
    move: () => openDialog({ kind: 'move', key: blockKey }),
    toggleHidden: () =>
      void toggleHidden(blockKey).then((stored) => {
        if (stored) hideSaved.show();
      }),
    hideSaved: hideSaved.visible,
    toggleAvailability: input.onToggleAvailability,
    clone: () => {
      const key = cloneBlock(blockKey);
      if (key) scrollToBlock(key);
    },
    remove: () => openDialog({ kind: 'delete', key: blockKey }),
    answers,
  };
};
