import { useState } from 'react';
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
export const useDraftText = <T>(
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
