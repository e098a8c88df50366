import { COMMON_OWNER, type Content, contentTypeById } from '@carta/domain';
import { takesAnswers } from '@carta/domain/answers/fields';
import { isNewBlock } from '@carta/domain/menu-editing';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../../../app/session.tsx';
import type { BlockKeyText } from '../draft.ts';
import { useMenuEditorStore } from '../store.ts';
import { answerCountQuery } from './queries.ts';

/**
 * The saved block's id when its type takes guest answers (the domain's table, by key) and the user
 * may read them: staff of the menu's enterprise, administrators for a common menu. Null otherwise.
 */
export const useAnswersTarget = (content: Content | undefined): number | null => {
  const common = useMenuEditorStore((state) => state.owner === COMMON_OWNER);
  // The session's user, not a query observer: every one of a 300-block list's cards calls this,
  // and 300 observers of the same query cost the editor's first render tens of milliseconds.
  const isAdmin = useOptionalSession()?.user.isAdmin === true;
  if (!content || typeof content.ID !== 'number' || isNewBlock(content)) return null;
  if (!takesAnswers(contentTypeById(content.Type)?.key)) return null;
  if (common && !isAdmin) return null;
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
