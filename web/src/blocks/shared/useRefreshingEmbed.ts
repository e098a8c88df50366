import { useCallback, useEffect, useRef, useState } from 'react';

/** behaviour.md#editing/behaviour.md#limits: the embed code rests this long before it is stored, and again before it is set back. */
export const EMBED_DEBOUNCE_MS = 500;

type Draft = {
  /** What the person typed. */
  readonly text: string;
  /** The stored value the draft belongs to; another stored value (undo, reload) wins. */
  readonly base: string;
};

/**
 * behaviour.md#editing embed input: the typed code is stored 500 ms after the last keystroke, first cleared and then,
 * 500 ms later, set, so that the embed showing the stored code reloads. Every step is an ordinary
 * change (the menu is marked modified); a change still waiting when the input goes away (collapse,
 * leaving the menu) is stored at once rather than lost.
 */
export const useRefreshingEmbed = (stored: string, report: (code: string) => void) => {
  const [draft, setDraft] = useState<Draft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  /** The stored value this input expects: its own last report, or what it was typed over. */
  const expected = useRef(stored);
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  }, [report]);

  const send = useCallback((code: string) => {
    expected.current = code;
    setDraft((current) => current && { ...current, base: code });
    reportRef.current(code);
  }, []);

  const edit = useCallback(
    (text: string) => {
      setDraft({ text, base: stored });
      expected.current = stored;
      pending.current = text;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        send('');
        timer.current = setTimeout(() => {
          pending.current = null;
          send(text);
        }, EMBED_DEBOUNCE_MS);
      }, EMBED_DEBOUNCE_MS);
    },
    [stored, send],
  );

  // Another stored value (an undo, a reload) wins over a change still waiting to be stored.
  useEffect(() => {
    if (stored === expected.current) return;
    clearTimeout(timer.current);
    pending.current = null;
    expected.current = stored;
  }, [stored]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (pending.current !== null) reportRef.current(pending.current);
    },
    [],
  );

  const text = draft && draft.base === stored ? draft.text : stored;
  return { text, edit };
};
