import type { GuestView } from '../types.ts';
import styles from './View.module.css';

const px = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);

/** Divider (18): a light or dark line with the spacing around it set in the editor (px). */
export const DividerView: GuestView<'divider'> = ({ block }) => (
  <hr
    className={block.DividerDark ? `${styles.divider} ${styles.dark}` : styles.divider}
    style={{
      marginTop: px(block.DividerUp),
      marginBottom: px(block.DividerDown),
      marginLeft: px(block.DividerLeft),
      marginRight: px(block.DividerRight),
    }}
  />
);

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly divider: typeof DividerView;
  }
}
