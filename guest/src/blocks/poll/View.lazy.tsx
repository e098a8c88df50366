import { pollFields } from '@carta/domain/answers/fields';
import { useMemo } from 'react';
import { useLabels } from '../../i18n/labels.ts';
import { AnswerForm } from '../answers/AnswerForm.tsx';
import { answerLabels } from '../answers/labels.ts';
import type { GuestView } from '../types.ts';

/**
 * Poll (35): its questions (one answer, several, a rating in stars, a number), each optional but
 * not all. A poll without a question a guest can answer shows nothing.
 */
export const PollView: GuestView<'poll'> = ({ block }) => {
  const t = useLabels(answerLabels);
  const answerBlock = useMemo(() => ({ key: 'poll' as const, data: block }), [block]);
  if (pollFields(block).length === 0) return null;
  return (
    <AnswerForm
      block={answerBlock}
      contentId={block.ID}
      title={t.poll}
      intro={t.pollHint}
      submitLabel={t.send}
      thanks={t.thanksPoll}
      markOptional={false}
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly poll: typeof PollView;
  }
}
