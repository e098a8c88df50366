import { safeColor } from '@carta/domain/tile-look';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

const ALIGN = { left: 'left', center: 'center', right: 'right', justify: 'justify' } as const;

/**
 * Simple text (64): a line of text in its alignment, colour and size (1–10: each step a quarter
 * of the text size more, in rem so it follows the browser's setting).
 */
export const SimpleTextView: GuestView<'simpleText'> = ({ block }) => {
  const text = block.Title.trim();
  if (!text) return null;
  const style = block.Style;
  const mult = Number.isFinite(style?.SizeMult) ? Math.min(Math.max(style.SizeMult, 1), 10) : 1;
  return (
    <p
      className={styles.text}
      style={{
        textAlign: ALIGN[style?.TextAlign] ?? 'left',
        fontSize: `${1 + (mult - 1) * 0.25}rem`,
        textTransform: style?.ToUpperCase ? 'uppercase' : undefined,
        color: safeColor(style?.TextColor) ?? undefined,
      }}
    >
      {text}
    </p>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly simpleText: typeof SimpleTextView;
  }
}
