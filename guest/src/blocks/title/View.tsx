import type { GuestView } from '../types.ts';
import styles from './View.module.css';

/** Title (2): a heading below the page's own (h1). */
export const TitleView: GuestView<'title'> = ({ block }) =>
  block.Title ? <h2 className={styles.title}>{block.Title}</h2> : null;

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly title: typeof TitleView;
  }
}
