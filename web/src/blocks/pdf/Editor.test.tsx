import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { uploadFile } from '../../api/uploads.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

vi.mock('../../api/uploads.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/uploads.ts')>()),
  uploadFile: vi.fn(),
}));

const pdf = (name = 'carta.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.7'], name, { type });

afterEach(() => vi.mocked(uploadFile).mockReset());

describe('PDF editor', () => {
  it('an existing block shows its URL read-only, no file chooser, and the download option', () => {
    renderEditor(Editor, contentOf('pdf', { URL: '/uploads/12/carta.pdf' }));
    const url = screen.getByRole('textbox', { name: 'Archivo PDF' });
    expect(url).toHaveValue('/uploads/12/carta.pdf');
    expect(url).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /PDF$/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('pdf-input')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Permitir descargar el PDF' })).not.toBeChecked();
  });

  it('renders its defaults as a new block: a chooser that accepts only .pdf', () => {
    renderEditor(Editor, contentOf('pdf', { ID: 'new_1' }), { isNew: true });
    expect(screen.getByRole('button', { name: 'Elegir PDF' })).toBeInTheDocument();
    expect(screen.getByTestId('pdf-input')).toHaveAttribute('accept', '.pdf,application/pdf');
    expect(screen.queryByRole('textbox', { name: 'Archivo PDF' })).not.toBeInTheDocument();
  });

  it('uploads the chosen PDF with progress and reports the answered URL', async () => {
    let finish: (url: string) => void = () => {};
    vi.mocked(uploadFile).mockImplementation((_kind, _file, options) => {
      options.onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const content = contentOf('pdf', { ID: 'new_1' });
    const { patches } = renderEditor(Editor, content, { isNew: true });
    const file = pdf();
    await userEvent.upload(screen.getByTestId('pdf-input'), file);
    expect(uploadFile).toHaveBeenCalledWith(
      'pdf',
      file,
      expect.objectContaining({ enterpriseId: '12' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Subiendo el PDF: 40 %');
    expect(screen.getByRole('button', { name: 'Elegir PDF' })).toBeDisabled();
    finish('/uploads/12/abc.pdf');
    await vi.waitFor(() => expect(patches).toEqual([{ URL: '/uploads/12/abc.pdf' }]));
    expectValidPatch('pdf', content, patches[0] ?? {});
  });

  it('refuses a file that is not a PDF without sending it', async () => {
    const { patches } = renderEditor(Editor, contentOf('pdf', { ID: 'new_1' }), { isNew: true });
    await userEvent.upload(screen.getByTestId('pdf-input'), pdf('foto.png', 'image/png'), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo no es un PDF');
    expect(uploadFile).not.toHaveBeenCalled();
    expect(patches).toHaveLength(0);
  });

  it('a failed upload shows a translated error and changes nothing', async () => {
    vi.mocked(uploadFile).mockRejectedValue(new ApiError(413, 'too_large', 'Too large'));
    const { patches } = renderEditor(Editor, contentOf('pdf', { ID: 'new_1' }), { isNew: true });
    await userEvent.upload(screen.getByTestId('pdf-input'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El PDF es demasiado grande para subirlo.',
    );
    expect(patches).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Elegir PDF' })).toBeEnabled();
  });

  it('a network failure says to check the connection', async () => {
    vi.mocked(uploadFile).mockRejectedValue(new ApiError(0, 'network', 'No response'));
    renderEditor(Editor, contentOf('pdf', { ID: 'new_1' }), { isNew: true });
    await userEvent.upload(screen.getByTestId('pdf-input'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('Compruebe la conexión');
  });

  it('the download option reports DownloadPdf', async () => {
    const content = contentOf('pdf', { URL: '/uploads/12/carta.pdf' });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Permitir descargar el PDF' }));
    expect(patches).toEqual([{ DownloadPdf: true }]);
    expectValidPatch('pdf', content, patches[0] ?? {});
  });

  it('collapse mode shows only the file name', () => {
    const { container } = renderEditor(
      Editor,
      contentOf('pdf', { URL: '/uploads/12/carta%20verano.pdf' }),
      { collapsed: true },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(container.textContent).toBe('PDF: carta verano.pdf');
  });
});
