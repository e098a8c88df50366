import type { ALERT_ICONS } from '@carta/domain/blocks/alert';
import { safeColor } from '@carta/domain/tile-look';
import { readableOn } from '../../app/theme.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

type AlertIcon = (typeof ALERT_ICONS)[number];

/**
 * Each behaviour.md#data alert icon: its drawing and the colour the alert takes when staff chose none (dark
 * enough for white text). Total over the schema's icons: a new one does not compile without one.
 */
const LOOKS: {
  readonly [K in AlertIcon]: { readonly icon: IconName | null; readonly tone: string };
} = {
  'mdi-information': { icon: 'info', tone: '#0277bd' },
  'mdi-alert': { icon: 'warning', tone: '#b45309' },
  'mdi-help-circle': { icon: 'help', tone: '#5e35b1' },
  'mdi-check-circle': { icon: 'check', tone: '#2e7d32' },
  'mdi-email': { icon: 'email', tone: '#37474f' },
  'mdi-clock': { icon: 'clock', tone: '#37474f' },
  '': { icon: null, tone: '#37474f' },
};

/** Alert (6): a coloured notice with its icon; text in black or white, whichever reads on it. */
export const AlertView: GuestView<'alert'> = ({ block }) => {
  if (!block.AlertText) return null;
  const look = Object.hasOwn(LOOKS, block.Icon) ? LOOKS[block.Icon] : LOOKS[''];
  const background = safeColor(block.Color) ?? look.tone;
  return (
    <div
      className={styles.alert}
      role="note"
      style={{ backgroundColor: background, color: readableOn(background) }}
    >
      {look.icon && <Icon name={look.icon} className={styles.icon} />}
      <p className={styles.text}>{block.AlertText}</p>
    </div>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly alert: typeof AlertView;
  }
}
