import { safeColor } from '@carta/domain/tile-look';
import { readableOn } from '../../app/theme.ts';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

/**
 * Dropdown button (38): its text in its two colours (the venue's when staff chose none). Carta
 * holds no list for it to open, so it is drawn as a band, not as a button that would do nothing.
 */
export const DropdownButtonView: GuestView<'dropdownButton'> = ({ block }) => {
  const text = block.DropdownButtonTitle.trim();
  if (!text) return null;
  const background = safeColor(block.DropdownButtonBGColor);
  const color =
    safeColor(block.DropdownButtonTextColor) ?? (background ? readableOn(background) : undefined);
  return (
    <p className={styles.band} style={{ backgroundColor: background ?? undefined, color }}>
      {text}
    </p>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly dropdownButton: typeof DropdownButtonView;
  }
}
