import type { ReactNode } from 'react';
import styles from './LinkButton.module.css';

/**
 * A link that looks like a button (a block's call to action): a real <a href>, so it reads and
 * behaves as a link. A new tab never gets a way back into the app (rel="noopener noreferrer").
 */
export const LinkButton = ({
  href,
  children,
  newTab = false,
  download = false,
  colors,
  variant = 'solid',
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly newTab?: boolean;
  readonly download?: boolean;
  /** The block's own colours, already checked (`safeColor`). */
  readonly colors?: { readonly background?: string; readonly color?: string };
  readonly variant?: 'solid' | 'outline';
}) => (
  <a
    className={variant === 'solid' ? styles.button : `${styles.button} ${styles.outline}`}
    href={href}
    target={newTab ? '_blank' : undefined}
    rel={newTab ? 'noopener noreferrer' : 'noopener'}
    download={download || undefined}
    style={
      colors
        ? {
            backgroundColor: colors.background,
            color: colors.color,
            borderColor: colors.background,
          }
        : undefined
    }
  >
    {children}
  </a>
);
