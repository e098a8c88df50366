import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../allergens/useModal.ts';
import styles from './Sheet.module.css';

/**
 * A modal for ordering: a sheet from the bottom on a phone, a centred dialog on a wider screen
 * (the allergen dialog's look). Focus stays inside, Escape or a tap outside closes it.
 */
export const Sheet = ({
  title,
  onClose,
  children,
  footer,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer: ReactNode;
}) => {
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(dialog, onClose);
  const titleId = useId();
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the backdrop is a shortcut; Escape and the close button do it by keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className={styles.content}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
        </div>
        <div className={styles.footer}>{footer}</div>
      </div>
    </div>,
    document.body,
  );
};
