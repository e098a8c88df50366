import { type Translatable, urlSchema } from '@carta/domain';
import { useState } from 'react';

type Draft = {
  readonly value: Translatable;
  /** The stored value the draft was typed over; when the store holds another one, it wins. */
  readonly base: unknown;
};

/** The languages whose link the server would refuse (not http(s) or a /path). */
export const invalidLinkLanguages = (value: Translatable): string[] =>
  Object.entries(value)
    .filter(([, link]) => !urlSchema.safeParse(link).success)
    .map(([language]) => language);

/**
 * A translatable link that is stored only while every language holds an address the server
 * accepts: a half-typed 'www.…' stays on screen with its error and stores nothing (DESIGN: bad
 * input gets a clear error and stores nothing).
 */
export const useCheckedLinks = (
  stored: unknown,
  parsed: Translatable,
  report: (value: Translatable) => void,
) => {
  const [draft, setDraft] = useState<Draft | null>(null);
  const value = draft && draft.base === stored ? draft.value : parsed;
  const invalid = invalidLinkLanguages(value);
  const edit = (next: Translatable) => {
    if (invalidLinkLanguages(next).length === 0) {
      setDraft(null);
      report(next);
    } else {
      setDraft({ value: next, base: stored });
    }
  };
  return { value, invalid, edit };
};
