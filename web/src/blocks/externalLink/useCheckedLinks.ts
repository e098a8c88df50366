import type { Translatable } from '@carta/domain';
import { isLinkUrl } from '@carta/domain/urls';
import { useState } from 'react';

type Draft = {
  readonly value: Translatable;
  /** The stored value the draft was typed over; when the store holds another one, it wins. */
  readonly base: Translatable;
};

/** The languages whose link the server would refuse (not https, mailto:, tel: or a /path). */
export const invalidLinkLanguages = (value: Translatable): string[] =>
  Object.entries(value)
    .filter(([, link]) => !isLinkUrl(link))
    .map(([language]) => language);

/**
 * A translatable link that is stored only while every language holds an address the server
 * accepts: a half-typed 'www.…' stays on screen with its error and stores nothing (docs/decisions.md: bad
 * input gets a clear error and stores nothing).
 */
export const useCheckedLinks = (stored: Translatable, report: (value: Translatable) => void) => {
  const [draft, setDraft] = useState<Draft | null>(null);
  const value = draft && draft.base === stored ? draft.value : stored;
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
