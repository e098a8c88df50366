import { IMAGE_SIZES } from '@carta/domain/image-rules';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { CropImage } from './cropImage.ts';
import { ImageSelectorInput, type ImageSelectorInputProps } from './ImageSelectorInput.tsx';
import { chooseFile, imageFile, loadChosenImage, stubObjectUrls } from './testing.ts';
import type { ImageUpload } from './types.ts';

const MB = 1024 * 1024;
const cropped = new Blob(['cropped'], { type: 'image/webp' });

const setup = (props: Partial<ImageSelectorInputProps> = {}) => {
  const onValue = vi.fn();
  const cropImage = vi.fn<CropImage>(async () => cropped);
  const Harness = () => {
    const [value, setValue] = useState<string | null | undefined>(null);
    return (
      <ImageSelectorInput
        upload={vi.fn<ImageUpload>(async () => '/uploads/12/new.webp')}
        cropImage={cropImage}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  };
  render(<Harness />);
  return { onValue, cropImage };
};

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Elegir imagen/ }));
  return screen.getByRole('dialog', { name: 'Seleccionar imagen' });
};
const ok = () => screen.getByRole('button', { name: 'Aceptar' });
const original = () => screen.getByRole('button', { name: 'Subir original' });

describe('image dialog', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
  });

  it('behaviour.md#validation refuses an image over 2 MB: common.error2mb in red, nothing loaded', async () => {
    setup();
    await openDialog();
    await chooseFile(imageFile(3 * MB));
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('La imagen debe ser un archivo de imagen de 2 MB como máximo.');
    expect(error.className).toMatch(/MuiTypography/);
    expect(getComputedStyle(error).color).toBe('rgb(211, 47, 47)');
    expect(urls.create).not.toHaveBeenCalled();
    expect(screen.queryByAltText('Imagen elegida para recortar')).not.toBeInTheDocument();
    expect(ok()).toBeDisabled();
  });

  it('behaviour.md#validation refuses a file that is not image/*, however small', async () => {
    setup({ allowOriginal: true });
    await openDialog();
    await chooseFile(imageFile(100, 'application/pdf', 'carta.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La imagen debe ser un archivo de imagen de 2 MB como máximo.',
    );
    expect(urls.create).not.toHaveBeenCalled();
    expect(ok()).toBeDisabled();
    expect(original()).toBeDisabled();
  });

  it('loads an image of exactly 2 MB into the cropper and clears the earlier error', async () => {
    setup();
    await openDialog();
    await chooseFile(imageFile(3 * MB));
    await chooseFile(imageFile(2 * MB));
    await loadChosenImage(800, 600);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ok()).toBeEnabled();
  });

  it('keeps the loaded image when a refused file is chosen after it', async () => {
    setup();
    await openDialog();
    await chooseFile(imageFile(1000));
    await loadChosenImage(800, 600);
    await chooseFile(imageFile(100, 'text/plain', 'notas.txt'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByAltText('Imagen elegida para recortar')).toBeInTheDocument();
    expect(ok()).toBeEnabled();
  });

  it('reports an image/* file the browser cannot decode', async () => {
    setup();
    await openDialog();
    await chooseFile(imageFile(1000, 'image/jpeg', 'rota.jpg'));
    fireEvent.error(await screen.findByAltText('Imagen elegida para recortar'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El navegador no pudo abrir este archivo como imagen.',
    );
    expect(ok()).toBeDisabled();
  });

  it('behaviour.md#validation without an enterprise id explains why and disables OK and Subir original', async () => {
    setup({ upload: null, allowOriginal: true });
    const dialog = await openDialog();
    expect(within(dialog).getByText(/No hay ninguna empresa seleccionada/)).toBeInTheDocument();
    await chooseFile(imageFile(1000));
    await loadChosenImage(800, 600);
    expect(ok()).toBeDisabled();
    expect(original()).toBeDisabled();
  });

  it('OK uploads the crop with ext null, closes, and reports the URL', async () => {
    const upload = vi.fn<ImageUpload>(async () => '/uploads/12/new.webp');
    const { onValue, cropImage } = setup({
      upload,
      aspect: IMAGE_SIZES.product.aspect,
      output: { width: 600, height: 600 },
    });
    await openDialog();
    await chooseFile(imageFile(1000));
    const image = await loadChosenImage(1000, 500);
    await userEvent.click(ok());

    // The initial crop: the largest square, centred, drawn at the output size.
    expect(cropImage).toHaveBeenCalledWith(
      image,
      { x: 250, y: 0, width: 500, height: 500 },
      { width: 600, height: 600 },
    );
    expect(upload).toHaveBeenCalledWith(cropped, null, expect.any(Function));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('/uploads/12/new.webp'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen' })).toHaveAttribute(
      'src',
      '/uploads/12/new.webp',
    );
  });

  it('behaviour.md#limits renders the new image 500 ms after the crop rests, and OK sends that one', async () => {
    const upload = vi.fn<ImageUpload>(async () => '/uploads/12/new.webp');
    const { cropImage } = setup({ upload });
    await openDialog();
    await chooseFile(imageFile(1000));
    const loadedAt = Date.now();
    await loadChosenImage(640, 480);
    expect(cropImage).not.toHaveBeenCalled();
    await waitFor(() => expect(cropImage).toHaveBeenCalledTimes(1));
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(450);
    // No fixed output: the crop's natural size.
    expect(cropImage).toHaveBeenCalledWith(
      expect.anything(),
      { x: 0, y: 0, width: 640, height: 480 },
      { width: 640, height: 480 },
    );
    expect(await screen.findByRole('img', { name: 'Vista previa' })).toBeInTheDocument();
    await userEvent.click(ok());
    expect(cropImage).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(cropped, null, expect.any(Function));
  });

  it("'Subir original' uploads the file unchanged with its ext", async () => {
    const upload = vi.fn<ImageUpload>(async () => '/uploads/12/orig.png');
    const { onValue } = setup({ upload, allowOriginal: true });
    await openDialog();
    const file = imageFile(1000, 'image/png', 'logo.png');
    await chooseFile(file);
    await loadChosenImage(300, 200);
    await userEvent.click(original());
    // The chosen file itself, not the crop (whose preview may have been drawn meanwhile).
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(file, 'png', expect.any(Function));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('/uploads/12/orig.png'));
  });

  it('shows progress and disables every button while uploading', async () => {
    let progress: (fraction: number) => void = () => undefined;
    const upload = vi.fn<ImageUpload>(
      (_image, _ext, onProgress) =>
        new Promise(() => {
          progress = onProgress;
        }),
    );
    setup({ upload, allowOriginal: true });
    await openDialog();
    await chooseFile(imageFile(1000));
    await loadChosenImage(300, 200);
    await userEvent.click(ok());
    await waitFor(() => expect(upload).toHaveBeenCalled());
    progress(0.42);
    expect(await screen.findByRole('status')).toHaveTextContent('Subiendo imagen… 42 %');
    expect(screen.getByRole('progressbar', { name: /Subiendo/ })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    for (const name of ['Aceptar', 'Subir original', 'Cerrar', 'Elegir otra imagen']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    // Escape does not abandon an upload under way.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('behaviour.md#errors a failed upload stops loading and keeps the dialog open with the reason', async () => {
    const upload = vi
      .fn<ImageUpload>()
      .mockRejectedValueOnce(new ApiError(413, 'too_large', 'the image is 2.4 MB'))
      .mockRejectedValueOnce(new ApiError(400, 'unsupported_file', 'not an image'))
      .mockRejectedValueOnce(new Error('boom'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onValue } = setup({ upload });
    await openDialog();
    await chooseFile(imageFile(1000));
    await loadChosenImage(300, 200);

    await userEvent.click(ok());
    expect(await screen.findByRole('alert')).toHaveTextContent(/supera el límite de 2 MB/);
    expect(screen.getByRole('dialog', { name: 'Seleccionar imagen' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(ok()).toBeEnabled();

    await userEvent.click(ok());
    expect(await screen.findByRole('alert')).toHaveTextContent(/no es una imagen admitida/);
    await userEvent.click(ok());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo subir la imagen. Inténtelo de nuevo.',
    );
    expect(onValue).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('behaviour.md#editing closing clears the picked and the new image', async () => {
    setup();
    await openDialog();
    await chooseFile(imageFile(1000));
    await loadChosenImage(300, 200);
    await screen.findByRole('img', { name: 'Vista previa' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(urls.revoke).toHaveBeenCalledTimes(2);

    await openDialog();
    expect(screen.queryByAltText('Imagen elegida para recortar')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Vista previa' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeInTheDocument();
    expect(ok()).toBeDisabled();
  });

  it('takes a file dropped on the dialog', async () => {
    setup();
    const dialog = await openDialog();
    const zone = within(dialog).getByText(/arrastre una imagen aquí/i);
    fireEvent.drop(zone, { dataTransfer: { files: [imageFile(1000)] } });
    await loadChosenImage(300, 200);
    expect(ok()).toBeEnabled();
  });

  it('opens the file chooser from a keyboard-reachable button', async () => {
    setup();
    await openDialog();
    const input = screen.getByLabelText('Elegir archivo') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Elegir archivo' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', 'image/*');
  });
});
