import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NO_RESPONSE } from '../../api/errors.ts';
import { uploadFile } from '../../api/uploads.ts';
import { SessionProvider } from '../../app/session.tsx';
import { enterprise, staffUser } from '../../test/fixtures.ts';
import type { CropImage } from './cropImage.ts';
import { ImageSelector } from './ImageSelector.tsx';
import { chooseFile, imageFile, loadChosenImage, stubObjectUrls } from './testing.ts';
import { uploadErrorKey } from './uploadError.ts';

vi.mock('../../api/uploads.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/uploads.ts')>()),
  uploadFile: vi.fn(async () => '/uploads/12/x.webp'),
}));

const blob = new Blob(['c'], { type: 'image/webp' });
const cropImage: CropImage = async () => blob;

const renderWith = (enterpriseId: string, onChange = vi.fn()) =>
  render(
    <SessionProvider session={{ user: staffUser, enterprise: { ...enterprise, ID: enterpriseId } }}>
      <ImageSelector value={null} onChange={onChange} cropImage={cropImage} allowOriginal />
    </SessionProvider>,
  );

describe('ImageSelector (connected)', () => {
  beforeEach(() => {
    stubObjectUrls();
    vi.mocked(uploadFile).mockClear();
  });

  it("uploads to utils/images with the session's enterprise id, as multipart", async () => {
    const onChange = vi.fn();
    renderWith('12', onChange);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir imagen: Imagen' }));
    await chooseFile(imageFile(1000, 'image/jpeg', 'plato.jpg'));
    await loadChosenImage(400, 300);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(uploadFile).toHaveBeenCalledWith('images', blob, {
      enterpriseId: '12',
      ext: null,
      onProgress: expect.any(Function),
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/12/x.webp'));
  });

  it("sends the original's subtype as ext", async () => {
    renderWith('12');
    await userEvent.click(screen.getByRole('button', { name: 'Elegir imagen: Imagen' }));
    const file = imageFile(1000, 'image/jpeg', 'plato.jpg');
    await chooseFile(file);
    await loadChosenImage(400, 300);
    await userEvent.click(screen.getByRole('button', { name: 'Subir original' }));
    expect(uploadFile).toHaveBeenCalledWith(
      'images',
      file,
      expect.objectContaining({ ext: 'jpeg' }),
    );
  });

  it('behaviour.md#validation saves nothing without an enterprise id', async () => {
    renderWith('');
    await userEvent.click(screen.getByRole('button', { name: 'Elegir imagen: Imagen' }));
    expect(screen.getByText(/No hay ninguna empresa seleccionada/)).toBeInTheDocument();
    await chooseFile(imageFile(1000));
    await loadChosenImage(400, 300);
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    expect(uploadFile).not.toHaveBeenCalled();
  });
});

describe('uploadErrorKey', () => {
  it("maps the server's refusals to friendly messages, anything else to a generic one", () => {
    const key = (error: unknown) => uploadErrorKey(error).split('.').at(-1);
    expect(key(new ApiError(413, 'too_large', ''))).toBe('tooLarge');
    expect(key(new ApiError(400, 'unsupported_file', ''))).toBe('unsupported');
    expect(key(new ApiError(400, 'invalid_image', ''))).toBe('unreadable');
    expect(key(new ApiError(NO_RESPONSE, 'network', ''))).toBe('network');
    expect(key(new ApiError(500, 'internal', ''))).toBe('generic');
    expect(key(new Error('canvas'))).toBe('generic');
  });
});
