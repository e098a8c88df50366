import type { RefObject } from 'react';
import { useState } from 'react';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';

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
 * A text field over a stored value that only accepts valid input (DESIGN: bad input gets a clear
 * error and stores nothing). Valid text is reported at once; refused text stays on screen, unsent,
 * until it is fixed. The error shows from the first time the user leaves the field, not while a
 * first value is still half typed. A value changed elsewhere (undo, an address search) replaces
 * the text.
 */
export const useDraftText = (
  stored: string,
  { accepts, commit, normalize = same }: DraftRules,
): DraftText => {
  const [text, setText] = useState(stored);
  const [seen, setSeen] = useState(stored);
  const [touched, setTouched] = useState(false);
  if (stored !== seen) {
    setSeen(stored);
    if (!(accepts(text) && normalize(text) === stored)) setText(stored);
  }
  // Refused text on screen holds Save at once, before the error is shown on leaving the field.
  const inputRef = useFieldValidity<HTMLInputElement>(text !== stored && !accepts(text), {
    unsaved: true,
  });
  return {
    text,
    inputRef,
    invalid: touched && !accepts(text),
    onChange: (next) => {
      setText(next);
      if (accepts(next) && normalize(next) !== stored) commit(next);
    },
    onBlur: () => setTouched(true),
  };
};
