import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { PdfView } from './View.tsx';

describe('PdfView', () => {
  it('opens the PDF in a new tab, and offers to download it when allowed', () => {
    const { getByRole } = renderInUi(
      <PdfView block={guestBlock('pdf', { URL: '/uploads/1/carta.pdf', DownloadPdf: true })} />,
    );
    const open = getByRole('link', { name: /Ver el PDF/ });
    expect(open).toHaveAttribute('href', '/uploads/1/carta.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(getByRole('link', { name: 'Descargar' })).toHaveAttribute('download');
  });

  it('has no download link unless allowed, and nothing without a file', () => {
    const { queryByRole } = renderInUi(
      <PdfView block={guestBlock('pdf', { URL: '/uploads/1/carta.pdf', DownloadPdf: false })} />,
      'en',
    );
    expect(queryByRole('link', { name: /View the PDF/ })).toBeInTheDocument();
    expect(queryByRole('link', { name: 'Download' })).toBeNull();
    const empty = renderInUi(<PdfView block={guestBlock('pdf', { URL: '', DownloadPdf: true })} />);
    expect(empty.container).toBeEmptyDOMElement();
  });
});
