import { useState } from 'react';

export type ParsedText<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/**
 * A text input over a value that only some texts stand for (a price, a domain, an e-mail). Only
 * texts that parse are reported, so the draft never holds what the server would refuse; what the
 * person typed stays on screen, with the error, until it parses or the value changes elsewhere.
 */
export const useDraftText = <T>(
  value: T,
  format: (value: T) => string,
  parse: (text: string) => ParsedText<T>,
  report: (value: T) => void,
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
  return { text, invalid: !parse(text).ok, onText };
};
