import { dateRangeOf, timesOn } from '@carta/domain/answers/check';
import type { AnswerField, AnswerText } from '@carta/domain/answers/fields';
import { type ReactNode, useState } from 'react';
import styles from './Answers.module.css';
import { clockText, type Draft, joinDateTime, splitDateTime } from './draft.ts';
import { StarIcon } from './icons.tsx';
import type { AnswerLabels } from './labels.ts';

/** What every field input receives: its description, words, value and problem (shown text). */
export type FieldProps<F extends AnswerField = AnswerField> = {
  readonly field: F;
  readonly label: string;
  readonly value: Draft[string] | undefined;
  /** The sentence under the field, or null. */
  readonly problem: string | null;
  readonly onChange: (value: Draft[string]) => void;
  /** A unique prefix for the ids of this field's elements. */
  readonly id: string;
  readonly t: AnswerLabels;
  /** Whether "(optional)" follows the label of an optional field (a form; a poll says it once). */
  readonly markOptional: boolean;
  readonly timeZone: string;
};

type Of<K extends AnswerField['kind']> = FieldProps<
  K extends 'text' | 'longText'
    ? Extract<AnswerField, { kind: 'text' | 'longText' }>
    : Extract<AnswerField, { kind: K }>
>;
type OptionLabel = { readonly optionLabel: (label: AnswerText | null) => string };

const textOf = (value: Draft[string] | undefined) => (typeof value === 'string' ? value : '');
const listOf = (value: Draft[string] | undefined): readonly string[] =>
  Array.isArray(value) ? value : [];
const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

const Problem = ({ id, text }: { readonly id: string; readonly text: string | null }) =>
  text ? (
    <p id={id} className={styles.problem}>
      {text}
    </p>
  ) : null;

const LabelText = ({ p }: { readonly p: FieldProps }) => (
  <>
    {p.label}
    {p.markOptional && !p.field.required && (
      <span className={styles.optional}> {p.t.optional}</span>
    )}
  </>
);

/** A label, an optional hint, one control and its problem. */
const Single = ({
  p,
  hint,
  children,
}: {
  readonly p: FieldProps;
  readonly hint?: string;
  readonly children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    required: boolean;
  }) => ReactNode;
}) => (
  <div className={styles.field}>
    <label htmlFor={p.id} className={styles.label}>
      <LabelText p={p} />
    </label>
    {hint && (
      <p id={`${p.id}-hint`} className={styles.hint}>
        {hint}
      </p>
    )}
    {children({
      id: p.id,
      'aria-invalid': p.problem !== null,
      'aria-describedby': describedBy(hint && `${p.id}-hint`, p.problem && `${p.id}-problem`),
      required: p.field.required,
    })}
    <Problem id={`${p.id}-problem`} text={p.problem} />
  </div>
);

/** Name, NIF, room: one line. */
const TextInput = (p: Of<'text'>) => (
  <Single p={p}>
    {(aria) => (
      <input
        {...aria}
        className={styles.input}
        type="text"
        maxLength={p.field.maxLength}
        autoComplete={p.field.id === 'Name' ? 'name' : 'off'}
        autoCapitalize={
          p.field.id === 'Name' ? 'words' : p.field.id === 'NIF' ? 'characters' : 'off'
        }
        value={textOf(p.value)}
        onChange={(e) => p.onChange(e.target.value)}
      />
    )}
  </Single>
);

const LongTextInput = (p: Of<'longText'>) => (
  <Single p={p}>
    {(aria) => (
      <textarea
        {...aria}
        className={styles.input}
        rows={4}
        maxLength={p.field.maxLength}
        value={textOf(p.value)}
        onChange={(e) => p.onChange(e.target.value)}
      />
    )}
  </Single>
);

const NumberInput = (p: Of<'number'>) => {
  const { min, max, integer } = p.field;
  return (
    <Single p={p} hint={p.t.range.replace('{min}', String(min)).replace('{max}', String(max))}>
      {(aria) => (
        <input
          {...aria}
          className={`${styles.input} ${styles.short}`}
          type="text"
          inputMode={integer && min >= 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={textOf(p.value)}
          onChange={(e) => p.onChange(e.target.value)}
        />
      )}
    </Single>
  );
};

type ContactMode = 'email' | 'tel';

/**
 * The form's contact: an e-mail address or a phone number in one field (the server takes either);
 * the guest's choice only picks the keyboard (and what the phone offers to fill in).
 */
const ContactInput = (p: Of<'contact'>) => {
  const looksLikePhone = /^\+?[\d ().-]+$/.test(textOf(p.value));
  const [mode, setMode] = useState<ContactMode>(looksLikePhone ? 'tel' : 'email');
  const modes: [ContactMode, string][] = [
    ['email', p.t.email],
    ['tel', p.t.phone],
  ];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>
        <LabelText p={p} />
      </legend>
      <div className={styles.modes} role="radiogroup" aria-label={p.t.contactBy}>
        {modes.map(([m, name]) => (
          <label key={m} className={styles.mode}>
            <input
              type="radio"
              name={`${p.id}-mode`}
              className={styles.modeInput}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            <span>{name}</span>
          </label>
        ))}
      </div>
      <label htmlFor={p.id} className="visually-hidden">
        {mode === 'email' ? p.t.yourEmail : p.t.yourPhone}
      </label>
      <input
        id={p.id}
        className={styles.input}
        type={mode}
        inputMode={mode}
        autoComplete={mode}
        maxLength={p.field.maxLength}
        required
        aria-invalid={p.problem !== null}
        aria-describedby={describedBy(p.problem && `${p.id}-problem`)}
        value={textOf(p.value)}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <Problem id={`${p.id}-problem`} text={p.problem} />
    </fieldset>
  );
};

/**
 * A day (the phone's date picker, from today to a year ahead on the venue's clock) and one of the
 * times the venue offers that day (its timetable, past times of today left out).
 */
const DateTimeInput = (p: Of<'dateTime'>) => {
  const ctx = { now: new Date(), timeZone: p.timeZone };
  const { today, last } = dateRangeOf(p.field, ctx);
  const { date, time } = splitDateTime(p.value);
  const times = date ? timesOn(p.field, date, ctx) : [];
  const problemId = p.problem ? `${p.id}-problem` : null;
  const noTimesId = `${p.id}-none`;
  const dayInvalid = p.problem !== null && (!date || times.length === 0);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>
        <LabelText p={p} />
      </legend>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor={p.id} className={styles.subLabel}>
            {p.t.date}
          </label>
          <input
            id={p.id}
            className={styles.input}
            type="date"
            min={today}
            max={last}
            required
            aria-invalid={dayInvalid}
            aria-describedby={describedBy(dayInvalid && problemId)}
            value={date}
            onChange={(e) => {
              const next = e.target.value;
              const offered = timesOn(p.field, next, ctx).map(clockText);
              p.onChange(joinDateTime(next, offered.includes(time) ? time : ''));
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${p.id}-time`} className={styles.subLabel}>
            {p.t.time}
          </label>
          <select
            id={`${p.id}-time`}
            className={styles.input}
            required
            aria-invalid={p.problem !== null && !dayInvalid}
            aria-describedby={describedBy(
              date && times.length === 0 && noTimesId,
              !dayInvalid && problemId,
            )}
            value={time}
            onChange={(e) => p.onChange(joinDateTime(date, e.target.value))}
          >
            <option value="">{p.t.pickTime}</option>
            {times.map(clockText).map((text) => (
              <option key={text} value={text}>
                {text}
              </option>
            ))}
          </select>
        </div>
      </div>
      {date && times.length === 0 && (
        <p id={noTimesId} className={styles.hint}>
          {p.t.noTimes}
        </p>
      )}
      <Problem id={`${p.id}-problem`} text={p.problem} />
    </fieldset>
  );
};

/** A question with its answers: radio buttons for one, check boxes for several. */
const ChoiceInput = (p: Of<'choice'> & OptionLabel) => {
  const chosen = listOf(p.value);
  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy(p.problem && `${p.id}-problem`)}
    >
      <legend className={styles.label}>
        <LabelText p={p} />
      </legend>
      <div className={styles.options}>
        {p.field.options.map((option, i) => (
          <label key={option.id} className={styles.option}>
            <input
              type={p.field.single ? 'radio' : 'checkbox'}
              name={p.id}
              id={i === 0 ? p.id : undefined}
              aria-invalid={p.problem !== null}
              checked={chosen.includes(option.id)}
              onChange={(e) => {
                if (p.field.single) p.onChange([option.id]);
                else if (e.target.checked) p.onChange([...chosen, option.id]);
                else p.onChange(chosen.filter((id) => id !== option.id));
              }}
            />
            <span>{p.optionLabel(option.label) || String(i + 1)}</span>
          </label>
        ))}
      </div>
      <Problem id={`${p.id}-problem`} text={p.problem} />
    </fieldset>
  );
};

/** Whole stars 1–5 as a radio group (arrow keys move between them), each named "3 stars". */
const RatingInput = (p: Of<'rating'>) => {
  const value = Number(textOf(p.value)) || 0;
  const stars = Array.from({ length: p.field.max - p.field.min + 1 }, (_, i) => p.field.min + i);
  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy(p.problem && `${p.id}-problem`)}
    >
      <legend className={styles.label}>
        <LabelText p={p} />
      </legend>
      <div className={styles.stars}>
        {stars.map((n) => (
          <label key={n} className={styles.star} data-filled={n <= value || undefined}>
            <input
              type="radio"
              name={p.id}
              id={n === p.field.min ? p.id : undefined}
              className="visually-hidden"
              value={n}
              aria-invalid={p.problem !== null}
              checked={n === value}
              onChange={() => p.onChange(String(n))}
            />
            <StarIcon />
            <span className="visually-hidden">
              {n === 1 ? p.t.star : p.t.stars.replace('{n}', String(n))}
            </span>
          </label>
        ))}
      </div>
      <Problem id={`${p.id}-problem`} text={p.problem} />
    </fieldset>
  );
};

/** The input of one field, by its kind. */
export const FieldInput = (p: FieldProps & OptionLabel) => {
  const { field } = p;
  switch (field.kind) {
    case 'text':
      return <TextInput {...p} field={field} />;
    case 'longText':
      return <LongTextInput {...p} field={field} />;
    case 'contact':
      return <ContactInput {...p} field={field} />;
    case 'dateTime':
      return <DateTimeInput {...p} field={field} />;
    case 'number':
      return <NumberInput {...p} field={field} />;
    case 'rating':
      return <RatingInput {...p} field={field} />;
    case 'choice':
      return <ChoiceInput {...p} field={field} />;
  }
};
