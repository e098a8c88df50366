import { type KeyboardEvent, type RefObject, useLayoutEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes `dialog` modal while it is mounted: the app behind is inert (neither focusable nor read
 * out) and does not scroll, focus starts on the first control, Tab cycles inside, Escape closes.
 * Returns the keydown handler for the dialog element.
 */
export const useModal = (dialog: RefObject<HTMLElement | null>, onClose: () => void) => {
  // Before paint, so that focus is inside the dialog the moment it shows.
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    const html = document.documentElement;
    const overflow = html.style.overflow;
    if (root) root.inert = true;
    html.style.overflow = 'hidden';
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (root) root.inert = false;
      html.style.overflow = overflow;
    };
  }, [dialog]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
};
