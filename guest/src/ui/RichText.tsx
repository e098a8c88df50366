import { useMemo } from 'react';
import { sanitizeRichText } from './html.ts';
import styles from './RichText.module.css';

/** Rich text written in the editor (Quill 2), sanitized again here, with Quill's formats. */
export const RichText = ({ html }: { readonly html: string }) => {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  if (safe.trim() === '') return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above (and by the server).
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: safe }} />;
};
