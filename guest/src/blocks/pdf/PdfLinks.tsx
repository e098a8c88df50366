import { isFileUrl } from '@carta/domain/url-rules';
import { useLabels } from '../../i18n/labels.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { pdfLabels } from './labels.ts';
import styles from './View.module.css';

/**
 * A PDF for a phone: a button that opens it in the browser's own viewer (a new tab; phones do not
 * draw PDFs inside a page), and a download link when staff allow it. Nothing without a file.
 */
export const PdfLinks = ({
  url,
  name,
  download,
}: {
  readonly url: string;
  readonly name?: string;
  readonly download: boolean;
}) => {
  const t = useLabels(pdfLabels);
  if (!url || !isFileUrl(url)) return null;
  return (
    <div className={styles.pdf}>
      <LinkButton href={url} newTab>
        <Icon name="document" />
        <span>{name?.trim() || t.open}</span>
        <span className={styles.hidden}>{t.newTab}</span>
      </LinkButton>
      {download && (
        <LinkButton href={url} download variant="outline">
          <Icon name="download" />
          <span>{t.download}</span>
        </LinkButton>
      )}
    </div>
  );
};
