import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../api/uploads.ts';
import {
  chooseFile,
  imageFile,
  loadChosenImage,
  stubObjectUrls,
} from '../../widgets/ImageSelector/testing.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

vi.mock('../../api/uploads.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/uploads.ts')>()),
  uploadFile: vi.fn(async () => '/uploads/12/playa.jpeg'),
}));

describe('image editor (4)', () => {
  beforeEach(() => {
    stubObjectUrls();
    vi.mocked(uploadFile).mockClear();
  });

  it('renders its defaults: one image selector, no language tabs (the schema holds one Image)', () => {
    renderEditor(Editor, contentOf('image'));
    expect(screen.getByText('Imagen del bloque')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Elegir imagen: Imagen del bloque' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('an image linked over plain http by older data says why it cannot be saved', () => {
    renderEditor(Editor, contentOf('image', { Image: 'http://cdn.example.com/a.jpg' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/se enlaza por http:\/\//);
  });

  it('an uploaded image shows no such message', () => {
    renderEditor(Editor, contentOf('image', { Image: '/uploads/12/playa.jpeg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("uploads the chosen image under the session's enterprise and reports Image", async () => {
    const content = contentOf('image');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir imagen: Imagen del bloque' }));
    await chooseFile(imageFile(1000, 'image/jpeg', 'playa.jpg'));
    await loadChosenImage(800, 600);
    await userEvent.click(screen.getByRole('button', { name: 'Subir original' }));
    await waitFor(() => expect(patches).toEqual([{ Image: '/uploads/12/playa.jpeg' }]));
    expect(uploadFile).toHaveBeenCalledWith(
      'images',
      expect.any(File),
      expect.objectContaining({ enterpriseId: '12' }),
    );
    expectValidPatch('image', content, patches[0] ?? {});
  });

  it('clears the image with the red X: Image becomes null', async () => {
    const content = contentOf('image', { Image: '/uploads/12/playa.jpeg' });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen: Imagen del bloque' }));
    expect(patches).toEqual([{ Image: null }]);
    expectValidPatch('image', content, { Image: null });
  });

  it('collapsed, shows a thumbnail with alt text, not the file name', () => {
    const { container } = renderEditor(
      Editor,
      contentOf('image', { Image: '/uploads/12/hMui3XlLMeN1_kg17xWipw.webp' }),
      { collapsed: true },
    );
    const thumbnail = screen.getByRole('img', { name: 'Miniatura de la imagen del bloque' });
    expect(thumbnail).toHaveAttribute('src', '/uploads/12/hMui3XlLMeN1_kg17xWipw.webp');
    expect(container.textContent).not.toContain('hMui3XlLMeN1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('collapsed without an image, says so', () => {
    renderEditor(Editor, contentOf('image'), { collapsed: true });
    expect(screen.getByText('Sin imagen')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
