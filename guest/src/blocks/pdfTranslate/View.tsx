import { PdfLinks } from '../pdf/PdfLinks.tsx';
import type { GuestView } from '../types.ts';

/**
 * PDF translate (31): the PDF of the guest's language behind a button (its name when staff gave
 * one). Shown inline in the old app; on a phone it opens in the browser's viewer either way.
 */
export const PdfTranslateView: GuestView<'pdfTranslate'> = ({ block }) => (
  <PdfLinks
    url={block.URLPdfTranslate}
    name={block.PDFTranslateLink ? block.PDFTranslateLinkName : undefined}
    download={block.DownloadPdfTranslate}
  />
);

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly pdfTranslate: typeof PdfTranslateView;
  }
}
