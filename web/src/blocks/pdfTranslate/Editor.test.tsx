import { blockDataOf, parseContent } from '@carta/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contentOf, expectValidPatch, renderEditor, TEST_LANGUAGES } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../../api/uploads.ts', () => ({ uploadFile }));

const buttonText = () => screen.queryByRole('textbox', { name: 'Texto del botón' });

describe('pdf translate editor (31)', () => {
  it('renders its defaults: the PDF field, both options off and no button text', () => {
    renderEditor(Editor, contentOf('pdfTranslate'));
    expect(screen.getByRole('textbox', { name: 'PDF' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Abrir en una pestaña nueva' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Permitir descargar el PDF' })).not.toBeChecked();
    expect(buttonText()).toBeNull();
  });

  it('uploads one PDF per language into URLPdfTranslate', async () => {
    uploadFile.mockResolvedValueOnce('/uploads/12/carta-es.pdf');
    const content = contentOf('pdfTranslate');
    const { patches, container } = renderEditor(Editor, content);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'carta.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(patches.at(-1)).toEqual({
        URLPdfTranslate: { es: '/uploads/12/carta-es.pdf', en: '' },
      }),
    );
    expect(uploadFile).toHaveBeenCalledWith('pdf', expect.any(File), expect.anything());
    expectValidPatch('pdfTranslate', content, patches.at(-1) ?? {});
  });

  it('behaviour.md#blocks: the button text shows only while open-in-new-tab is on, and is stored', async () => {
    const content = contentOf('pdfTranslate');
    const { patches, applyPatches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Abrir en una pestaña nueva' }));
    expect(patches.at(-1)).toEqual({ PDFTranslateLink: true });
    expectValidPatch('pdfTranslate', content, patches.at(-1) ?? {});
    applyPatches();
    const field = buttonText();
    if (!field) throw new Error('button text hidden');
    await user.type(field, 'V');
    expect(patches.at(-1)).toEqual({ PDFTranslateLinkName: { es: 'V', en: '' } });
    expectValidPatch('pdfTranslate', content, patches.at(-1) ?? {});

    await user.click(screen.getByRole('checkbox', { name: 'Abrir en una pestaña nueva' }));
    expect(patches.at(-1)).toEqual({ PDFTranslateLink: false });
    applyPatches();
    expect(buttonText()).toBeNull();
  });

  it('a content without the button text gets an empty one when open-in-new-tab is turned on', async () => {
    const { PDFTranslateLinkName: _absent, ...legacy } = contentOf('pdfTranslate');
    const ctx = { languages: [...TEST_LANGUAGES] };
    // The editor reads the missing field as the type's empty default (blockDataOf), so turning the
    // option on reports only the option; Save completes the stored content with the same default.
    expect(blockDataOf('pdfTranslate', legacy, ctx).PDFTranslateLinkName).toEqual({
      es: '',
      en: '',
    });
    const { patches, applyPatches } = renderEditor(Editor, legacy);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Abrir en una pestaña nueva' }));
    expect(patches.at(-1)).toEqual({ PDFTranslateLink: true });
    const saved = parseContent(applyPatches(), ctx);
    expect(saved.ok && saved.data).toMatchObject({
      PDFTranslateLink: true,
      PDFTranslateLinkName: { es: '', en: '' },
    });
    expect(buttonText()).toBeInTheDocument();
    expect(buttonText()).toHaveValue('');
  });

  it('the download option is DownloadPdfTranslate', async () => {
    const content = contentOf('pdfTranslate');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Permitir descargar el PDF' }));
    expect(patches.at(-1)).toEqual({ DownloadPdfTranslate: true });
    expectValidPatch('pdfTranslate', content, patches.at(-1) ?? {});
  });

  it('collapsed, shows only a summary: the button text, else the languages with a PDF', () => {
    const files = { URLPdfTranslate: { es: '/uploads/12/a.pdf', en: '/uploads/12/b.pdf' } };
    const { unmount } = renderEditor(Editor, contentOf('pdfTranslate', files), {
      collapsed: true,
    });
    expect(screen.getByText('PDF: ES, EN')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    renderEditor(
      Editor,
      contentOf('pdfTranslate', {
        ...files,
        PDFTranslateLink: true,
        PDFTranslateLinkName: { es: 'Ver la carta', en: 'See the menu' },
      }),
      { collapsed: true },
    );
    expect(screen.getByText('Ver la carta')).toBeInTheDocument();
  });
});
