import type { GuestView } from '../types.ts';
import { PdfLinks } from './PdfLinks.tsx';

/** PDF (14): the uploaded PDF to open, and to download when staff allow it. */
export const PdfView: GuestView<'pdf'> = ({ block }) => (
  <PdfLinks url={block.URL} download={block.DownloadPdf} />
);

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly pdf: typeof PdfView;
  }
}
