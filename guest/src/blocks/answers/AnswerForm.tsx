import {
  type AnswerBlock,
  type AnswerField,
  FORM_FIELD_LABELS,
} from '@carta/domain/answers/fields';
import { translatedValue } from '@carta/domain/translated-value';
import { type ReactNode, useContext, useEffect, useId, useRef } from 'react';
import { useGuest } from '../../app/session.ts';
import { UiLanguageContext, useLabels } from '../../i18n/labels.ts';
import styles from './Answers.module.css';
import { problemText } from './draft.ts';
import { FieldInput } from './Fields.tsx';
import { answerLabels } from './labels.ts';
import { useAnswerForm } from './useAnswerForm.ts';

type Props = {
  readonly block: AnswerBlock;
  readonly contentId: number;
  readonly title: string;
  readonly icon?: ReactNode;
  /** A line under the title. */
  readonly intro?: string;
  readonly submitLabel: string;
  readonly thanks: string;
  /** A form marks its optional fields; a poll, whose questions are all optional, says so once. */
  readonly markOptional: boolean;
};

/**
 * A form or poll block as a real form: its fields from the domain's description, checked with the
 * server's rules before sending (each problem under its field, the focus on the first), sent once
 * however often the button is pressed, and a thank-you in its place once stored.
 */
export const AnswerForm = (props: Props) => {
  const t = useLabels(answerLabels);
  const ui = useContext(UiLanguageContext);
  const { venue } = useGuest();
  const { fields, state, change, submit, again } = useAnswerForm(props.block, props.contentId);
  const base = useId();
  const headingId = `${base}-title`;
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const sent = state.status === 'sent';
  const sending = state.status === 'sending';

  useEffect(() => {
    if (state.focusRequest === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('input, select, textarea');
    target?.focus();
  }, [state.focusRequest]);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const labelOf = (field: AnswerField, index: number): string => {
    const own = translatedValue(field.label, ui).trim();
    if (own) return own;
    if (Object.hasOwn(FORM_FIELD_LABELS, field.id))
      return translatedValue(FORM_FIELD_LABELS[field.id as keyof typeof FORM_FIELD_LABELS], ui);
    return t.question.replace('{n}', String(index + 1));
  };

  const formError = state.empty ? t.pollEmpty : state.sendError ? t[state.sendError] : null;
  const retry = state.sendError === 'network' || state.sendError === 'rateLimited';

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {props.icon}
        <span>{props.title}</span>
      </h2>
      {sent ? (
        <div ref={thanksRef} tabIndex={-1} className={styles.thanks} role="status">
          <p>{props.thanks}</p>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              again();
              requestAnimationFrame(() =>
                formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(),
              );
            }}
          >
            {t.sendAnother}
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {props.intro && <p className={styles.hint}>{props.intro}</p>}
          {fields.map((field, index) => {
            const problem = state.problems[field.id];
            return (
              <FieldInput
                key={field.id}
                field={field}
                label={labelOf(field, index)}
                value={state.draft[field.id]}
                problem={problem ? problemText(problem, field, t) : null}
                onChange={(value) => change(field.id, value)}
                id={`${base}-${field.id}`}
                t={t}
                markOptional={props.markOptional}
                timeZone={venue.TimeZone}
                optionLabel={(label) => translatedValue(label, ui)}
              />
            );
          })}
          <p className={styles.formError} role="alert">
            {formError}
          </p>
          <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
            {sending ? t.sending : retry ? t.retry : props.submitLabel}
          </button>
        </form>
      )}
    </section>
  );
};
