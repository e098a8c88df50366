import { useCallback, useEffect, useRef, useState } from 'react';

/** behaviour.md#editing/behaviour.md#limits facebook and twitter: input debounced 500 ms… */
export const DEBOUNCE_MS = 500;
/** …then applied after a further 500 ms. */
export const APPLY_DELAY_MS = 500;

type Timer = ReturnType<typeof setTimeout>;

/**
 * A text applied to the block only once typing has rested (behaviour.md#editing: 500 ms, then a further 500 ms), so
 * the guest-app feed is not asked for every half-typed account. A key pressed before it is applied
 * starts the wait again. Leaving the field (or the card) applies at once: a click on Save right
 * after typing must not lose the last letters.
 */
export const useDelayedText = (stored: string, apply: (text: string) => void) => {
  const [text, setText] = useState(stored);
  const [seen, setSeen] = useState(stored);
  const timers = useRef<Timer[]>([]);
  const pending = useRef<string | null>(null);
  const latest = useRef({ stored, apply });

  useEffect(() => {
    latest.current = { stored, apply };
  });

  // A value changed elsewhere (undo, reload) replaces what the field shows.
  if (stored !== seen) {
    setSeen(stored);
    if (stored !== text) setText(stored);
  }

  const cancel = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  const applyPending = useCallback(() => {
    cancel();
    const value = pending.current;
    pending.current = null;
    if (value !== null && value !== latest.current.stored) latest.current.apply(value);
  }, [cancel]);

  useEffect(() => applyPending, [applyPending]);

  return {
    text,
    onChange: (next: string) => {
      setText(next);
      pending.current = next;
      cancel();
      timers.current.push(
        setTimeout(() => {
          timers.current = [setTimeout(applyPending, APPLY_DELAY_MS)];
        }, DEBOUNCE_MS),
      );
    },
    /** Apply now what is still waiting. */
    flush: applyPending,
  };
};
