import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { PdfTranslateView } from './View.tsx';

describe('PdfTranslateView', () => {
  it("opens the PDF of the guest's language behind its named button", () => {
    const { getByRole, queryByRole } = renderInUi(
      <PdfTranslateView
        block={guestBlock('pdfTranslate', {
          URLPdfTranslate: '/uploads/1/menu-en.pdf',
          PDFTranslateLink: true,
          PDFTranslateLinkName: 'Our menu',
          DownloadPdfTranslate: false,
        })}
      />,
      'en',
    );
    expect(getByRole('link', { name: /Our menu/ })).toHaveAttribute(
      'href',
      '/uploads/1/menu-en.pdf',
    );
    expect(queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('shows nothing when this language has no PDF', () => {
    const { container } = renderInUi(
      <PdfTranslateView
        block={guestBlock('pdfTranslate', {
          URLPdfTranslate: '',
          PDFTranslateLink: false,
          PDFTranslateLinkName: '',
          DownloadPdfTranslate: true,
        })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
