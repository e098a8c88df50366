import { fillLanguages, type Translatable } from '@carta/domain';
import { useEffect, useRef, useState } from 'react';
import { type TranslateErrorKey, translateErrorKey } from './errors.ts';
import { isBlankText, othersHaveText, sameText, withText, withTranslation } from './languages.ts';
import type { TranslateFn } from './types.ts';

export type EditingOptions = {
  readonly value: Translatable | null | undefined;
  readonly onChange: (value: Translatable) => void;
  readonly languages: readonly string[];
  /** The translation source language (§2.8). */
  readonly source: string;
  /** Rich text: the provider must keep the markup. */
  readonly html: boolean;
  /** Set when machine translation is active. */
  readonly onTranslate?: TranslateFn;
  /** Whether editing the source can leave translations behind (not for PDF URLs). */
  readonly trackSource: boolean;
};

/**
 * Edits, machine translation and the '[info edited translate]' marker of one field. The marker
 * shows once the source text changes while other languages hold text, and goes when a translation
 * lands or when the value is replaced from outside (another block, a reload): a value that is not
 * the one this field last reported.
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
  const [sourceEdited, setSourceEdited] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [translateError, setTranslateError] = useState<TranslateErrorKey | null>(null);
  const reported = useRef<Translatable | null>(null);
  // Uploads and translations finish later: they apply to the value as it is then, not as it was.
  const latest = useRef(value);

  useEffect(() => {
    latest.current = value;
    if (reported.current && sameText(reported.current, value)) return;
    reported.current = null;
    setSourceEdited(false);
  }, [value]);

  const report = (next: Translatable) => {
    reported.current = next;
    latest.current = next;
    onChange(next);
  };

  const edit = (language: string, text: string) => {
    const base = latest.current;
    if (trackSource && language === source && othersHaveText(base, languages, source)) {
      setSourceEdited(true);
    }
    setTranslateError(null);
    report(withText(base, languages, language, text));
  };

  const translate = async () => {
    if (!onTranslate) return;
    setTranslating(true);
    setTranslateError(null);
    try {
      const answer = await onTranslate(fillLanguages(latest.current, languages), { html });
      report(withTranslation(latest.current, answer, languages, source));
      setSourceEdited(false);
    } catch (error) {
      setTranslateError(translateErrorKey(error));
    } finally {
      setTranslating(false);
    }
  };

  return {
    edit,
    translate: onTranslate ? translate : undefined,
    translating,
    translateError,
    sourceEdited,
    sourceBlank: isBlankText(value?.[source]),
  };
};
