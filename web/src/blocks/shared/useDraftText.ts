import { type RefObject, useState } from 'react';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';

export type ParsedText<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/**
 * A text input over a value that only some texts stand for (a price, a domain, an e-mail). Only
 * texts that parse are reported, so the draft never holds what the server would refuse; what the
 * person typed stays on screen, with the error, until it parses or the value changes elsewhere.
 * While it does, the field reports itself invalid (Save then refuses and comes to it): attach
 * `inputRef` to the input so it can be focused. `field` names the stored field, when a rule over
 * the whole draft may find the same problem.
 */
export const useParsedDraftText = <T>(
  value: T,
  format: (value: T) => string,
  parse: (text: string) => ParsedText<T>,
  report: (value: T) => void,
  options: { readonly field?: string } = {},
) => {
  const stored = format(value);
  // `base` is the stored text when the draft was typed: a change from elsewhere replaces the draft.
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null);
  const typed = draft ? parse(draft.text) : null;
  const current =
    draft !== null &&
    (draft.base === stored || (typed?.ok === true && format(typed.value) === stored));
  const text = current ? draft.text : stored;
  const onText = (next: string) => {
    setDraft({ text: next, base: stored });
    const parsed = parse(next);
    if (parsed.ok) report(parsed.value);
  };
  // Only typed text that is not stored holds Save; a stored value that would not parse is the
  // server's business, not something the person is about to lose.
  const inputRef = useFieldValidity<HTMLInputElement>(current && typed?.ok === false, {
    ...options,
    unsaved: true,
  });
  return { text, invalid: !parse(text).ok, onText, inputRef };
};

export type DraftText = {
  /** What the field shows: the stored value, or what the user typed that is not stored (yet). */
  readonly text: string;
  /** The text is refused and the user has left the field once: show why. */
  readonly invalid: boolean;
  readonly onChange: (text: string) => void;
  readonly onBlur: () => void;
  /** For the input: Save focuses it while the text on screen is not stored. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
};

export type DraftRules = {
  readonly accepts: (text: string) => boolean;
  /** Receives accepted text that differs from the stored value. */
  readonly commit: (text: string) => void;
  /**
   * The stored form of accepted text ('28.' and '28,0' store as '28'): typed text that already
   * means the stored value is left as typed, so a half-typed decimal is not rewritten under the
   * cursor. Default: the text itself.
   */
  readonly normalize?: (text: string) => string;
};

const same = (text: string) => text;

/**
 * The same draft over a stored string, for fields whose error should wait until the user has left
 * the field once (an address, a coordinate, a height half typed): valid text is committed as typed,
 * refused text stays on screen, unsent, until it is fixed.
 */
export const useDraftText = (
  stored: string,
  { accepts, commit, normalize = same }: DraftRules,
): DraftText => {
  const [touched, setTouched] = useState(false);
  const field = useParsedDraftText(
    stored,
    normalize,
    (text): ParsedText<string> => (accepts(text) ? { ok: true, value: text } : { ok: false }),
    (text) => {
      if (normalize(text) !== normalize(stored)) commit(text);
    },
  );
  return {
    text: field.text,
    inputRef: field.inputRef,
    invalid: touched && !accepts(field.text),
    onChange: field.onText,
    onBlur: () => setTouched(true),
  };
};
