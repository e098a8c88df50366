/**
 * One tab stop for the whole toolbar (arrow keys, Home and End move inside it), so that Tab goes
 * from the field before to the text in two presses instead of twenty-five.
 */
export const rovingToolbar = (toolbar: HTMLElement): (() => void) => {
  const stops = () => [...toolbar.querySelectorAll<HTMLElement>('button, .ql-picker-label')];
  const current = (target: HTMLElement) => {
    for (const stop of stops()) stop.tabIndex = stop === target ? 0 : -1;
  };
  const first = stops()[0];
  if (first) current(first);
  const onKeyDown = (event: KeyboardEvent) => {
    const all = stops();
    const index = all.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % all.length,
      ArrowLeft: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = all[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    current(next);
    next.focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (stops().includes(target)) current(target);
  };
  toolbar.addEventListener('keydown', onKeyDown);
  toolbar.addEventListener('focusin', onFocusIn);
  return () => {
    toolbar.removeEventListener('keydown', onKeyDown);
    toolbar.removeEventListener('focusin', onFocusIn);
  };
};
