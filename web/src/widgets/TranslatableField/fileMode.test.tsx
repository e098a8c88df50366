import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { Harness } from './testHarness.tsx';
import type { UploadPdfFn } from './types.ts';

const pdf = () => new File(['%PDF-1.4\n'], 'carta.pdf', { type: 'application/pdf' });
// The chooser's filter is only a hint: a user can pick any file, so the tests do too.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};

const renderFile = (onUploadFile: UploadPdfFn, onValue = vi.fn()) => {
  const view = render(
    <Harness
      label="Carta en PDF"
      mode="file"
      initial={{ es: '/uploads/1/old.pdf', en: '' }}
      languages={['es', 'en']}
      onUploadFile={onUploadFile}
      onValue={onValue}
    />,
  );
  return { ...view, onValue, input: fileInput(view.container) };
};

describe('TranslatableField file mode (PDF per language)', () => {
  it('shows the URL read-only and offers only PDFs in the chooser', async () => {
    const { input } = renderFile(vi.fn());
    const field = screen.getByLabelText('Carta en PDF');
    expect(field).toHaveValue('/uploads/1/old.pdf');
    expect(field).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Adjuntar PDF' }));
    expect(click).toHaveBeenCalled();
  });

  it('refuses a file that is not a PDF, without uploading it (behaviour.md#validation)', async () => {
    const upload = vi.fn<UploadPdfFn>();
    const { input, onValue } = renderFile(upload);
    await user().upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se admiten archivos PDF (.pdf).');
    // A renamed file: the name says PDF, the type does not.
    await user().upload(input, new File(['x'], 'foto.pdf', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se admiten archivos PDF (.pdf).');
    expect(upload).not.toHaveBeenCalled();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('uploads a PDF with progress and makes its URL the language value', async () => {
    let finish: (url: string) => void = () => undefined;
    const upload = vi.fn<UploadPdfFn>(
      (_file, { onProgress }) =>
        new Promise((resolve) => {
          onProgress(0.4);
          finish = resolve;
        }),
    );
    const { input, onValue } = renderFile(upload);
    const file = pdf();
    await user().upload(input, file);
    expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ language: 'es' }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Subiendo el PDF: 40 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adjuntar PDF' })).toBeDisabled();

    finish('/uploads/1/new.pdf');
    await waitFor(() =>
      expect(screen.getByLabelText('Carta en PDF')).toHaveValue('/uploads/1/new.pdf'),
    );
    expect(onValue).toHaveBeenLastCalledWith({ es: '/uploads/1/new.pdf', en: '' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps the old URL and says so when the upload fails', async () => {
    const { input, onValue } = renderFile(() => Promise.reject(new ApiError(500, 'x', 'boom')));
    await user().upload(input, pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo subir el PDF. Inténtelo de nuevo.',
    );
    expect(screen.getByLabelText('Carta en PDF')).toHaveValue('/uploads/1/old.pdf');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('explains a PDF that is too large or that the server refuses', async () => {
    const failures = [new ApiError(413, 'too_large', 'big'), new ApiError(400, 'invalid', 'bad')];
    const { input } = renderFile(() => Promise.reject(failures.shift()));
    await user().upload(input, pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('El PDF es demasiado grande.');
    await user().upload(input, pdf());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('El archivo no es un PDF válido.'),
    );
  });

  it('uploads another language from its tab', async () => {
    const upload = vi.fn<UploadPdfFn>(async () => '/uploads/1/en.pdf');
    const { onValue } = renderFile(upload);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir traducciones' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Inglés' }));
    await user().upload(fileInput(dialog), pdf());
    expect(upload).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ language: 'en' }),
    );
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith({
        es: '/uploads/1/old.pdf',
        en: '/uploads/1/en.pdf',
      }),
    );
  });
});
