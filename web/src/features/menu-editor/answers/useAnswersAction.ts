import { COMMON_OWNER, type Content, contentTypeById } from '@carta/domain';
import { takesAnswers } from '@carta/domain/answers/fields';
import { isNewBlock } from '@carta/domain/menu-editing';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../../api/queries.ts';
import type { BlockKeyText } from '../draft.ts';
import { useMenuEditorStore } from '../store.ts';
import { answerCountQuery } from './queries.ts';

/**
 * The saved block's id when its type takes guest answers (the domain's table, by key) and the user
 * may read them: staff of the menu's enterprise, administrators for a common menu. Null otherwise.
 */
export const useAnswersTarget = (content: Content | undefined): number | null => {
  const owner = useMenuEditorStore((state) => state.owner);
  const common = owner === COMMON_OWNER;
  const me = useQuery({ ...meQuery(), enabled: common });
  if (!content || typeof content.ID !== 'number' || isNewBlock(content)) return null;
  if (!takesAnswers(contentTypeById(content.Type)?.key)) return null;
  if (common && me.data?.isAdmin !== true) return null;
  return content.ID;
};

export type AnswersAction = {
  /** 'Respuestas (3)', or 'Respuestas' until the count is known. */
  readonly label: string;
  readonly count: number | undefined;
  readonly open: () => void;
};

/** The card's Answers action: its label with the count, and what opens the dialog. */
export const useAnswersAction = (
  blockKey: BlockKeyText,
  contentId: number | null,
): AnswersAction | null => {
  const { t } = useTranslation();
  const openDialog = useMenuEditorStore((state) => state.openBlockDialog);
  const count = useQuery({ ...answerCountQuery(contentId ?? 0), enabled: contentId !== null });
  if (contentId === null) return null;
  return {
    label:
      count.data === undefined
        ? t('answers.action')
        : t('answers.actionCount', { count: count.data }),
    count: count.data,
    open: () => openDialog({ kind: 'answers', key: blockKey }),
  };
};
