import type { GuestView } from '../types.ts';
import styles from './View.module.css';

/** Title (2): a heading below the page's own (h1). */
export const TitleView: GuestView<'title'> = ({ block }) =>
  block.Title ? <h2 className={styles.title}>{block.Title}</h2> : null;
