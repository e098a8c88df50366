import {
  fillLanguages,
  handWrittenTargets,
  staleAfterEdit,
  type Translatable,
} from '@carta/domain';
import { useEffect, useRef, useState } from 'react';
import { type TranslateErrorKey, translateErrorKey } from './errors.ts';
import { isBlankText, sameText, withText, withTranslation } from './languages.ts';
import type { TranslateFn } from './types.ts';

export type EditingOptions = {
  readonly value: Translatable | null | undefined;
  readonly onChange: (value: Translatable) => void;
  readonly languages: readonly string[];
  /** The translation source language (behaviour.md#widgets). */
  readonly source: string;
  /** Rich text: the provider must keep the markup. */
  readonly html: boolean;
  /** Set when machine translation is active. */
  readonly onTranslate?: TranslateFn;
  /** Whether editing the source can leave translations behind (not for PDF URLs). */
  readonly trackSource: boolean;
};

/** A machine translation waiting for the user's leave to replace hand-written languages. */
export type PendingTranslation = {
  /** Languages holding text that is not stale: they would be replaced. */
  readonly replaces: readonly string[];
  /** Empty or stale languages: filled whatever the answer. */
  readonly fills: readonly string[];
};

/**
 * Edits, machine translation and the stale translations of one field ('[info edited translate]').
 * Translations go stale once the source text changes while they hold text, and are fresh again
 * when typed in or translated; all of it is forgotten when the value is replaced from outside
 * (another block, a reload): a value that is not the one this field last reported.
 */
export const useTranslatableEditing = ({
  value,
  onChange,
  languages,
  source,
  html,
  onTranslate,
  trackSource,
}: EditingOptions) => {
  const [stale, setStale] = useState<readonly string[]>([]);
  const [translating, setTranslating] = useState<readonly string[] | null>(null);
  const [translated, setTranslated] = useState<readonly string[] | null>(null);
  const [pending, setPending] = useState<PendingTranslation | null>(null);
  const [translateError, setTranslateError] = useState<TranslateErrorKey | null>(null);
  const reported = useRef<Translatable | null>(null);
  // Uploads and translations finish later: they apply to the value as it is then, not as it was.
  const latest = useRef(value);

  useEffect(() => {
    latest.current = value;
    if (reported.current && sameText(reported.current, value)) return;
    reported.current = null;
    setStale([]);
    setTranslated(null);
  }, [value]);

  const report = (next: Translatable) => {
    reported.current = next;
    latest.current = next;
    onChange(next);
  };

  const edit = (language: string, text: string) => {
    const base = latest.current;
    if (trackSource) setStale((now) => staleAfterEdit(now, base, languages, source, language));
    setTranslateError(null);
    setTranslated(null);
    report(withText(base, languages, language, text));
  };

  const run = async (targets: readonly string[]) => {
    if (!onTranslate || targets.length === 0) return;
    setPending(null);
    setTranslating(targets);
    setTranslated(null);
    setTranslateError(null);
    try {
      const answer = await onTranslate(fillLanguages(latest.current, languages), { html });
      const before = latest.current;
      const next = withTranslation(before, answer, languages, source, targets);
      report(next);
      setStale((now) => now.filter((code) => !targets.includes(code)));
      setTranslated(targets.filter((code) => (before?.[code] ?? '') !== next[code]));
    } catch (error) {
      setTranslateError(translateErrorKey(error));
    } finally {
      setTranslating(null);
    }
  };

  /** Translates at once when only empty or stale languages would change; else asks first. */
  const translate = () => {
    const others = languages.filter((code) => code !== source);
    const replaces = handWrittenTargets(latest.current, languages, source, stale);
    if (replaces.length === 0) return run(others);
    setPending({ replaces, fills: others.filter((code) => !replaces.includes(code)) });
    return Promise.resolve();
  };

  return {
    edit,
    translate: onTranslate ? translate : undefined,
    /** The user's answer to `pending`: replace everything, only fill the rest, or nothing. */
    answerPending: (answer: 'replace' | 'fill' | 'cancel') => {
      const asked = pending;
      setPending(null);
      if (!asked || answer === 'cancel') return;
      void run(answer === 'replace' ? [...asked.replaces, ...asked.fills] : asked.fills);
    },
    pending,
    translating,
    translated,
    translateError,
    stale,
    sourceBlank: isBlankText(value?.[source]),
  };
};
