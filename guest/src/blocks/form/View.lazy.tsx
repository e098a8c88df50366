import { useMemo } from 'react';
import { useLabels } from '../../i18n/labels.ts';
import { AnswerForm } from '../answers/AnswerForm.tsx';
import { FormIcon } from '../answers/icons.tsx';
import { answerLabels } from '../answers/labels.ts';
import type { GuestView } from '../types.ts';

/**
 * Form (29): a request the venue receives in Carta (name and contact always; NIF, room, a date and
 * time from its timetable, the number of people when the block asks; a message). Titled by its
 * button text, which staff write as the call to action ("Reservar mesa").
 */
export const FormView: GuestView<'form'> = ({ block }) => {
  const t = useLabels(answerLabels);
  const answerBlock = useMemo(() => ({ key: 'form' as const, data: block }), [block]);
  return (
    <AnswerForm
      block={answerBlock}
      contentId={block.ID}
      title={block.FormTextBtn?.trim() || t.form}
      icon={<FormIcon name={block.FormIcon ?? ''} />}
      submitLabel={t.send}
      thanks={t.thanksForm}
      markOptional
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly form: typeof FormView;
  }
}
