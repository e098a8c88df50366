import { iframeSandboxFor } from '@carta/domain/embeds';
import styles from './Frame.module.css';

/**
 * An embedded page, always sandboxed by domain's `iframeSandboxFor` (scripts with their own origin
 * only for the embed allow-list); nothing at all for an address that must not be framed.
 * `height` in CSS pixels (drawn in rem, so it follows the text size); without it, 16:9.
 */
export const Frame = ({
  src,
  title,
  height,
  allow,
}: {
  readonly src: string;
  readonly title: string;
  readonly height?: number;
  readonly allow?: string;
}) => {
  const sandbox = iframeSandboxFor(src);
  if (!sandbox) return null;
  return (
    <iframe
      className={height ? styles.frame : `${styles.frame} ${styles.wide}`}
      src={src}
      title={title}
      sandbox={sandbox}
      allow={allow}
      allowFullScreen
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      style={height ? { height: `${height / 16}rem` } : undefined}
    />
  );
};
